/** Levels folders for the verify command specs (verify, verify-ci, verify-exit), built from the authored levels. */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', '..');

/** Fills `dir`/pigment with the authored Pigment levels, plus `slack.json` (a slack limit that fails verify) when `failing`. */
export function writePigmentLevels(dir: string, failing: boolean): void {
  mkdirSync(join(dir, 'pigment'), { recursive: true });
  for (const f of readdirSync(join(root, 'levels/pigment')).filter((f) => f.endsWith('.json')))
    copyFileSync(join(root, 'levels/pigment', f), join(dir, 'pigment', f));
  if (failing) {
    const level = JSON.parse(readFileSync(join(root, 'levels/pigment/return.json'), 'utf8'));
    writeFileSync(join(dir, 'pigment', 'slack.json'), JSON.stringify({ ...level, id: 'slack', limit: 9, replays: [] }));
  }
}

/** Writes `dir`/watersort/curve.json: 4 levels from 12 candidates, two of 3 colours then two of `secondColors`. */
export function writeCurve(dir: string, secondColors = 4): void {
  mkdirSync(join(dir, 'watersort'), { recursive: true });
  writeFileSync(
    join(dir, 'watersort', 'curve.json'),
    JSON.stringify({
      levels: 4,
      candidates: 12,
      tiers: [
        { colors: 3, levels: 2 },
        { colors: secondColors, levels: 2 },
      ],
    }),
  );
}

/** Builds dist/node (the bundle the specs run), then the levels folders `good` and `failing` with `make`. */
export function buildWithLevels(make: (name: string, failing: boolean) => string): { good: string; failing: string } {
  execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: root });
  return { good: make('good', false), failing: make('failing', true) };
}
