/**
 * The Pigment suggester's scorecard on a fixed request set: every board it returns re-verified like a level file
 * (quality), counted once per board up to the board's 8 symmetries (diversity), and re-solved for the asked
 * length and uniqueness against every board asked for (controllability). Deterministic: each request has a seed.
 */
import type { Scorecard } from '@levelbench/contracts';
import {
  canonicalBoardKey,
  resolveSuggestOptions,
  suggestPigment,
  verifyPigmentFile,
  type SuggestOptions,
  type Suggestion,
} from '@levelbench/pigment';
import { distinct } from './scorecard';

/** The fixed requests verify asks the suggester (small boards, a few seconds in all). */
export const SUGGESTER_REQUESTS: readonly SuggestOptions[] = [
  { width: 4, height: 4, marks: 2, length: 6, count: 3, seed: 1 },
  { width: 5, height: 4, marks: 3, length: 7, count: 3, seed: 2 },
  { width: 4, height: 4, marks: 2, length: [5, 7], unique: false, count: 2, seed: 3 },
];

/** What one request gave: the boards asked, and the boards returned (none when the request is impossible). */
interface Answer {
  readonly asked: number;
  readonly min: number;
  readonly max: number;
  readonly unique: boolean;
  readonly boards: readonly Suggestion[];
}

function answer(r: SuggestOptions): Answer {
  const o = resolveSuggestOptions(r);
  const asked = r.count ?? 5;
  if ('error' in o) return { asked, min: 0, max: -1, unique: true, boards: [] };
  let boards: readonly Suggestion[] = [];
  try {
    boards = suggestPigment(r).suggestions;
  } catch {
    boards = [];
  }
  return { asked, min: o.minLength, max: o.maxLength, unique: o.unique, boards };
}

/** Scores the suggester on `requests` (default SUGGESTER_REQUESTS). */
export function suggesterScorecard(requests: readonly SuggestOptions[] = SUGGESTER_REQUESTS): Scorecard {
  const answers = requests.map(answer);
  let passed = 0;
  let returned = 0;
  let hit = 0;
  let asked = 0;
  const keys: string[] = [];
  for (const a of answers) {
    asked += a.asked;
    // a request that returns more boards than asked is scored on the first `asked` of them
    for (const s of a.boards.slice(0, a.asked)) {
      returned++;
      keys.push(canonicalBoardKey(s.level));
      const v = verifyPigmentFile(`${s.level.id}.json`, JSON.stringify(s.level));
      if (v.passed) passed++;
      const solve = v.analysis?.solve;
      const shortest = solve?.shortest ?? null;
      if (shortest !== null && shortest >= a.min && shortest <= a.max && (!a.unique || solve?.optimalCount === 1))
        hit++;
    }
  }
  return {
    generator: 'pigment-suggester',
    quality: { hit: passed, of: returned },
    diversity: distinct(keys),
    controllability: { hit, of: asked },
  };
}
