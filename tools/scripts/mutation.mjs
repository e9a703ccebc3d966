// `npm run test:mutation [-- <lib>...] [--per-file] [-- stryker options]`: StrykerJS on the rules and verify
// libs, one library at a time (libs/<lib>/stryker.config.json), then the mutation score of every mutated
// file. Reports: reports/mutation/<lib>/{index.html,mutation.json,clear-text.txt}. Exit 1 when a
// library is below its `thresholds.break` (Stryker's own verdict) or Stryker fails.
// `--per-file`: one Stryker run per mutated file against the specs named for it (tools/scripts/mutation-plan.mjs:
// the file's own `stryker.<name>.config.json`, else the library's config narrowed to `<name>.spec.ts`), each
// with the library's `break`; a file's score there is a lower bound of its score in the library's run, which
// also runs every other spec. Reports: reports/mutation/<lib>-<name>/. Much faster on two cores.
// Not part of `npm test`: a full run takes tens of minutes on two cores.
// Examples: npm run test:mutation -- verify
//           npm run test:mutation -- watersort --per-file
//           npm run test:mutation -- watersort --mutate libs/watersort/src/hint.ts --incremental
//           npm run test:mutation -- --since <commit>   (the nightly: only libraries whose files changed)
//           npm run test:mutation -- --plan --per-file   (print what would run, run nothing)
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { root } from './build-node.mjs';
import { MUTATION_LIBS, fileScores, libConfigPath, libraryScore, materialise, perFilePlan } from './mutation-plan.mjs';

/** Files outside the libraries that change every library's run: then all are mutated. */
const SHARED = [
  /^package(-lock)?\.json$/,
  /^jest\.preset\.js$/,
  /^tsconfig\.base\.json$/,
  /^tools\/scripts\/mutation(-plan)?\.mjs$/,
];

/** The libraries whose files (or the shared set-up) differ between `since` and HEAD. */
function changedLibs(since) {
  const files = execFileSync('git', ['diff', '--name-only', since, 'HEAD'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  if (files.some((f) => SHARED.some((re) => re.test(f)))) return MUTATION_LIBS;
  return MUTATION_LIBS.filter((lib) => files.some((f) => f.startsWith(`libs/${lib}/`)));
}

let args = process.argv.slice(2);
const flag = (name) => {
  const had = args.includes(name);
  args = args.filter((a) => a !== name);
  return had;
};
const perFile = flag('--per-file');
const planOnly = flag('--plan');
const sinceAt = args.indexOf('--since');
let since = null;
if (sinceAt >= 0) {
  since = args[sinceAt + 1];
  if (!since) {
    process.stderr.write('--since needs a commit\n');
    process.exit(2);
  }
  args = [...args.slice(0, sinceAt), ...args.slice(sinceAt + 2)];
}
const named = args.filter((a, i) => MUTATION_LIBS.includes(a) && !(args[i - 1] ?? '').startsWith('--'));
const extra = args.filter((a) => !named.includes(a));
const unknown = extra.find((a, i) => !a.startsWith('-') && !(extra[i - 1] ?? '').startsWith('--'));
if (unknown) {
  process.stderr.write(`unknown library "${unknown}"; one of: ${MUTATION_LIBS.join(', ')}\n`);
  process.exit(2);
}
if (perFile && extra.includes('--mutate')) {
  process.stderr.write('--per-file chooses the files itself: leave out --mutate\n');
  process.exit(2);
}

/** Runs one Stryker config; its clear-text output is also written beside its JSON report. */
function runStryker(config, report) {
  const out = dirname(join(root, report));
  mkdirSync(out, { recursive: true });
  const log = createWriteStream(join(out, 'clear-text.txt'));
  const cli = join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');
  process.stderr.write(`\n$ stryker run ${config} ${extra.join(' ')}\n`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'run', config, ...extra], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (d) => {
      process.stdout.write(d);
      log.write(d);
    });
    child.on('close', (code) => log.end(() => resolve(code ?? 1)));
  });
}

const libs = named.length ? named : since ? changedLibs(since) : MUTATION_LIBS;
if (since) process.stderr.write(`libraries changed since ${since}: ${libs.join(', ') || 'none'}\n`);

/** @type {{ lib: string, config: string, report: string, entry?: object }[]} */
let runs;
try {
  runs = libs.flatMap((lib) =>
    perFile
      ? perFilePlan(lib).map((e) => ({ lib, config: e.config, report: e.report, entry: e }))
      : [{ lib, config: libConfigPath(lib), report: `reports/mutation/${lib}/mutation.json` }],
  );
} catch (e) {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(2);
}
if (planOnly) {
  for (const r of runs) process.stdout.write(`${r.lib}\t${r.config}\t${r.report}\n`);
  process.exit(0);
}

/** @type {{ lib: string, file: string, score: number, code: unknown, killed?: number, timeout?: number, survived?: number, noCoverage?: number }[]} */
const rows = [];
let failed = false;
for (const run of runs) {
  const code = await runStryker(run.entry ? materialise(run.entry) : run.config, run.report);
  if (code !== 0) failed = true;
  const json = join(root, run.report);
  if (!existsSync(json)) {
    rows.push({ lib: run.lib, file: `${run.config} (no report)`, score: NaN, code });
    continue;
  }
  for (const s of fileScores(JSON.parse(readFileSync(json, 'utf8'))))
    rows.push({ lib: run.lib, ...s, file: relative(root, join(root, s.file)), code });
}

process.stdout.write('\nmutation score per file (killed + timeout) / (killed + timeout + survived + no coverage):\n');
for (const r of rows) {
  const fig = Number.isNaN(r.score)
    ? `stryker exited ${r.code}`
    : `${r.score.toFixed(1).padStart(5)} %  killed ${r.killed}, timeout ${r.timeout}, survived ${r.survived}, no coverage ${r.noCoverage}`;
  process.stdout.write(`  ${r.file.padEnd(42)} ${fig}\n`);
}
if (perFile)
  for (const lib of libs) {
    const mine = rows.filter((r) => r.lib === lib && !Number.isNaN(r.score));
    if (mine.length)
      process.stdout.write(
        `  ${`${lib} (each file against its own specs)`.padEnd(44)} ${libraryScore(mine).toFixed(1).padStart(5)} %\n`,
      );
  }
process.exit(failed ? 1 : 0);
