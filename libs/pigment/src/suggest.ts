/** Level suggester: reverse construction from a random line, then holes that cut every rival line, each board proven by the solver. */
import { createRng, hashInts, nextFloat, nextInt, shuffleInPlace, weightedIndex, type Rng } from '@levelbench/random';
import { colorName, colorOf, mix, roll, START_DIE } from './die';
import { pigmentMetrics, type PigmentMetrics } from './metrics';
import { playLine } from './rules';
import { DEFAULT_MAX_STATES, solvePigment } from './solver';
import { resolveSuggestOptions, type ResolvedSuggestOptions, type SuggestOptions } from './suggest-options';
import { DIR_STEP, DIRS, type Cell, type ColoredCell, type Dir, type PigmentLevel } from './types';

/** One proven board: shortest == limit, its only (or one) optimal line stored as a winning replay. */
export interface Suggestion {
  readonly level: PigmentLevel;
  readonly shortest: number;
  readonly optimalCount: number;
  readonly metrics: PigmentMetrics;
  /** The attempt (0-based) that built it: with the seed, enough to rebuild it. */
  readonly attempt: number;
}

/** Streamed while the search runs: a progress tick every few attempts, or a board just proven. */
export type SuggestEvent =
  | { readonly type: 'progress'; readonly attempts: number; readonly states: number; readonly found: number }
  | { readonly type: 'suggestion'; readonly suggestion: Suggestion; readonly found: number };

/** The ranked boards and what the search spent; `complete` is false when a budget ended before `count` boards. */
export interface SuggestResult {
  readonly suggestions: readonly Suggestion[];
  readonly attempts: number;
  readonly states: number;
  readonly complete: boolean;
}

const BACK: Readonly<Record<Dir, Dir>> = { N: 'S', S: 'N', E: 'W', W: 'E' };
const STAIN_COLORS = ['red', 'yellow', 'blue', 'black', 'orange', 'purple', 'green'] as const;
const PROGRESS_EVERY = 10;

/** What one attempt spent and, when it succeeded, the proven board with its metrics (a pool task returns a list). */
export interface AttemptResult {
  readonly attempt: number;
  readonly states: number;
  readonly level?: PigmentLevel;
  readonly length?: number;
  readonly optimalCount?: number;
  readonly metrics?: PigmentMetrics;
}

/** Runs the suggester to the end and returns the ranked boards (throws on impossible options). */
export function suggestPigment(opts: SuggestOptions): SuggestResult {
  const steps = suggestPigmentSteps(opts);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Resolves options or throws the plain sentence that says why they are impossible. */
function resolved(opts: SuggestOptions): ResolvedSuggestOptions {
  const o = resolveSuggestOptions(opts);
  if ('error' in o) throw new Error(o.error);
  return o;
}

/**
 * The suggester as a generator: yields progress and each proven board as it is found, returns the ranked result.
 * Deterministic: the same options (seed included) give the same events and the same boards.
 */
export function* suggestPigmentSteps(opts: SuggestOptions): Generator<SuggestEvent, SuggestResult> {
  const c = new SuggestCollector(opts);
  for (let attempt = 0; !c.done; attempt++) {
    const found = c.add(runAttempt(c.options, attempt));
    if (found) yield { type: 'suggestion', suggestion: found, found: c.found };
    if (c.attempts % PROGRESS_EVERY === 0)
      yield { type: 'progress', attempts: c.attempts, states: c.states, found: c.found };
  }
  return c.result();
}

/** Attempts `[from, to)`: each is independent (its own seed from the options' seed and its number), so they can run anywhere. */
export function runAttempts(opts: SuggestOptions, from: number, to: number): AttemptResult[] {
  const o = resolved(opts);
  const out: AttemptResult[] = [];
  for (let a = from; a < to; a++) out.push(runAttempt(o, a));
  return out;
}

/**
 * Takes attempt results in attempt order and decides, exactly as the sequential search would, which boards are
 * kept (distinct, within the budgets) and when the search is over — so a pool running attempts in chunks finds
 * the same boards as `suggestPigment`.
 */
export class SuggestCollector {
  readonly options: ResolvedSuggestOptions;
  private readonly list: Suggestion[] = [];
  private readonly seen = new Set<string>();
  private spent = 0;
  private next = 0;

  constructor(opts: SuggestOptions) {
    this.options = resolved(opts);
  }

  get done(): boolean {
    const o = this.options;
    return this.list.length >= o.count || this.next >= o.maxAttempts || this.spent >= o.maxStates;
  }
  get attempts(): number {
    return this.next;
  }
  get states(): number {
    return this.spent;
  }
  get found(): number {
    return this.list.length;
  }
  /** The boards found so far, in the order found (provisional ids). */
  get suggestions(): readonly Suggestion[] {
    return this.list;
  }

  /** Adds the next attempt's result (must be attempt number `attempts`); returns the new board, if any. */
  add(r: AttemptResult): Suggestion | null {
    if (this.done) return null;
    if (r.attempt !== this.next) throw new Error(`attempt ${r.attempt} arrived, expected ${this.next}`);
    this.next++;
    this.spent += r.states;
    if (!r.level || !r.metrics || r.length === undefined) return null;
    // a board equal to one found under a symmetry of the square (rotation, mirror) is the same puzzle to a designer
    const key = canonicalBoardKey(r.level);
    if (this.seen.has(key)) return null;
    this.seen.add(key);
    const o = this.options;
    const n = this.list.length + 1;
    const level = { ...r.level, id: suggestionId(o, r.length, n), name: suggestionName(o, r.length, n) };
    const s: Suggestion = {
      level,
      shortest: r.length,
      optimalCount: r.optimalCount ?? 1,
      metrics: r.metrics,
      attempt: r.attempt,
    };
    this.list.push(s);
    return s;
  }

  /** The boards ranked and renumbered, and what the search spent. */
  result(): SuggestResult {
    const o = this.options;
    const ranked = rankSuggestions(this.list).map((s, i) => {
      const level = { ...s.level, id: suggestionId(o, s.shortest, i + 1), name: suggestionName(o, s.shortest, i + 1) };
      return { ...s, level };
    });
    return { suggestions: ranked, attempts: this.next, states: this.spent, complete: this.list.length >= o.count };
  }
}

/** One attempt, seeded by (seed, attempt): the board it built and proved (with metrics), or only what it spent. */
export function runAttempt(o: ResolvedSuggestOptions, attempt: number): AttemptResult {
  const rng = createRng(hashInts(o.seed, attempt));
  const length = o.minLength === o.maxLength ? o.minLength : nextInt(rng, o.minLength, o.maxLength);
  const built = attemptBoard(rng, o, length, o.maxStates);
  if (!built.level) return { attempt, states: built.states };
  // a suggestion's limit is its shortest line: the metrics are exact and take milliseconds
  const metrics = pigmentMetrics(built.level);
  return { attempt, states: built.states, level: built.level, length, optimalCount: built.optimalCount, metrics };
}

/** Readable ids: `s-<W>x<H>-l<L>-<seed>-<rank>`, e.g. `s-6x6-l12-7-01`. */
export function suggestionId(o: Pick<ResolvedSuggestOptions, 'width' | 'height' | 'seed'>, length: number, n: number) {
  return `s-${o.width}x${o.height}-l${length}-${o.seed}-${String(n).padStart(2, '0')}`;
}

function suggestionName(o: ResolvedSuggestOptions, length: number, n: number): string {
  return `Suggested ${o.width}×${o.height}, ${length} tips (seed ${o.seed} #${n})`;
}

/** Most difficult first (shortest × (1 + traps) + 2 × interacting marks), then fewer holes, then the board itself. */
export function rankSuggestions(list: readonly Suggestion[]): Suggestion[] {
  return list
    .map((s) => ({ s, key: boardKey(s.level) }))
    .sort(
      (a, b) =>
        (b.s.metrics.difficulty ?? 0) - (a.s.metrics.difficulty ?? 0) ||
        a.s.level.holes.length - b.s.level.holes.length ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    )
    .map((x) => x.s);
}

/** Identity of a board (start, holes, stains, marks), independent of list order. */
export function boardKey(l: PigmentLevel): string {
  const cells = (cs: readonly Cell[]) => cs.map((c) => `${c[0]},${c[1]}`).sort();
  const colored = (cs: readonly ColoredCell[]) => cs.map((c) => `${c.at[0]},${c.at[1]}:${c.color}`).sort();
  return [
    `${l.width}x${l.height}`,
    `${l.start[0]},${l.start[1]}`,
    cells(l.holes).join(' '),
    colored(l.stains).join(' '),
    colored(l.marks).join(' '),
  ].join('|');
}

/** The 8 symmetries of the square as cell maps of a W×H board (the last four swap width and height). */
const SYMMETRIES: readonly ((c: Cell, w: number, h: number) => Cell)[] = [
  ([x, y]) => [x, y],
  ([x, y], w) => [w - 1 - x, y],
  ([x, y], _w, h) => [x, h - 1 - y],
  ([x, y], w, h) => [w - 1 - x, h - 1 - y],
  ([x, y]) => [y, x],
  ([x, y], _w, h) => [h - 1 - y, x],
  ([x, y], w) => [y, w - 1 - x],
  ([x, y], w, h) => [h - 1 - y, w - 1 - x],
];

/** The board under symmetry `k` of `SYMMETRIES` (start, holes, stains and marks moved; nothing else changes). */
export function transformBoard(l: PigmentLevel, k: number): PigmentLevel {
  const f = (c: Cell) => SYMMETRIES[k](c, l.width, l.height);
  const swap = k >= 4;
  return {
    ...l,
    width: swap ? l.height : l.width,
    height: swap ? l.width : l.height,
    start: f(l.start),
    holes: l.holes.map(f),
    stains: l.stains.map((s) => ({ ...s, at: f(s.at) })),
    marks: l.marks.map((m) => ({ ...m, at: f(m.at) })),
  };
}

/** One key for a board and its 7 images under rotations and mirrors (the least of their `boardKey`s). */
export function canonicalBoardKey(l: PigmentLevel): string {
  let best = boardKey(l);
  for (let k = 1; k < SYMMETRIES.length; k++) {
    const key = boardKey(transformBoard(l, k));
    if (key < best) best = key;
  }
  return best;
}

/** The bounding box of some cells (indices on a board `width` wide): its width and height. */
function span(cells: Iterable<number>, width: number): [number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const c of cells) {
    const [x, y] = [c % width, Math.floor(c / width)];
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  return [x1 - x0 + 1, y1 - y0 + 1];
}

/** `spread`: the line with the marks spans half the board each way, and so do three or more marks alone. */
function spreadEnough(o: ResolvedSuggestOptions, line: Iterable<number>, marks: ReadonlySet<number>): boolean {
  const [w, h] = [Math.ceil(o.width / 2), Math.ceil(o.height / 2)];
  const [lw, lh] = span(line, o.width);
  if (lw < w || lh < h) return false;
  if (marks.size < 3) return true;
  const [mw, mh] = span(marks, o.width);
  return mw >= w && mh >= h;
}

interface Built {
  readonly level?: PigmentLevel;
  readonly optimalCount: number;
  readonly states: number;
}

/** One attempt: a random line, marks copied from what it leaves, then holes off the line until it is the only optimal one. */
function attemptBoard(rng: Rng, o: ResolvedSuggestOptions, length: number, budget: number): Built {
  const { width, height } = o;
  const cells = width * height;
  const holes = new Set<number>();
  const preHoles = nextInt(rng, 0, Math.floor(o.maxHoles / 4));
  const start = nextInt(rng, 0, cells - 1);
  for (let i = 0; i < preHoles; i++) {
    const h = nextInt(rng, 0, cells - 1);
    if (h !== start) holes.add(h);
  }
  const walk = randomWalk(rng, o, start, holes, length);
  if (!walk) return { optimalCount: 0, states: 0 };
  const board = paintMarks(rng, o, walk);
  if (!board) return { optimalCount: 0, states: 0 };
  const onWalk = new Set<number>([start, ...walk.cells]);
  if (o.spread && !spreadEnough(o, onWalk, board.markCells)) return { optimalCount: 0, states: 0 };
  const at = (i: number): Cell => [i % width, Math.floor(i / width)];
  const levelWith = (hs: ReadonlySet<number>): PigmentLevel => ({
    id: 'suggestion',
    name: 'Suggestion',
    width,
    height,
    holes: [...hs].sort((a, b) => a - b).map(at),
    start: at(start),
    stains: board.stains,
    marks: board.marks,
    limit: length,
    replays: [{ moves: walk.line, expect: 'won' }],
  });
  if (!winsExactly(levelWith(holes), walk.line)) return { optimalCount: 0, states: 0 };
  let spent = 0;
  const judge = (hs: ReadonlySet<number>) => {
    const r = solvePigment(levelWith(hs), {
      maxMoves: length,
      linesCap: 64,
      maxStates: Math.max(1, Math.min(DEFAULT_MAX_STATES, budget - spent)),
    });
    spent += r.states;
    const good = !r.aborted && r.shortest === length && r.optimalCount !== null && (!o.unique || r.optimalCount === 1);
    return { r, good };
  };
  for (;;) {
    const { r, good } = judge(holes);
    if (r.aborted || r.shortest === null) return { optimalCount: 0, states: spent };
    if (good) {
      polish(rng, holes, onWalk, (hs) => judge(hs).good);
      return {
        level: levelWith(holes),
        optimalCount: o.unique ? 1 : (judge(holes).r.optimalCount ?? 0),
        states: spent,
      };
    }
    if (holes.size >= o.maxHoles) return { optimalCount: 0, states: spent };
    const rivals = r.optimalLines.filter((l) => l !== walk.line);
    const cut = cutCell(rng, rivals, start, width, onWalk, board.markCells);
    if (cut < 0) return { optimalCount: 0, states: spent };
    holes.add(cut);
  }
}

/** A non-reversing random walk of `length` tips on floor cells (null when it gets stuck). */
function randomWalk(rng: Rng, o: ResolvedSuggestOptions, start: number, holes: ReadonlySet<number>, length: number) {
  const { width, height } = o;
  let x = start % width;
  let y = Math.floor(start / width);
  let line = '';
  const cells: number[] = [];
  for (let i = 0; i < length; i++) {
    const open = DIRS.filter((d) => {
      const [tx, ty] = [x + DIR_STEP[d][0], y + DIR_STEP[d][1]];
      return tx >= 0 && ty >= 0 && tx < width && ty < height && !holes.has(ty * width + tx);
    });
    const onward = open.filter((d) => line.length === 0 || d !== BACK[line[line.length - 1] as Dir]);
    const dirs = onward.length > 0 ? onward : open;
    if (dirs.length === 0) return null;
    const d = dirs[nextInt(rng, 0, dirs.length - 1)];
    [x, y] = [x + DIR_STEP[d][0], y + DIR_STEP[d][1]];
    line += d;
    cells.push(y * width + x);
  }
  return { line, cells };
}

/** Marks on the walk's cells (always its last cell; cells it visits often are likelier), targets = what the walk leaves. */
function paintMarks(rng: Rng, o: ResolvedSuggestOptions, walk: { line: string; cells: number[] }) {
  const last = walk.cells[walk.cells.length - 1];
  const visits = new Map<number, number>();
  for (const c of walk.cells) visits.set(c, (visits.get(c) ?? 0) + 1);
  const others = [...visits.keys()].filter((c) => c !== last);
  if (others.length < o.marks - 1) return null;
  const chosen = [last];
  while (chosen.length < o.marks) {
    const i = weightedIndex(
      rng,
      others.map((c) => (visits.get(c) ?? 1) ** 2),
    );
    chosen.push(others.splice(i, 1)[0]);
  }
  const initial = new Map<number, number>();
  if (o.stains)
    for (const c of chosen) if (nextFloat(rng) < 0.35) initial.set(c, colorOf(STAIN_COLORS[nextInt(rng, 0, 6)]));
  const stain = new Map(initial);
  let die = START_DIE;
  walk.line.split('').forEach((d, i) => {
    die = roll(die, d as Dir);
    const c = walk.cells[i];
    if (chosen.includes(c)) stain.set(c, mix(stain.get(c) ?? 0, die.D));
  });
  const { width } = o;
  const at = (i: number): Cell => [i % width, Math.floor(i / width)];
  const marks: ColoredCell[] = [];
  for (const c of chosen) {
    const target = colorName(stain.get(c) ?? 0);
    if (!o.colors.includes(target) || (stain.get(c) ?? 0) === (initial.get(c) ?? 0)) return null;
    marks.push({ at: at(c), color: target });
  }
  const stains = [...initial].map(([c, color]) => ({ at: at(c), color: colorName(color) }));
  const byCell = (a: ColoredCell, b: ColoredCell) => a.at[1] - b.at[1] || a.at[0] - b.at[0];
  return { marks: marks.sort(byCell), stains: stains.sort(byCell), markCells: new Set(chosen) };
}

/** True when the line is accepted tip by tip and wins on its last tip, not before. */
function winsExactly(level: PigmentLevel, line: string): boolean {
  const { state, refused } = playLine(level, line);
  return refused.length === 0 && state.phase === 'won' && state.spent === line.length;
}

/** The cell off the walk that the most rival lines pass through (ties broken by the seed), or -1. */
function cutCell(
  rng: Rng,
  rivals: readonly string[],
  start: number,
  width: number,
  onWalk: ReadonlySet<number>,
  marks: ReadonlySet<number>,
): number {
  const hits = new Map<number, number>();
  for (const line of rivals) {
    let [x, y] = [start % width, Math.floor(start / width)];
    const passed = new Set<number>();
    for (const d of line) {
      [x, y] = [x + DIR_STEP[d as Dir][0], y + DIR_STEP[d as Dir][1]];
      passed.add(y * width + x);
    }
    for (const c of passed) if (!onWalk.has(c) && !marks.has(c)) hits.set(c, (hits.get(c) ?? 0) + 1);
  }
  if (hits.size === 0) return -1;
  const best = Math.max(...hits.values());
  const top = [...hits].filter(([, n]) => n === best).map(([c]) => c);
  top.sort((a, b) => a - b);
  return top[nextInt(rng, 0, top.length - 1)];
}

/** Local search that keeps the proof: drops each hole (in seeded order) whose removal keeps the board good. */
function polish(rng: Rng, holes: Set<number>, onWalk: ReadonlySet<number>, good: (hs: ReadonlySet<number>) => boolean) {
  for (const h of shuffleInPlace([...holes], rng)) {
    if (onWalk.has(h)) continue;
    holes.delete(h);
    if (!good(holes)) holes.add(h);
  }
}
