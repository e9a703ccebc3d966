/** Scorecards: each generator scored on quality, diversity and controllability, every score with its count. */

/** `hit` of `of` items: a share with its numerator and denominator (share 1 when `of` is 0). */
export interface Score {
  readonly hit: number;
  readonly of: number;
}

/** The generators verify scores. */
export type GeneratorName = 'watersort-curve' | 'watersort-daily' | 'pigment-suggester' | 'worlds';

/**
 * One generator's scorecard (see docs/SCORECARDS.md for each measure):
 * quality — items that pass every check; diversity — items that are not a near-duplicate of an earlier item;
 * controllability — items that hit what was asked (its denominator may be larger than the items, e.g. boards asked).
 */
export interface Scorecard {
  readonly generator: GeneratorName;
  readonly quality: Score;
  readonly diversity: Score;
  readonly controllability: Score;
}

/** The share of a score (1 for an empty denominator). */
export function scoreShare(s: Score): number {
  return s.of === 0 ? 1 : s.hit / s.of;
}

const scoreSchema = {
  type: 'object',
  required: ['hit', 'of'],
  additionalProperties: false,
  properties: { hit: { type: 'integer', minimum: 0 }, of: { type: 'integer', minimum: 0 } },
} as const;

/** JSON Schema of the summary's `scorecards` list. */
export const scorecardsSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['generator', 'quality', 'diversity', 'controllability'],
    additionalProperties: false,
    properties: {
      generator: { enum: ['watersort-curve', 'watersort-daily', 'pigment-suggester', 'worlds'] },
      quality: scoreSchema,
      diversity: scoreSchema,
      controllability: scoreSchema,
    },
  },
} as const;
