/** Generator statistics of issue #14 over seeds 300–307, depths 1–19 (one command for before/after). `npm run stats:worldgen` */
import { statsLines, worldStats } from './stats';

const from = Number(process.env['WORLDGEN_STATS_FROM'] ?? 300);
const count = Number(process.env['WORLDGEN_STATS_WORLDS'] ?? 8);
const seeds = Array.from({ length: count }, (_, k) => from + k);
const depths = Array.from({ length: 19 }, (_, k) => k + 1);
process.stdout.write(statsLines(worldStats({ seeds, depths })).join('\n') + '\n');
