import { levelSpec, type Curve, type LevelSpec } from './curve';
import { COLOR_NAMES } from './palette';
import { createRng, hashText, shuffleInPlace, type Rng } from '@levelbench/random';
import { CAPACITY, EXTRA_TUBES, isCompleteTube, mixedness } from './rules';
import { solveFast } from './solve-fast';
import type { Board, Move } from './types';

/** Node budget of the solver run that admits a shuffled board as a candidate. */
export const GENERATOR_SOLVER_NODES = 20_000;
/** Fewest colours a level can have: a single colour always fills its tube, which the generator rejects. */
export const MIN_COLORS = 2;
/** Upper bound on shuffles per level; reaching it is a generator error, not a silent fallback. */
export const MAX_ATTEMPTS = 10_000;

/** A solved board the generator collected; `attempt` is its shuffle number (the ranking tie-break). */
export interface Candidate {
  readonly board: Board;
  readonly mixedness: number;
  readonly solution: readonly Move[];
  readonly nodes: number;
  readonly attempt: number;
}

/** A generated level: the picked board, its solution, and the ranked candidates it was chosen from. */
export interface GeneratedLevel {
  readonly level: number;
  readonly colors: number;
  readonly t: number;
  readonly seed: number;
  readonly mixedness: number;
  readonly board: Board;
  readonly solution: readonly Move[];
  readonly nodes: number;
  /** Index of the picked board in `candidates` (ranked by mixedness, then shuffle number). */
  readonly pick: number;
  readonly attempts: number;
  readonly candidates: readonly Candidate[];
}

/** A daily puzzle: a generated board plus its UTC date. */
export type DailyLevel = GeneratedLevel & { readonly date: string };

/** Colours and mixedness target of every daily puzzle. */
export const DAILY = { colors: 6, t: 0.5 } as const;

/** One shuffle: 4 units of each colour spread over the colour tubes, plus 2 empty tubes. */
export function shuffledBoard(colors: number, rng: Rng): Board {
  const units: string[] = [];
  for (let c = 0; c < colors; c++) for (let k = 0; k < CAPACITY; k++) units.push(COLOR_NAMES[c]);
  shuffleInPlace(units, rng);
  const tubes: string[][] = [];
  for (let i = 0; i < colors; i++) tubes.push(units.slice(i * CAPACITY, (i + 1) * CAPACITY));
  for (let i = 0; i < EXTRA_TUBES; i++) tubes.push([]);
  return { capacity: CAPACITY, tubes };
}

/**
 * The generator: shuffle, reject boards with a complete tube, keep only boards the solver solved,
 * collect `spec.candidates`, rank by mixedness (ties: earlier shuffle first), pick round(t × (k − 1)).
 * Everything flows from `spec.seed` and node budgets, so the same spec gives the same board everywhere.
 */
export function generateFromSpec(spec: LevelSpec): GeneratedLevel {
  if (!Number.isInteger(spec.colors) || spec.colors < MIN_COLORS || spec.colors > COLOR_NAMES.length) {
    throw new RangeError(`colors must be between ${MIN_COLORS} and ${COLOR_NAMES.length}, got ${spec.colors}`);
  }
  const rng = createRng(spec.seed);
  const found: Candidate[] = [];
  let attempt = 0;
  while (found.length < spec.candidates) {
    if (attempt >= MAX_ATTEMPTS)
      throw new Error(
        `no ${spec.candidates} solvable boards with ${spec.colors} colours in ${MAX_ATTEMPTS} shuffles (seed ${spec.seed})`,
      );
    attempt++;
    const board = shuffledBoard(spec.colors, rng);
    if (board.tubes.some((t) => isCompleteTube(t, CAPACITY))) continue;
    const solved = solveFast(board, { maxNodes: GENERATOR_SOLVER_NODES });
    if (solved.status !== 'solved') continue;
    found.push({ board, mixedness: mixedness(board), solution: solved.moves, nodes: solved.nodes, attempt });
  }
  const ranked = found.slice().sort((a, b) => a.mixedness - b.mixedness || a.attempt - b.attempt);
  const pick = Math.round(spec.t * (ranked.length - 1));
  const chosen = ranked[pick];
  return {
    level: spec.level,
    colors: spec.colors,
    t: spec.t,
    seed: spec.seed,
    mixedness: chosen.mixedness,
    board: chosen.board,
    solution: chosen.solution,
    nodes: chosen.nodes,
    pick,
    attempts: attempt,
    candidates: ranked,
  };
}

/** Generates level n (1-based) of the curve. */
export function generateLevel(curve: Curve, n: number): GeneratedLevel {
  return generateFromSpec(levelSpec(curve, n));
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Checks a `YYYY-MM-DD` calendar date; returns it as a UTC day number or throws a RangeError naming the problem. */
export function parseUtcDate(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`date must look like YYYY-MM-DD, got "${date}"`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`"${date}" is not a calendar date`);
  }
  return Math.round(ms / 86_400_000);
}

/**
 * Today's UTC date as YYYY-MM-DD: the calendar of the daily puzzle. The clock is read only through
 * the default argument, so the edges (CLI, server, verify) call it once and pass the date on.
 */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function dayToDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** The daily puzzle of a UTC date: 6 colours, t = 0.5, seeded by the date, the same for everyone. */
export function generateDaily(date: string): DailyLevel {
  parseUtcDate(date);
  const spec: LevelSpec = {
    level: 0,
    colors: DAILY.colors,
    t: DAILY.t,
    seed: hashText(`watersort:daily:${date}`),
    candidates: 12,
  };
  return { ...generateFromSpec(spec), date };
}

/** The `count` open days ending at `date` (inclusive), oldest first. */
export function openDays(date: string, count = 30): string[] {
  const end = parseUtcDate(date);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  const days: string[] = [];
  for (let d = end - count + 1; d <= end; d++) days.push(dayToDate(d));
  return days;
}
