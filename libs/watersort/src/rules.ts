import type { Board, Move, Pour } from './types';

/** Tube capacity and units per colour of generated boards. */
export const CAPACITY = 4;
/** Empty tubes added to the colour tubes. */
export const EXTRA_TUBES = 2;

function topRun(tube: readonly string[]): number {
  const n = tube.length;
  if (n === 0) return 0;
  let run = 1;
  while (run < n && tube[n - 1 - run] === tube[n - 1]) run++;
  return run;
}

/** True when a pour from `from` into `to` is legal: source non-empty, room left, target empty or same top colour. */
export function canPour(board: Board, from: number, to: number): boolean {
  const src = board.tubes[from];
  const dst = board.tubes[to];
  if (!src || !dst || from === to || src.length === 0 || dst.length >= board.capacity) return false;
  return dst.length === 0 || dst[dst.length - 1] === src[src.length - 1];
}

/** Pours the source's top run, as much as fits; returns the new board and the pour, or null for an illegal tap. */
export function applyPour(board: Board, from: number, to: number): { board: Board; pour: Pour } | null {
  if (!canPour(board, from, to)) return null;
  const src = board.tubes[from];
  const dst = board.tubes[to];
  const amount = Math.min(topRun(src), board.capacity - dst.length);
  const tubes = board.tubes.slice();
  tubes[from] = src.slice(0, src.length - amount);
  tubes[to] = [...dst, ...src.slice(src.length - amount)];
  return { board: { capacity: board.capacity, tubes }, pour: { from, to, amount } };
}

/** Takes a pour back: moves `amount` units from `to` back onto `from`. */
export function undoPour(board: Board, pour: Pour): Board {
  const src = board.tubes[pour.to];
  const tubes = board.tubes.slice();
  tubes[pour.to] = src.slice(0, src.length - pour.amount);
  tubes[pour.from] = [...board.tubes[pour.from], ...src.slice(src.length - pour.amount)];
  return { capacity: board.capacity, tubes };
}

/** Every legal pour on the board as `[from, to]`. */
export function legalPours(board: Board): Move[] {
  const moves: Move[] = [];
  for (let i = 0; i < board.tubes.length; i++) {
    for (let j = 0; j < board.tubes.length; j++) if (canPour(board, i, j)) moves.push([i, j]);
  }
  return moves;
}

/** True when the tube is full of a single colour. */
export function isCompleteTube(tube: readonly string[], capacity: number): boolean {
  return tube.length === capacity && tube.every((c) => c === tube[0]);
}

/** Win test: every tube is empty or full of one colour. */
export function isWon(board: Board): boolean {
  return board.tubes.every((t) => t.length === 0 || isCompleteTube(t, board.capacity));
}

/** Number of distinct colours on the board. */
export function colorCount(board: Board): number {
  return new Set(board.tubes.flat()).size;
}

/** Number of single-colour runs over all tubes. */
export function segmentCount(board: Board): number {
  let n = 0;
  for (const t of board.tubes) for (let i = 0; i < t.length; i++) if (i === 0 || t[i] !== t[i - 1]) n++;
  return n;
}

/** Mixedness = segments − colours; a pour removes at most one segment, so it bounds the pours needed from below. */
export function mixedness(board: Board): number {
  return segmentCount(board) - colorCount(board);
}

/** Replays pours from `[from, to]` pairs; returns the final board, or null at the first illegal pour. */
export function replay(board: Board, moves: readonly Move[]): Board | null {
  let b = board;
  for (const [from, to] of moves) {
    const r = applyPour(b, from, to);
    if (!r) return null;
    b = r.board;
  }
  return b;
}

/** One reason a board is unplayable, with the JSON path of the part at fault (`/capacity`, `/tubes/3`, `/tubes`). */
export interface BoardIssue {
  readonly path: string;
  readonly message: string;
}

/** Every reason a board is unplayable: capacity not a positive integer, a tube over capacity, a colour without exactly `capacity` units. */
export function boardIssues(board: Board): BoardIssue[] {
  const issues: BoardIssue[] = [];
  if (!Number.isInteger(board.capacity) || board.capacity < 1)
    issues.push({ path: '/capacity', message: `capacity must be a positive integer, got ${board.capacity}` });
  const counts = new Map<string, number>();
  board.tubes.forEach((t, i) => {
    if (t.length > board.capacity)
      issues.push({
        path: `/tubes/${i}`,
        message: `holds ${t.length} units, more than the capacity ${board.capacity}`,
      });
    for (const c of t) counts.set(c, (counts.get(c) ?? 0) + 1);
  });
  for (const [c, n] of counts) {
    if (n !== board.capacity)
      issues.push({ path: '/tubes', message: `colour "${c}" has ${n} units, expected exactly ${board.capacity}` });
  }
  return issues;
}

/** `boardIssues` as sentences: `tube 0 holds 5 units, …`, `colour "a" has 3 units, expected exactly 4`. */
export function boardProblems(board: Board): string[] {
  return boardIssues(board).map(({ path, message }) =>
    path.startsWith('/tubes/') ? `tube ${path.slice(7)} ${message}` : message,
  );
}

/** Throws a RangeError naming every problem unless the board is playable: the solvers' precondition. */
export function assertValidBoard(board: Board, who: string): void {
  const problems = boardProblems(board);
  if (problems.length) throw new RangeError(`${who}: not a valid board: ${problems.join('; ')}`);
}

/** The board as text, one tube a line, bottom→top: `1: red red blue green`, empty tubes as `3: (empty)`. */
export function boardToText(board: Board): string {
  return board.tubes.map((t, i) => `${i + 1}: ${t.length ? t.join(' ') : '(empty)'}`).join('\n');
}
