/** Deterministic random boards (seeded pure-rand) for benchmarks and property tests: a random walk paints, marks copy what it left. */
import prand from 'pure-rand';
import { colorName, colorOf, mix, roll, START_DIE } from './die';
import { DIR_STEP, DIRS, type Dir, type Cell, type ColoredCell, type PigmentLevel } from './types';

const BACK: Readonly<Record<Dir, Dir>> = { N: 'S', S: 'N', E: 'W', W: 'E' };

/** Board size, number of marks, walk length and clutter. */
export interface GenerateOptions {
  readonly width: number;
  readonly height: number;
  readonly marks: number;
  /** Tips in the painting walk: an upper bound on the shortest line. */
  readonly walk: number;
  readonly holes?: number;
  readonly stains?: number;
  /**
   * How the marks are picked among the cells the walk painted: `late` (default) from the later half of the walk;
   * `spread` among every cell the walk changed, a secondary colour first when there is one, then each next mark as
   * far (Manhattan) from the marks so far as possible, secondary colours counted six cells farther, so the marks
   * spread over the board, need mixes, and lines grow long.
   */
  readonly pick?: 'late' | 'spread';
}

/** A generated level (limit = walk length) and the walk that is known to win it. */
export interface GeneratedBoard {
  readonly level: PigmentLevel;
  readonly walk: string;
}

/** Builds a solvable level from a seed; the same seed and options always give the same board. */
export function generatePigmentBoard(seed: number, opts: GenerateOptions): GeneratedBoard {
  const rng = prand.xoroshiro128plus(seed);
  const int = (lo: number, hi: number) => prand.unsafeUniformIntDistribution(lo, hi, rng);
  const { width, height } = opts;
  const all: Cell[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) all.push([x, y]);
  const take = (): Cell => all.splice(int(0, all.length - 1), 1)[0];
  const start = take();
  const holes = Array.from({ length: Math.min(opts.holes ?? 0, all.length - 1) }, take);
  const stains: ColoredCell[] = Array.from({ length: Math.min(opts.stains ?? 0, all.length) }, () => ({
    at: take(),
    color: colorName(int(1, 8)),
  }));
  const floor = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && !holes.some((h) => h[0] === x && h[1] === y);
  const board = new Array<number>(width * height).fill(0);
  for (const s of stains) board[s.at[1] * width + s.at[0]] = colorOf(s.color);
  const initial = board.slice();
  let die = START_DIE;
  let [x, y] = start;
  let walk = '';
  const visited: Cell[] = [];
  for (let i = 0; i < opts.walk; i++) {
    const open = DIRS.filter((d) => floor(x + DIR_STEP[d][0], y + DIR_STEP[d][1]));
    // never step straight back unless cornered: back-and-forth walks are short lines in disguise
    const onward = open.filter((d) => walk.length === 0 || d !== BACK[walk[walk.length - 1] as Dir]);
    const dirs = onward.length > 0 ? onward : open;
    if (dirs.length === 0) break;
    const d = dirs[int(0, dirs.length - 1)];
    [x, y] = [x + DIR_STEP[d][0], y + DIR_STEP[d][1]];
    die = roll(die, d);
    board[y * width + x] = mix(board[y * width + x], die.D);
    walk += d;
    const seen = visited.findIndex((c) => c[0] === x && c[1] === y);
    if (seen >= 0) visited.splice(seen, 1);
    visited.push([x, y]);
  }
  // marks copy the walk's final stains, drawn from the later half of the walk (the cells it painted last);
  // at least one must differ from the start so the level is not won before a tip
  const marks: ColoredCell[] = [];
  if (opts.pick === 'spread') {
    pickSpread(visited, board, initial, width, opts.marks, int).forEach((c) =>
      marks.push({ at: c, color: colorName(board[c[1] * width + c[0]]) }),
    );
  }
  const candidates = marks.length > 0 ? [] : visited.slice(Math.floor(visited.length / 2));
  while (marks.length < opts.marks && candidates.length > 0) {
    const c = candidates.splice(int(0, candidates.length - 1), 1)[0];
    marks.push({ at: c, color: colorName(board[c[1] * width + c[0]]) });
  }
  if (marks.length > 0 && marks.every((m) => board[m.at[1] * width + m.at[0]] === initial[m.at[1] * width + m.at[0]])) {
    const changed = visited.find(
      (c) => board[c[1] * width + c[0]] !== initial[c[1] * width + c[0]] && !marks.some((m) => m.at === c),
    );
    if (changed) marks[0] = { at: changed, color: colorName(board[changed[1] * width + changed[0]]) };
  }
  if (marks.length === 0) throw new Error(`seed ${seed}: the walk could not leave the start cell`);
  const level: PigmentLevel = {
    id: `gen-${seed}`,
    name: `Generated ${width}×${height} #${seed}`,
    width,
    height,
    holes,
    start,
    stains,
    marks,
    limit: Math.max(1, walk.length),
    replays: [{ moves: walk, expect: 'won' }],
  };
  return { level, walk };
}

const SECONDARY = new Set([colorOf('orange'), colorOf('purple'), colorOf('green')]);

/** `pick: 'spread'`: a secondary colour first (if any), then farthest-point picks among the changed cells. */
function pickSpread(
  visited: readonly Cell[],
  board: readonly number[],
  initial: readonly number[],
  width: number,
  count: number,
  int: (lo: number, hi: number) => number,
): Cell[] {
  const at = (c: Cell) => c[1] * width + c[0];
  const changed = visited.filter((c) => board[at(c)] !== initial[at(c)]);
  if (changed.length === 0) return [];
  const secondary = changed.filter((c) => SECONDARY.has(board[at(c)]));
  const pool = secondary.length > 0 ? secondary : changed;
  const picked: Cell[] = [pool[int(0, pool.length - 1)]];
  const rest = changed.filter((c) => c !== picked[0]);
  while (picked.length < count && rest.length > 0) {
    // a secondary colour (two landings to make) counts as six cells farther away
    const gap = (c: Cell) =>
      Math.min(...picked.map((p) => Math.abs(p[0] - c[0]) + Math.abs(p[1] - c[1]))) +
      (SECONDARY.has(board[at(c)]) ? 6 : 0);
    const best = Math.max(...rest.map(gap));
    const ties = rest.filter((c) => gap(c) === best);
    const c = ties[int(0, ties.length - 1)];
    picked.push(c);
    rest.splice(rest.indexOf(c), 1);
  }
  return picked;
}
