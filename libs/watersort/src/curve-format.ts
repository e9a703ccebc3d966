import { parseJsonText, validateSchema, type FormatError, type Parsed } from '@levelbench/formats';
import { boardSchema } from './board-format';
import type { Curve, CurvePin } from './curve';
import { MIN_COLORS } from './generate';
import { RANK_BY } from './generate-axis';
import { COLOR_NAMES, PALETTE } from './palette';
import { levelBoardIssues } from './pinned';
import { CAPACITY, EXTRA_TUBES } from './rules';

/** Levels a curve may have at most (the shipped curve has 100; verify generates every one). */
export const MAX_CURVE_LEVELS = 1000;

/** Longest note a pin may carry. */
export const MAX_PIN_NOTE = 500;

/** The board of a pin: the board-file shape `{capacity, tubes}` with palette colour names only. */
const pinnedBoardSchema = {
  type: 'object',
  required: ['capacity', 'tubes'],
  additionalProperties: false,
  description: `A hand-made board by the seed's rules: 4 units of each colour, ${EXTRA_TUBES} empty tubes, no complete tube; ${MIN_COLORS}..${PALETTE.length} colours.`,
  properties: {
    capacity: { const: CAPACITY, description: `Units a tube holds: always ${CAPACITY}.` },
    tubes: {
      type: 'array',
      minItems: MIN_COLORS + EXTRA_TUBES,
      maxItems: PALETTE.length + EXTRA_TUBES,
      description: `${boardSchema.properties.tubes.description} Colours + ${EXTRA_TUBES} tubes.`,
      items: { type: 'array', maxItems: CAPACITY, items: { enum: COLOR_NAMES } },
    },
  },
} as const;

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
    pinned: {
      type: 'array',
      maxItems: MAX_CURVE_LEVELS,
      description:
        "Hand-made boards pinned to levels: each listed level serves its board instead of a generated one (the same in the CLI, the workbench and verify); no other level changes. verify checks a pinned board like a generated one and warns when it breaks its tier's promise.",
      items: {
        type: 'object',
        required: ['level', 'board'],
        additionalProperties: false,
        properties: {
          level: {
            type: 'integer',
            minimum: 1,
            maximum: MAX_CURVE_LEVELS,
            description:
              'The level (1-based, at most `levels`) this board is pinned to; a level is pinned at most once.',
          },
          board: pinnedBoardSchema,
          note: { type: 'string', maxLength: MAX_PIN_NOTE, description: "The designer's note, shown with the level." },
        },
      },
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

/** A schema-valid curve's pins: a level past `levels`, a level pinned twice, a board off the seed's rules. */
export function pinErrors(curve: Pick<Curve, 'levels' | 'pinned'>, file: string): FormatError[] {
  const errors: FormatError[] = [];
  const first = new Map<number, number>();
  (curve.pinned ?? []).forEach((pin, i) => {
    const at = `/pinned/${i}`;
    if (pin.level > curve.levels)
      errors.push({
        file,
        path: `${at}/level`,
        message: `level ${pin.level} is past the curve's ${curve.levels} levels`,
      });
    const before = first.get(pin.level);
    if (before !== undefined)
      errors.push({
        file,
        path: `${at}/level`,
        message: `level ${pin.level} is pinned twice (also at /pinned/${before})`,
      });
    else first.set(pin.level, i);
    for (const issue of levelBoardIssues(pin.board))
      errors.push({ file, path: `${at}/board${issue.path}`, message: `pinned level ${pin.level}: ${issue.message}` });
  });
  return errors;
}

function copyPin(p: CurvePin): CurvePin {
  const pin: CurvePin = {
    level: p.level,
    board: { capacity: p.board.capacity, tubes: p.board.tubes.map((t) => [...t]) },
  };
  return p.note === undefined ? pin : { ...pin, note: p.note };
}

/**
 * Parses and validates curve.json: schema errors, a level total that does not match, and bad pins
 * (`pinErrors`), all with JSON paths.
 */
export function parseCurve(text: string, file: string): Parsed<Curve> {
  const json = parseJsonText(text, file);
  if (!json.ok) return json;
  const checked = validateSchema<Curve>(curveSchema, json.value, file);
  const errors = [
    ...(checked.ok ? [] : checked.errors),
    ...sumError(json.value, file),
    ...(checked.ok ? pinErrors(checked.value, file) : []),
  ];
  if (errors.length || !checked.ok) return { ok: false, errors };
  const { levels, candidates, tiers, rankBy, pinned } = checked.value;
  const value: Curve = { levels, candidates, tiers: tiers.map((t) => ({ colors: t.colors, levels: t.levels })) };
  const ranked = rankBy === undefined ? value : { ...value, rankBy };
  return { ok: true, value: pinned === undefined ? ranked : { ...ranked, pinned: pinned.map(copyPin) } };
}
