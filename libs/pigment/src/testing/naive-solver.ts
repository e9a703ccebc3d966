/** Baseline for the benchmark and a cross-check for tests: BFS over whole states (every cell's stain) with string keys. */
import { applyTip, initialState } from '../rules';
import { DIRS, type PigmentLevel, type PigmentState } from '../types';

/** What the naive search found; `states` counts distinct whole-board states. */
export interface NaiveResult {
  readonly solvable: boolean;
  readonly shortest: number | null;
  readonly states: number;
  readonly aborted: boolean;
  /** Deepest layer discovered in full, and the states discovered up to and including it. */
  readonly completedDepth: number;
  readonly statesAtCompletedDepth: number;
}

const keyOf = (s: PigmentState) =>
  `${s.pos[0]},${s.pos[1]}|${s.die.D}${s.die.U}${s.die.N}${s.die.S}${s.die.E}${s.die.W}|${s.stains.join('')}`;

/** Shortest line length by plain BFS on the rules, ignoring the level's limit like `solvePigment`. */
export function solveNaive(level: PigmentLevel, maxStates = 2_000_000): NaiveResult {
  const unlimited = { ...level, limit: Number.MAX_SAFE_INTEGER };
  let layer = [initialState(unlimited)];
  const seen = new Set([keyOf(layer[0])]);
  let completed = { completedDepth: 0, statesAtCompletedDepth: 1 };
  for (let depth = 0; layer.length > 0; depth++) {
    completed = { completedDepth: depth, statesAtCompletedDepth: seen.size };
    if (layer.some((s) => s.phase === 'won'))
      return { solvable: true, shortest: depth, states: seen.size, aborted: false, ...completed };
    const next: PigmentState[] = [];
    for (const s of layer) {
      for (const d of DIRS) {
        const r = applyTip(s, d);
        if (!r.accepted) continue;
        const k = keyOf(r.state);
        if (seen.has(k)) continue;
        if (seen.size >= maxStates)
          return { solvable: false, shortest: null, states: seen.size, aborted: true, ...completed };
        seen.add(k);
        next.push(r.state);
      }
    }
    layer = next;
  }
  return { solvable: false, shortest: null, states: seen.size, aborted: false, ...completed };
}
