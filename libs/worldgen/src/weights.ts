/** The WFC and archetype weights file (`levels/worldgen/weights.json`): type, defaults, schema, parser. */
import { parseWithSchema, type FormatError, type Parsed } from '@levelbench/formats';
import { PIN_ROLES, pinErrors, type Pin } from './pins';

/** Land kinds a piece can have; each has one weight. */
export const KINDS = ['meadow', 'highland', 'slope', 'gorge', 'river', 'spring', 'lake'] as const;
/** A land kind. */
export type Kind = (typeof KINDS)[number];
/** The big shapes a cube can get. */
export const ARCHETYPES = ['none', 'crack', 'needle', 'islands', 'crater-lake', 'ridge', 'mesa', 'terraces'] as const;
/** An archetype name. */
export type Archetype = (typeof ARCHETYPES)[number];

/** A depth theme: a range of depths whose weights are scaled. */
export interface Theme {
  readonly name: string;
  readonly depths: readonly [number, number];
  readonly pieces?: Partial<Record<Kind, number>>;
  readonly archetypes?: Partial<Record<Archetype, number>>;
  readonly floorBias?: number;
  /** Cubes of these depths are caves: rock above most of their walkable ground. */
  readonly cave?: boolean;
}
/** The whole weights file. */
export interface Weights {
  readonly $schema?: string;
  readonly pieces: Record<Kind, number>;
  readonly variantScale: number;
  readonly archetypes: Record<Archetype, number>;
  readonly themes: readonly Theme[];
  /** Pieces or kinds forced onto planned rooms or cube positions in every world (see pins.ts); none when absent. */
  readonly pins?: readonly Pin[];
}

/** The seed's weights: meadow 6, highland 5, slope 0.35, gorge 0.03, with per-depth themes. */
export const defaultWeights: Weights = {
  pieces: { meadow: 6, highland: 5, slope: 0.35, gorge: 0.03, river: 1.2, spring: 0.3, lake: 0.4 },
  variantScale: 0.25,
  archetypes: { none: 3, crack: 2, needle: 2, islands: 1.5, 'crater-lake': 1.5, ridge: 2, mesa: 1, terraces: 1 },
  themes: [
    { name: 'green meadows', depths: [1, 4], pieces: { meadow: 1.5, river: 1.3 } },
    {
      name: 'snowy peaks',
      depths: [5, 8],
      pieces: { highland: 3, meadow: 0.5 },
      archetypes: { needle: 2 },
      floorBias: 1,
    },
    { name: 'caves', depths: [9, 9], archetypes: { mesa: 3 }, floorBias: 2, cave: true },
    {
      name: 'lake district',
      depths: [10, 12],
      pieces: { river: 2, lake: 2.5 },
      archetypes: { islands: 2, 'crater-lake': 2 },
    },
    { name: 'badlands', depths: [13, 16], pieces: { slope: 4, gorge: 10 }, archetypes: { crack: 2, terraces: 2 } },
    { name: 'caves', depths: [17, 17], archetypes: { mesa: 3 }, floorBias: 2, cave: true },
    { name: 'core', depths: [18, 20], pieces: { highland: 2, lake: 0.5 }, archetypes: { ridge: 2 }, floorBias: 1 },
  ],
  pins: [],
};

/** Largest weight or multiplier a file may give (bounds the weighted draw's sums; seed weights are ≤ 10). */
export const MAX_WEIGHT = 1000;
const positive = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: MAX_WEIGHT, description });
const scaleMap = (keys: readonly string[], what: string) => ({
  type: 'object',
  additionalProperties: false,
  description: `Multipliers for the ${what} weights at these depths (each > 0; missing means 1).`,
  properties: Object.fromEntries(keys.map((k) => [k, positive(`Multiplier for ${k}.`)])),
});

/** JSON Schema of the weights file, with descriptions for Monaco hovers. */
export const weightsSchema = {
  $id: 'levelbench/worldgen-weights',
  title: 'Cube Crawler WFC weights',
  type: 'object',
  additionalProperties: false,
  required: ['pieces', 'variantScale', 'archetypes', 'themes'],
  properties: {
    $schema: { type: 'string', description: 'Optional link to this schema.' },
    pieces: {
      type: 'object',
      additionalProperties: false,
      required: [...KINDS],
      description:
        'Weight of each land kind in the weighted draw; big weights make big regions (all > 0 so WFC never gets stuck).',
      properties: {
        meadow: positive('All four edges lowland (L). Seed default 6.'),
        highland: positive('All four edges highland (H). Seed default 5.'),
        slope: positive('Lowland and highland edges next to each other. Seed default 0.35.'),
        gorge: positive('Highland on two opposite edges, lowland between. Seed default 0.03.'),
        river: positive('Exactly two water (W) edges: a river crosses the cube.'),
        spring: positive('Exactly one water edge: a river starts in the cube.'),
        lake: positive('Three or four water edges.'),
      },
    },
    variantScale: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 10,
      description: 'Weight of the 6 variant pieces relative to their kind.',
    },
    archetypes: {
      type: 'object',
      additionalProperties: false,
      required: [...ARCHETYPES],
      description: 'Weight of each archetype (the big shape of a cube, faded out towards its edges); 0 disables one.',
      properties: Object.fromEntries(
        ARCHETYPES.map((a) => [
          a,
          { type: 'number', minimum: 0, maximum: MAX_WEIGHT, description: `Weight of the ${a} archetype.` },
        ]),
      ),
    },
    themes: {
      type: 'array',
      maxItems: 21,
      description: 'Depth themes; each scales the weights for a range of depths. Ranges must not overlap.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'depths'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 100, description: 'Shown in the UI, e.g. "snowy peaks".' },
          depths: {
            type: 'array',
            minItems: 2,
            maxItems: 2,
            items: { type: 'integer', minimum: 0, maximum: 20 },
            description: 'First and last depth (inclusive, 0..20).',
          },
          pieces: scaleMap(KINDS, 'land kind'),
          archetypes: scaleMap(ARCHETYPES, 'archetype'),
          floorBias: {
            type: 'integer',
            minimum: -2,
            maximum: 3,
            description: 'Added to the floor count layersOf leans to (more floors = more ceilings).',
          },
          cave: {
            type: 'boolean',
            description:
              "Cubes of these depths are caves: rock above most of the walkable ground (the cube's `ceiling`), always at least 3 above the routes.",
          },
        },
      },
    },
    pins: {
      type: 'array',
      maxItems: 200,
      description:
        'Pieces or kinds forced in every world: each pin names a depth, then a role (every planned room of it) or `at` (one cube), then a piece or a kind. An `at` pin wins over a role pin; the collapse starts from the pinned cubes.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['depth'],
        properties: {
          depth: { type: 'integer', minimum: 0, maximum: 20, description: 'The depth (0 town .. 20 core).' },
          role: {
            enum: [...PIN_ROLES],
            description:
              'Every planned room of this role at the depth (as `worlds map` names them), or every guardian or treasure room.',
          },
          at: {
            type: 'array',
            minItems: 2,
            maxItems: 2,
            items: { type: 'integer', minimum: -20, maximum: 20 },
            description: 'One cube [x, y] of the depth (wins over a role pin on the same cube).',
          },
          piece: {
            type: 'string',
            minLength: 1,
            description: 'A piece by its N, E, S, W edges, e.g. "LWLW" or "LLLL-pond".',
          },
          kind: {
            enum: [...KINDS],
            description: 'Any piece of this land kind (drawn by the weights among its pieces).',
          },
        },
      },
    },
  },
} as const;

function semanticErrors(w: Weights, file: string): FormatError[] {
  const errors: FormatError[] = [];
  const owner: (number | undefined)[] = [];
  if (Object.values(w.archetypes).every((v) => v === 0)) {
    errors.push({ file, path: '/archetypes', message: 'needs at least one archetype with a weight above 0' });
  }
  w.themes.forEach((t, i) => {
    const [a, b] = t.depths;
    if (a > b) errors.push({ file, path: `/themes/${i}/depths`, message: `first depth ${a} is after last depth ${b}` });
    for (let d = a; d <= b; d++) {
      const o = owner[d];
      if (o !== undefined) {
        errors.push({
          file,
          path: `/themes/${i}/depths`,
          message: `depth ${d} is already covered by theme ${o} ("${w.themes[o].name}")`,
        });
        break;
      }
      owner[d] = i;
    }
  });
  errors.push(...pinErrors(w.pins ?? [], file));
  return errors;
}

/** Parses and validates a weights file; errors carry the file, the JSON path and a sentence. */
export function parseWeights(text: string, file: string): Parsed<Weights> {
  const parsed = parseWithSchema<Weights>(text, weightsSchema, file);
  if (!parsed.ok) return parsed;
  const errors = semanticErrors(parsed.value, file);
  return errors.length ? { ok: false, errors } : parsed;
}

/** The theme covering a depth, if any. */
export function themeAt(w: Weights, depth: number): Theme | undefined {
  return w.themes.find((t) => depth >= t.depths[0] && depth <= t.depths[1]);
}
