/**
 * Re-inspecting a cube from its JSON (`worlds cube --json` output, possibly edited): the schema of what the
 * inspector reads, the parser, and the one inspection the builder and `worlds check` run too.
 */
import { parseJsonText, validateSchema, type FormatError, type Parsed } from '@levelbench/formats';
import { geoOfCube, geometryInputOfCube, inspectInputOfCube, type Cube } from './cube';
import { geometryProblems } from './geometry-rules';
import type { CubeProblem } from './geometry-rules';
import { SIZE } from './geometry';
import { inspectReach, type Verdict } from './inspector';

const cellIndex = { type: 'integer', minimum: 0, maximum: SIZE - 1 };
const spot = {
  type: 'array',
  minItems: 3,
  maxItems: 3,
  items: [cellIndex, cellIndex, { type: 'integer', minimum: 0, maximum: 1 }],
  description: '[x, y, layer]: layer 0 ground or water, 1 floor (slab) or bridge deck.',
};
const grid = (cell: object, what: string) => ({
  type: 'array',
  minItems: SIZE,
  maxItems: SIZE,
  items: { type: 'array', minItems: SIZE, maxItems: SIZE, items: cell },
  description: `${what}, rows y = 0..15 of cells x = 0..15.`,
});
const height = { type: 'integer', minimum: 0, maximum: 64 };
const link = { type: 'object', required: ['a', 'b'], properties: { a: spot, b: spot } };

/** JSON Schema of the cube fields the inspector reads (other fields of `worlds cube --json` are allowed and ignored). */
export const cubeFileSchema = {
  title: 'Cube Crawler cube (what `levelbench worlds inspect` reads)',
  type: 'object',
  required: [
    'depth',
    'x',
    'y',
    'piece',
    'kind',
    'builder',
    'floors',
    'ground',
    'water',
    'slab',
    'blocked',
    'portals',
    'stairs',
    'ladders',
    'bridges',
    'fences',
    'waterfalls',
    'treasure',
    'routes',
  ],
  properties: {
    seed: { type: 'integer', minimum: 0 },
    depth: { type: 'integer', minimum: 0, maximum: 20 },
    x: { type: 'integer' },
    y: { type: 'integer' },
    piece: { type: 'string' },
    kind: { type: 'string' },
    builder: { enum: ['terrain', 'arena', 'town'] },
    floors: { type: 'integer', minimum: 1, maximum: 4 },
    ground: grid(height, 'Ground height'),
    water: grid({ type: 'boolean' }, 'Water'),
    slab: grid({ anyOf: [height, { type: 'null' }] }, 'Floor or bridge deck height (null: none)'),
    blocked: grid({ type: 'boolean' }, 'Ground taken by a pillar, support or house'),
    ceiling: grid({ anyOf: [height, { type: 'null' }] }, 'Cave rock underside (null: open sky)'),
    portals: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'x', 'y', 'layer', 'floor', 'standH', 'exit'],
        properties: {
          id: { type: 'string' },
          x: cellIndex,
          y: cellIndex,
          layer: { type: 'integer', minimum: 0, maximum: 1 },
          floor: { type: 'integer', minimum: 0 },
          standH: { type: 'integer' },
          exit: { type: 'boolean' },
          arrival: { type: 'boolean' },
        },
      },
    },
    stairs: { type: 'array', items: link },
    ladders: { type: 'array', items: link },
    bridges: {
      type: 'array',
      items: { type: 'object', required: ['cells'], properties: { cells: { type: 'array', items: spot } } },
    },
    fences: {
      type: 'array',
      items: {
        type: 'object',
        required: ['x', 'y', 'layer', 'sides'],
        properties: {
          x: cellIndex,
          y: cellIndex,
          layer: { type: 'integer', minimum: 0, maximum: 1 },
          sides: { type: 'integer', minimum: 0, maximum: 15, description: 'Bits N=1, E=2, S=4, W=8.' },
        },
      },
    },
    waterfalls: {
      type: 'array',
      items: {
        type: 'object',
        required: ['x', 'y', 'intoBelow'],
        properties: { x: cellIndex, y: cellIndex, intoBelow: { type: 'boolean' } },
      },
    },
    fallFromAbove: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['at'],
          properties: { at: { type: 'array', minItems: 2, maxItems: 2, items: cellIndex } },
        },
      ],
    },
    treasure: { anyOf: [{ type: 'null' }, spot] },
    routes: { type: 'array', items: { type: 'array', items: spot } },
    waysOut: { type: 'array', items: { type: 'array', minItems: 2, maxItems: 2, items: spot } },
  },
};

/** What re-inspecting a cube says: the reachability verdict and every broken geometry rule. */
export interface CubeInspection {
  /** True when the verdict passes and no geometry rule is broken. */
  readonly passed: boolean;
  readonly verdict: Verdict;
  readonly problems: readonly CubeProblem[];
}

/**
 * The inspection of a cube: reachability (every portal and the treasure to the exit, no soft-locks, head room on
 * the routes) plus the geometry rules; a failed verdict is also listed as a problem (`soft-lock` for a place a
 * hero can get to but not leave towards the exit, else `reach`).
 */
export function inspectCubeFull(c: Cube): CubeInspection {
  const geo = geoOfCube(c);
  const { verdict, roam, softLock } = inspectReach(inspectInputOfCube(c, geo));
  const problems: CubeProblem[] = [];
  if (!verdict.passed)
    problems.push({
      rule: softLock ? 'soft-lock' : 'reach',
      at: verdict.stoppedAt,
      message: verdict.reason ?? 'the inspection failed',
    });
  problems.push(...geometryProblems({ ...geometryInputOfCube(c, geo), reach: roam }));
  return { passed: problems.length === 0, verdict, problems };
}

/** Parses cube JSON (one object, an array of them, or one object per line) and checks the fields the inspector reads. */
export function parseCubeJson(text: string, file: string): Parsed<Cube[]> {
  const trimmed = text.trim();
  const whole = parseJsonText(trimmed, file);
  let values: { value: unknown; where: string }[];
  if (whole.ok) {
    const v = whole.value;
    values = Array.isArray(v) ? v.map((value, k) => ({ value, where: `/${k}` })) : [{ value: v, where: '' }];
  } else {
    // one JSON object per line, as `worlds cube --json --at … --at …` prints them
    const lines = trimmed.split('\n');
    if (lines.length < 2) return whole;
    values = [];
    for (let k = 0; k < lines.length; k++) {
      if (!lines[k].trim()) continue;
      const one = parseJsonText(lines[k], `${file}:${k + 1}`);
      if (!one.ok) return one;
      values.push({ value: one.value, where: `line ${k + 1}` });
    }
  }
  if (values.length === 0) return { ok: false, errors: [{ file, path: '', message: 'holds no cube' }] };
  const errors: FormatError[] = [];
  const cubes: Cube[] = [];
  for (const { value, where } of values) {
    const fileAt = where.startsWith('line') ? `${file}:${where.slice(5)}` : file;
    const r = validateSchema<Cube>(cubeFileSchema, value, fileAt);
    if (!r.ok) {
      errors.push(...r.errors.map((e) => (where.startsWith('/') ? { ...e, path: `${where}${e.path}` } : e)));
      continue;
    }
    cubes.push({ ...r.value, ceiling: r.value.ceiling ?? emptyCeiling() });
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: cubes };
}

function emptyCeiling(): (number | null)[][] {
  return Array.from({ length: SIZE }, () => Array.from({ length: SIZE }, () => null));
}
