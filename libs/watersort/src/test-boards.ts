/** Test helpers: arbitrary valid boards for property tests (not exported from the lib). */
import fc from 'fast-check';
import { applyPour, legalPours } from './rules';
import type { Board } from './types';

const NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

/** A board with `colors` full-mixed tubes and `extra` empty ones, from a permutation of the units. */
function boardFrom(colors: number, capacity: number, extra: number, order: number[]): Board {
  const units: string[] = [];
  for (let c = 0; c < colors; c++) for (let k = 0; k < capacity; k++) units.push(NAMES[c]);
  const perm = order
    .map((v, i) => [v, i])
    .sort((x, y) => x[0] - y[0] || x[1] - y[1])
    .map((x) => units[x[1]]);
  const tubes: string[][] = [];
  for (let i = 0; i < colors; i++) tubes.push(perm.slice(i * capacity, (i + 1) * capacity));
  for (let i = 0; i < extra; i++) tubes.push([]);
  return { capacity, tubes };
}

/** Arbitrary reachable position: a shuffled board followed by a random walk of legal pours. */
export function arbBoard(maxColors = 5, minExtra = 1): fc.Arbitrary<Board> {
  return fc
    .record({
      colors: fc.integer({ min: 1, max: maxColors }),
      capacity: fc.integer({ min: 2, max: 5 }),
      extra: fc.integer({ min: minExtra, max: 2 }),
    })
    .chain(({ colors, capacity, extra }) =>
      fc.tuple(
        fc.constant({ colors, capacity, extra }),
        fc.array(fc.integer(), { minLength: colors * capacity, maxLength: colors * capacity }),
        fc.array(fc.nat(), { maxLength: 12 }),
      ),
    )
    .map(([{ colors, capacity, extra }, order, walk]) => {
      let b = boardFrom(colors, capacity, extra, order);
      for (const w of walk) {
        const moves = legalPours(b);
        if (moves.length === 0) break;
        const [from, to] = moves[w % moves.length];
        b = (applyPour(b, from, to) as { board: Board }).board;
      }
      return b;
    });
}
