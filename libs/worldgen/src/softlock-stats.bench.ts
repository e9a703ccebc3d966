/**
 * Soft-lock census (#38): room cubes of worlds FROM..FROM+N-1, depths 1–20, re-inspected from their JSON; counts
 * cubes with a soft-lock (the inspector's rule) and landings of falls from above, and falls from a room that land
 * in a cube with no portal. `node tools/scripts/bench.mjs libs/worldgen/src/softlock-stats.bench.ts [FROM] [N]`
 */
import { inspectCubeFull } from './cube-file';
import { createWorld } from './world';

const from = Number(process.argv[2] ?? 1);
const count = Number(process.argv[3] ?? 40);
let rooms = 0,
  softLocks = 0,
  landings = 0,
  roomFalls = 0,
  intoNoPortal = 0;
for (let seed = from; seed < from + count; seed++) {
  const w = createWorld(seed);
  for (let d = 1; d <= 20; d++) {
    for (const r of w.plan(d).rooms) {
      const c = w.cube(d, r.x, r.y);
      rooms++;
      if (c.fallFromAbove) landings++;
      if (inspectCubeFull(JSON.parse(JSON.stringify(c))).problems.some((q) => q.rule === 'soft-lock')) softLocks++;
      if (d < 20 && w.spec(d, r.x, r.y).fallOut) {
        roomFalls++;
        if (w.spec(d + 1, r.x, r.y).portals.length === 0) intoNoPortal++;
      }
    }
  }
}
process.stdout.write(
  `worlds ${from}..${from + count - 1}: ${rooms} room cubes, ${softLocks} with a soft-lock; ${landings} landings of a fall from above; ${roomFalls} falls out of a room, ${intoNoPortal} of them into a cube with no portal\n`,
);
