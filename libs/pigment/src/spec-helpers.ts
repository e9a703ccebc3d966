/** Helpers shared by the specs: the authored levels parsed, and a brute-force line counter. */
import { AUTHORED_LEVEL_FILES } from './authored-levels';
import { parsePigmentLevel } from './level';
import { applyTip, initialState } from './rules';
import { DIRS, type PigmentLevel } from './types';

/** The five authored levels, parsed through the real loader. */
export function authoredLevels(): PigmentLevel[] {
  return AUTHORED_LEVEL_FILES.map(([file, json]) => {
    const p = parsePigmentLevel(JSON.stringify(json), file);
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    return p.value;
  });
}

/** Every sequence of exactly `n` accepted tips that ends won (the limit ignored), by enumerating all 4^n lines. */
export function bruteForceWins(level: PigmentLevel, n: number): string[] {
  const wins: string[] = [];
  const go = (state: ReturnType<typeof initialState>, line: string) => {
    if (line.length === n) {
      if (state.phase === 'won') wins.push(line);
      return;
    }
    for (const d of DIRS) {
      const r = applyTip(state, d);
      if (r.accepted) go(r.state, line + d);
    }
  };
  go(initialState({ ...level, limit: Number.MAX_SAFE_INTEGER }), '');
  return wins.sort();
}
