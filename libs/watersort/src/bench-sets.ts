/**
 * Seeded board sets of the solver benchmark, by class: colours × empty tubes × solvable or not.
 * Shared by `solver.bench.ts` and any outside harness that times another solver on the same boards.
 */
import { createRng, hashText, shuffleInPlace, type Rng } from '@levelbench/random';
import { isCompleteTube } from './rules';
import { solveFast } from './solve-fast';
import type { Board } from './types';

/** One benchmark class: `count` shuffled boards (4 units a colour, no complete tube) of one kind. */
export interface BenchClass {
  readonly name: string;
  readonly colors: number;
  readonly empty: number;
  /** `any`: every shuffle; otherwise only boards the exhaustive search classed that way. */
  readonly kind: 'any' | 'solvable' | 'unsolvable';
  readonly boards: readonly Board[];
}

// the lib compiles without Node or DOM typings; benchmarks and harnesses run under Node
declare const performance: { now(): number };

const NAMES = 'abcdefghijklmnop';
const CLASSIFY_NODES = 2_000_000;

/** A shuffle of `colors` colours (4 units each) over the colour tubes plus `empty` empty tubes. */
export function shuffledBenchBoard(colors: number, empty: number, rng: Rng): Board {
  const units: string[] = [];
  for (let c = 0; c < colors; c++) for (let k = 0; k < 4; k++) units.push(NAMES[c]);
  shuffleInPlace(units, rng);
  const tubes: string[][] = [];
  for (let i = 0; i < colors; i++) tubes.push(units.slice(i * 4, i * 4 + 4));
  for (let i = 0; i < empty; i++) tubes.push([]);
  return { capacity: 4, tubes };
}

function collect(colors: number, empty: number, kind: BenchClass['kind'], count: number): BenchClass {
  const rng = createRng(hashText(`bench:${colors}:${empty}:${kind}`));
  const boards: Board[] = [];
  while (boards.length < count) {
    const b = shuffledBenchBoard(colors, empty, rng);
    if (b.tubes.some((t) => isCompleteTube(t, 4))) continue;
    if (kind !== 'any') {
      const status = solveFast(b, { maxNodes: CLASSIFY_NODES }).status;
      if (status !== (kind === 'solvable' ? 'solved' : 'exhaustive-unsolvable')) continue;
    }
    boards.push(b);
  }
  const what = kind === 'any' ? '' : `, ${kind}`;
  return { name: `${colors} colours, ${empty} empty${what}`, colors, empty, kind, boards };
}

/** The classes of issue #15: 12/14/16 colours with two empty tubes; 9 and 12 with one, solvable and unsolvable. */
export function benchClasses(count: number): BenchClass[] {
  return [
    collect(12, 2, 'any', count),
    collect(14, 2, 'any', count),
    collect(16, 2, 'any', count),
    collect(9, 1, 'solvable', count),
    collect(9, 1, 'unsolvable', count),
    collect(12, 1, 'solvable', count),
    collect(12, 1, 'unsolvable', count),
  ];
}

/** A board in the harness line format: `height tubes u u …` (bottom→top, colours 1.., 0 = empty slot). */
export function boardLine(board: Board): string {
  const ids = new Map<string, number>();
  const cells: number[] = [];
  for (const t of board.tubes) {
    for (let i = 0; i < board.capacity; i++) {
      const c = t[i];
      if (c === undefined) cells.push(0);
      else {
        if (!ids.has(c)) ids.set(c, ids.size + 1);
        cells.push(ids.get(c) as number);
      }
    }
  }
  return `${board.capacity} ${board.tubes.length} ${cells.join(' ')}`;
}

/** Time per item in ms: the best of `repeat` runs, so other processes on a shared machine add less noise. */
export function bestTimes<T>(items: readonly T[], fn: (item: T) => unknown, repeat: number): number[] {
  return items.map((item) => {
    let best = Infinity;
    for (let r = 0; r < repeat; r++) {
      const t = performance.now();
      fn(item);
      best = Math.min(best, performance.now() - t);
    }
    return best;
  });
}
