import { parseJsonText, validateSchema, type FormatError, type Parsed } from '@levelbench/formats';
import type { Curve } from './curve';
import { MIN_COLORS } from './generate';
import { RANK_BY } from './generate-axis';
import { PALETTE } from './palette';

/** Levels a curve may have at most (the shipped curve has 100; verify generates every one). */
export const MAX_CURVE_LEVELS = 1000;

/** JSON Schema of curve.json (with descriptions for the Monaco editor). */
export const curveSchema = {
  $id: 'levelbench/watersort/curve.json',
  title: 'Water Sort level curve',
  description:
    'Tiers of levels with a colour count each. Inside a tier the mixedness target t rises evenly from 0 (first level) to 1 (last).',
  type: 'object',
  required: ['levels', 'candidates', 'tiers'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string', description: 'Optional editor hint; ignored.' },
    levels: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_CURVE_LEVELS,
      description: "Total number of levels; must equal the sum of the tiers' levels.",
    },
    candidates: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      description:
        'Solved boards collected per level before ranking by mixedness; the level picks round(t × (candidates − 1)).',
    },
    rankBy: {
      enum: RANK_BY,
      description:
        'What each tier rises in. "mixedness" (default): the tidiest board first, the most mixed last. A difficulty axis — "randomWin" (lower is harder), "deadEndDensity" or "wrongMoveDensity" (higher is harder) — picks each level\'s board from a rising band of that axis, so inside a tier the next level is never easier; ties by mixedness, then draw order.',
    },
    tiers: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      description: 'Tiers in play order; each new tier resets t to 0.',
      items: {
        type: 'object',
        required: ['colors', 'levels'],
        additionalProperties: false,
        properties: {
          colors: {
            type: 'integer',
            minimum: MIN_COLORS,
            maximum: PALETTE.length,
            description: `Colours in this tier (${MIN_COLORS}..${PALETTE.length}; one colour always fills its tube, so it cannot be dealt without a complete tube); tubes = colours + 2.`,
          },
          levels: {
            type: 'integer',
            minimum: 1,
            maximum: MAX_CURVE_LEVELS,
            description: 'Number of consecutive levels in this tier.',
          },
        },
      },
    },
  },
} as const;

function sumError(value: unknown, file: string): FormatError[] {
  const v = value as { levels?: unknown; tiers?: unknown };
  if (typeof v !== 'object' || v === null || typeof v.levels !== 'number' || !Array.isArray(v.tiers)) return [];
  const sizes = v.tiers.map((t) => (t as { levels?: unknown } | null)?.levels);
  if (!sizes.every((n): n is number => typeof n === 'number')) return [];
  const sum = sizes.reduce((a, n) => a + n, 0);
  return sum === v.levels
    ? []
    : [{ file, path: '/levels', message: `declares ${v.levels} levels but the tiers add up to ${sum}` }];
}

/** Parses and validates curve.json: schema errors and a level total that does not match, all with JSON paths. */
export function parseCurve(text: string, file: string): Parsed<Curve> {
  const json = parseJsonText(text, file);
  if (!json.ok) return json;
  const checked = validateSchema<Curve>(curveSchema, json.value, file);
  const errors = [...(checked.ok ? [] : checked.errors), ...sumError(json.value, file)];
  if (errors.length || !checked.ok) return { ok: false, errors };
  const { levels, candidates, tiers, rankBy } = checked.value;
  const value: Curve = { levels, candidates, tiers: tiers.map((t) => ({ colors: t.colors, levels: t.levels })) };
  return { ok: true, value: rankBy === undefined ? value : { ...value, rankBy } };
}
