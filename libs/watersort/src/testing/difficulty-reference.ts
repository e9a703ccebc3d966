/**
 * Test helper (not exported from the lib): the difficulty profile by brute force, written from the
 * definitions in issue 36 and deliberately plain — explicit boards, string keys, one breadth-first
 * search per state, and randomWin by memoised recursion over the tubes as laid out.
 */
import type { Board } from '../types';

type Tubes = string[][];

function pours(tubes: Tubes, capacity: number): Tubes[] {
  const out: Tubes[] = [];
  tubes.forEach((src, i) =>
    tubes.forEach((dst, j) => {
      if (i === j || src.length === 0 || dst.length === capacity) return;
      const color = src[src.length - 1];
      if (dst.length > 0 && dst[dst.length - 1] !== color) return;
      const next = tubes.map((t) => t.slice());
      while (next[i].length > 0 && next[i][next[i].length - 1] === color && next[j].length < capacity)
        next[j].push(next[i].pop() as string);
      out.push(next);
    }),
  );
  return out;
}

const won = (tubes: Tubes, capacity: number) =>
  tubes.every((t) => t.length === 0 || (t.length === capacity && t.every((c) => c === t[0])));
const keyOf = (tubes: Tubes) =>
  tubes
    .map((t) => t.join(','))
    .sort()
    .join('|');

/** The profile's fields recomputed from their definitions (exhaustive boards only). */
export function referenceProfile(board: Board) {
  const cap = board.capacity;
  const start = board.tubes.map((t) => t.slice());
  const states = new Map<string, Tubes>([[keyOf(start), start]]);
  const depth = new Map<string, number>([[keyOf(start), 0]]);
  for (let queue = [start]; queue.length; ) {
    const next: Tubes[] = [];
    for (const s of queue)
      for (const c of pours(s, cap)) {
        const k = keyOf(c);
        if (states.has(k)) continue;
        states.set(k, c);
        depth.set(k, (depth.get(keyOf(s)) as number) + 1);
        next.push(c);
      }
    queue = next;
  }
  const toWin = (s: Tubes): number => {
    const seen = new Set([keyOf(s)]);
    for (let d = 0, layer = [s]; layer.length; d++) {
      if (layer.some((t) => won(t, cap))) return d;
      const next: Tubes[] = [];
      for (const t of layer)
        for (const c of pours(t, cap)) {
          if (seen.has(keyOf(c))) continue;
          seen.add(keyOf(c));
          next.push(c);
        }
      layer = next;
    }
    return Infinity;
  };
  const d = new Map([...states].map(([k, s]) => [k, toWin(s)]));
  const best = d.get(keyOf(start)) as number;
  let onLines = 0;
  let alternatives = 0;
  let optimalAlternatives = 0;
  let recoverable = 0;
  let deadEnds = 0;
  const penalties: number[] = [];
  for (const [k, s] of states) {
    const ds = d.get(k) as number;
    if (best === Infinity || ds + (depth.get(k) as number) !== best) continue;
    onLines++;
    if (won(s, cap)) continue;
    const successors = new Set(pours(s, cap).map(keyOf));
    successors.delete(k);
    const ds1 = [...successors].map((c) => d.get(c) as number);
    alternatives += ds1.length - 1;
    optimalAlternatives += ds1.filter((x) => x === ds - 1).length - 1;
    for (const x of ds1) {
      if (x === Infinity) deadEnds++;
      else if (x !== ds - 1) {
        recoverable++;
        penalties.push(1 + x - ds);
      }
    }
  }
  const budget = best === Infinity ? 0 : 2 * best;
  const memo = new Map<string, number>();
  const chance = (s: Tubes, left: number): number => {
    if (won(s, cap)) return 1;
    const moves = pours(s, cap);
    if (left === 0 || moves.length === 0) return 0;
    const key = `${JSON.stringify(s)}/${left}`;
    let p = memo.get(key);
    if (p === undefined) {
      p = moves.reduce((sum, c) => sum + chance(c, left - 1), 0) / moves.length;
      memo.set(key, p);
    }
    return p;
  };
  return {
    reachableStates: states.size,
    deadStates: [...d.values()].filter((x) => x === Infinity).length,
    optimalPours: best === Infinity ? null : best,
    statesOnOptimalLines: onLines,
    alternatives,
    optimalAlternatives,
    recoverable,
    deadEnds,
    penaltyMean: penalties.length ? penalties.reduce((a, b) => a + b, 0) / penalties.length : 0,
    penaltyMax: penalties.length ? Math.max(...penalties) : 0,
    deadEndDensity: alternatives ? deadEnds / alternatives : 0,
    wrongMoveDensity: alternatives ? (recoverable + deadEnds) / alternatives : 0,
    randomWin: { budget, probability: best === Infinity ? 0 : chance(start, budget) },
  };
}
