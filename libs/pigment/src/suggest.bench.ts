/**
 * `npm run bench:suggest`: the suggester's targets — 6×6, 3 marks, L 12, unique: 5 boards < 5 s; 7×7, 4 marks, L 16:
 * 3 < 30 s; 10×10, 6 marks, L 26: 3 < 10 s (issue #25).
 */
import { cpuUsage } from 'node:process';
import { suggestPigment } from './suggest';
import type { SuggestOptions } from './suggest-options';

interface Target {
  readonly name: string;
  readonly opts: SuggestOptions;
  readonly seconds: number;
}

const targets: Target[] = [
  {
    name: '6×6, 3 marks, L 12',
    opts: { width: 6, height: 6, marks: 3, length: 12, count: 5, unique: true },
    seconds: 5,
  },
  {
    name: '7×7, 4 marks, L 16',
    opts: { width: 7, height: 7, marks: 4, length: 16, count: 3, unique: true },
    seconds: 30,
  },
  {
    // issue #25: the designer's 10×10 case (27 s before; its boards spread and differ under symmetry now)
    name: '10×10, 6 marks, L 26',
    opts: { width: 10, height: 10, marks: 6, length: 26, count: 3, unique: true },
    seconds: 10,
  },
];
const seeds = (process.env['SUGGEST_SEEDS'] ?? '1,2,3,4,5').split(',').map(Number);
const pad = (s: string | number, n: number) => String(s).padStart(n);

console.log(`Pigment suggester: each target on seeds ${seeds.join(', ')} (wall and CPU ms per run)`);
console.log(
  ['target', 'seed', 'found', 'attempts', 'solver states', 'wall ms', 'cpu ms', 'target s', 'met'].join('  '),
);
let allMet = true;
for (const t of targets) {
  const walls: number[] = [];
  for (const seed of seeds) {
    const c0 = cpuUsage();
    const t0 = performance.now();
    const r = suggestPigment({ ...t.opts, seed });
    const wall = performance.now() - t0;
    const cpu = cpuUsage(c0);
    walls.push(wall);
    const met = r.complete && wall < t.seconds * 1000;
    allMet &&= met;
    console.log(
      [
        t.name.padEnd(20),
        pad(seed, 4),
        pad(`${r.suggestions.length}/${t.opts.count}`, 5),
        pad(r.attempts, 8),
        pad(r.states.toLocaleString('en-US'), 13),
        pad(wall.toFixed(0), 7),
        pad(((cpu.user + cpu.system) / 1000).toFixed(0), 6),
        pad(t.seconds, 8),
        met ? 'yes' : 'NO',
      ].join('  '),
    );
    for (const s of r.suggestions) {
      const m = s.metrics;
      console.log(
        `    ${s.level.id}  holes ${s.level.holes.length}  live states ${m.liveStates}  branching ${m.branching}  traps ${m.traps}  dead ends ${m.deadEnds}  interacting ${m.interactingMarks}  difficulty ${m.difficulty}`,
      );
    }
  }
  walls.sort((a, b) => a - b);
  console.log(
    `  ${t.name}: median ${walls[Math.floor(walls.length / 2)].toFixed(0)} ms, slowest ${walls[walls.length - 1].toFixed(0)} ms\n`,
  );
}
console.log(`every run met its target: ${allMet ? 'yes' : 'NO'}`);
