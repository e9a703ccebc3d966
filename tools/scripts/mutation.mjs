// `npm run test:mutation [-- <lib>...] [-- stryker options]`: StrykerJS on the rules and verify libs,
// one library at a time (libs/<lib>/stryker.config.json), then the mutation score of every mutated
// file. Reports: reports/mutation/<lib>/{index.html,mutation.json,clear-text.txt}. Exit 1 when a
// library is below its `thresholds.break` (Stryker's own verdict) or Stryker fails.
// Not part of `npm test`: a full run takes tens of minutes on two cores.
// Examples: npm run test:mutation -- verify
//           npm run test:mutation -- watersort --mutate libs/watersort/src/hint.ts --incremental
//           npm run test:mutation -- --since <commit>   (the nightly: only libraries whose files changed)
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './build-node.mjs';

/** Smallest first: a failing setup shows up in seconds. */
export const MUTATION_LIBS = ['formats', 'verify', 'watersort', 'worldgen', 'pigment'];

/** Files outside the libraries that change every library's run: then all are mutated. */
const SHARED = [
  /^package(-lock)?\.json$/,
  /^jest\.preset\.js$/,
  /^tsconfig\.base\.json$/,
  /^tools\/scripts\/mutation\.mjs$/,
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

/** Stryker's score: detected (killed + timeout) over valid mutants (errors and ignored ones left out). */
export function fileScores(report) {
  return Object.entries(report.files).map(([file, f]) => {
    const n = (s) => f.mutants.filter((m) => m.status === s).length;
    const killed = n('Killed');
    const timeout = n('Timeout');
    const survived = n('Survived');
    const noCoverage = n('NoCoverage');
    const valid = killed + timeout + survived + noCoverage;
    const score = valid === 0 ? 100 : (100 * (killed + timeout)) / valid;
    return { file, killed, timeout, survived, noCoverage, score };
  });
}

function runStryker(lib) {
  const out = join(root, 'reports/mutation', lib);
  mkdirSync(out, { recursive: true });
  const log = createWriteStream(join(out, 'clear-text.txt'));
  const cli = join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');
  const config = `libs/${lib}/stryker.config.json`;
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

/** @type {{ lib: string, file: string, score: number, code: unknown, killed?: number, timeout?: number, survived?: number, noCoverage?: number }[]} */
const rows = [];
let failed = false;
for (const lib of libs) {
  const code = await runStryker(lib);
  if (code !== 0) failed = true;
  const json = join(root, 'reports/mutation', lib, 'mutation.json');
  if (!existsSync(json)) {
    rows.push({ lib, file: '(no report)', score: NaN, code });
    continue;
  }
  for (const s of fileScores(JSON.parse(readFileSync(json, 'utf8'))))
    rows.push({ lib, ...s, file: relative(root, join(root, s.file)), code });
}

process.stdout.write('\nmutation score per file (killed + timeout) / (killed + timeout + survived + no coverage):\n');
for (const r of rows) {
  const fig = Number.isNaN(r.score)
    ? `stryker exited ${r.code}`
    : `${r.score.toFixed(1).padStart(5)} %  killed ${r.killed}, timeout ${r.timeout}, survived ${r.survived}, no coverage ${r.noCoverage}`;
  process.stdout.write(`  ${r.file.padEnd(42)} ${fig}\n`);
}
process.exit(failed ? 1 : 0);
