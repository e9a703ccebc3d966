// What `npm run test:mutation` runs, without running it: the libraries, their Stryker configs and, for
// `--per-file`, one config per mutated file. Pure reads of the repository; tools/scripts/mutation.mjs runs
// the plan and tools/levelbench/src/mutation-plan.spec.ts checks it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { root } from './build-node.mjs';

/** Smallest first: a failing setup shows up in seconds. */
export const MUTATION_LIBS = ['formats', 'verify', 'watersort', 'worldgen', 'pigment'];

/** Where the derived per-file configs are written (under the ignored reports folder). */
export const DERIVED_DIR = 'reports/mutation/.configs';

export const libConfigPath = (lib) => `libs/${lib}/stryker.config.json`;

function readJson(repo, rel) {
  return JSON.parse(readFileSync(join(repo, rel), 'utf8'));
}

/**
 * One run per file the library's config mutates. A hand-written `libs/<lib>/stryker.<name>.config.json`
 * (its `mutate` exactly that file, usually with more specs in `testMatch`) is used as it is; otherwise the
 * library's config narrowed to the file and to its own spec `<name>.spec.ts` (a file without one is an
 * error: a per-file score needs the tests named for the file). Each run reports to
 * `reports/mutation/<lib>-<name>/`.
 * `repo` is the checkout to read (a test's fixture tree; else this repository).
 * @returns {{ lib: string, file: string, config: string, derived: object | null, report: string }[]}
 */
export function perFilePlan(lib, repo = root) {
  const base = readJson(repo, libConfigPath(lib));
  return base.mutate.map((file) => {
    const name = basename(file).replace(/\.ts$/, '');
    const own = `libs/${lib}/stryker.${name}.config.json`;
    if (existsSync(join(repo, own))) {
      const c = readJson(repo, own);
      if (c.mutate.length !== 1 || c.mutate[0] !== file)
        throw new Error(`${own}: "mutate" must be exactly ["${file}"] (it is ${JSON.stringify(c.mutate)})`);
      if (!(c.thresholds?.break >= base.thresholds.break))
        throw new Error(`${own}: "thresholds.break" must be at least the library's ${base.thresholds.break}`);
      return { lib, file, config: own, derived: null, report: c.jsonReporter.fileName };
    }
    const spec = file.replace(/\.ts$/, '.spec.ts');
    if (!existsSync(join(repo, spec)))
      throw new Error(`${file}: no ${own} and no ${spec}: write one of them for a per-file score`);
    const dir = `reports/mutation/${lib}-${name}`;
    const derived = {
      ...base,
      jest: {
        ...base.jest,
        config: { ...(base.jest.config ?? {}), testMatch: [`**/${spec.replace(/^libs\/[^/]+\//, '')}`] },
      },
      mutate: [file],
      htmlReporter: { fileName: `${dir}/index.html` },
      jsonReporter: { fileName: `${dir}/mutation.json` },
      incrementalFile: `${dir}/stryker-incremental.json`,
      tempDirName: `reports/mutation/.stryker-tmp-${lib}-${name}`,
    };
    delete derived.$schema;
    return { lib, file, config: `${DERIVED_DIR}/${lib}-${name}.json`, derived, report: derived.jsonReporter.fileName };
  });
}

/** Writes a plan entry's derived config (if it has one) and returns the config path to run. */
export function materialise(entry) {
  if (entry.derived) {
    mkdirSync(join(root, DERIVED_DIR), { recursive: true });
    writeFileSync(join(root, entry.config), JSON.stringify(entry.derived, null, 2) + '\n');
  }
  return entry.config;
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

/** The library's score over per-file rows: what the files' own specs detect, over all their mutants. */
export function libraryScore(rows) {
  let detected = 0;
  let valid = 0;
  for (const r of rows) {
    detected += r.killed + r.timeout;
    valid += r.killed + r.timeout + r.survived + r.noCoverage;
  }
  return valid === 0 ? 100 : (100 * detected) / valid;
}
