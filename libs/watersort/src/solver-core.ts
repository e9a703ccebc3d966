/**
 * Shared machinery of both solvers. A position is an array of strings, one per tube, one char per
 * unit (bottom→top); the canonical key sorts the tubes, so tube order does not matter.
 */
import type { Board } from './types';

/** A position inside the solvers: one string per tube, bottom→top, one char per unit. */
export type Tubes = readonly string[];

/** A candidate pour with the amount it moves. */
export interface Step {
  readonly from: number;
  readonly to: number;
  readonly amount: number;
}

/** Encodes colour names as chars (first appearance order) so the solvers work on any names, up to 16 colours or more. */
export function encodeBoard(board: Board): Tubes {
  const codes = new Map<string, string>();
  return board.tubes.map((t) =>
    t
      .map((name) => {
        let ch = codes.get(name);
        if (ch === undefined) {
          ch = String.fromCharCode(65 + codes.size);
          codes.set(name, ch);
        }
        return ch;
      })
      .join(''),
  );
}

/** Canonical key: the multiset of tubes. */
export function canonicalKey(tubes: Tubes): string {
  return tubes.slice().sort().join(',');
}

/** Length of the single-colour run at the top of a tube. */
export function runLength(t: string): number {
  const n = t.length;
  if (n === 0) return 0;
  const top = t.charCodeAt(n - 1);
  let r = 1;
  while (r < n && t.charCodeAt(n - 1 - r) === top) r++;
  return r;
}

/** True when every tube is empty or full of one colour. */
export function isSolvedTubes(tubes: Tubes, capacity: number): boolean {
  for (const t of tubes) {
    if (t.length === 0) continue;
    if (t.length !== capacity || runLength(t) !== capacity) return false;
  }
  return true;
}

/**
 * Lower bound on the pours left: segments − distinct colours found at a tube bottom. Every segment
 * not at a bottom must move, and of the bottom segments of one colour all but one must move; a pour
 * moves one segment, so the bound drops by at most 1 per pour. It is never below mixedness.
 */
export function lowerBound(tubes: Tubes): number {
  let segments = 0;
  let bottoms = 0;
  let seen = '';
  for (const t of tubes) {
    const n = t.length;
    if (n === 0) continue;
    segments++;
    for (let i = 1; i < n; i++) if (t.charCodeAt(i) !== t.charCodeAt(i - 1)) segments++;
    const b = t[0];
    if (seen.indexOf(b) < 0) {
      seen += b;
      bottoms++;
    }
  }
  return segments - bottoms;
}

/**
 * Legal pours minus those that only reproduce a state reachable another way (so pruning keeps
 * both exhaustiveness and optimality): a uniform tube into an empty tube (same multiset of tubes),
 * a second empty target for the same source, and the mirrored merge of two uniform tubes.
 */
export function candidateSteps(tubes: Tubes, capacity: number): Step[] {
  const steps: Step[] = [];
  const n = tubes.length;
  for (let i = 0; i < n; i++) {
    const src = tubes[i];
    if (src.length === 0) continue;
    const run = runLength(src);
    const uniform = run === src.length;
    const top = src.charCodeAt(src.length - 1);
    let triedEmpty = false;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const dst = tubes[j];
      const room = capacity - dst.length;
      if (room <= 0) continue;
      if (dst.length === 0) {
        if (uniform || triedEmpty) continue;
        triedEmpty = true;
      } else {
        if (dst.charCodeAt(dst.length - 1) !== top) continue;
        // both uniform and the whole source fits: i→j and j→i give the same multiset of tubes
        if (uniform && j < i && runLength(dst) === dst.length && src.length <= room) continue;
      }
      steps.push({ from: i, to: j, amount: run < room ? run : room });
    }
  }
  return steps;
}

/** Applies a step, returning a new tubes array (strings are shared, not copied). */
export function applyStep(tubes: Tubes, s: Step): string[] {
  const next = tubes.slice();
  const src = tubes[s.from];
  next[s.from] = src.slice(0, src.length - s.amount);
  next[s.to] = tubes[s.to] + src.slice(src.length - s.amount);
  return next;
}
