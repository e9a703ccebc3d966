/** The summary's scorecards: the item-based cards of the checks that ran, plus the Pigment suggester's. */
import { scoreShare, type Score, type Scorecard, type Summary } from '@levelbench/contracts';
import { itemScorecards } from './scorecard';
import { suggesterScorecard } from './scorecard-pigment';

/**
 * A summary with its `scorecards`. The suggester is scored when the run checks Pigment, in the first shard only
 * (a merge takes it from there); `suggester` replaces its card (a test, a merge).
 */
export function withScorecards(summary: Summary, suggester?: Scorecard | null): Summary {
  const runsPigment = summary.run.checks.includes('pigment') && summary.shards.some((s) => s.k === 1);
  const pigment = suggester !== undefined ? suggester : runsPigment ? suggesterScorecard() : null;
  return {
    ...summary,
    scorecards: [...itemScorecards(summary.run.checks, summary.items), ...(pigment ? [pigment] : [])],
  };
}

/** `0.98 (98/100)`: a share with its numerator and denominator. */
export function scoreText(s: Score): string {
  return `${scoreShare(s).toFixed(2)} (${s.hit}/${s.of})`;
}

/** One row per generator: name, quality, diversity, controllability (empty without scorecards). */
export function scorecardRows(s: Pick<Summary, 'scorecards'>): string[][] {
  return (s.scorecards ?? []).map((c) => [
    c.generator,
    scoreText(c.quality),
    scoreText(c.diversity),
    scoreText(c.controllability),
  ]);
}

/** The headers of the scorecard table. */
export const SCORECARD_HEADERS = ['generator', 'quality', 'diversity', 'controllability'] as const;
