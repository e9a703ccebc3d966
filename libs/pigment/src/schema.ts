/** The one JSON Schema (draft-07) for `levels/pigment/<id>.json`, shared by the CLI, the server and Monaco. */
import { COLOR_NAMES } from './types';

/** Board width and height at most (SPEC §5: boards up to 12×12). */
export const MAX_BOARD_SIZE = 12;
/** Marks per level at most: SPEC §5's designer boards (up to 7 marks; the solver's default budget is sized for them). */
export const MAX_MARKS = 7;
/** Largest state budget a level may ask for (`maxStates`; ~110 bytes a stored state, so about 5 GiB). */
export const MAX_LEVEL_MAX_STATES = 50_000_000;
/** Largest move limit a level may declare (the server's solve `maxMoves` cap too). */
export const MAX_LIMIT = 1000;

const cell = {
  type: 'array',
  description: 'A board cell as [x, y]: x grows east, y grows south, [0, 0] is the north-west corner.',
  items: { type: 'integer', minimum: 0, maximum: MAX_BOARD_SIZE - 1 },
  minItems: 2,
  maxItems: 2,
};

const color = {
  enum: [...COLOR_NAMES],
  description: 'A pigment: empty, red, yellow, blue, white, black, orange, purple or green.',
};

const coloredCell = (what: string) => ({
  type: 'object',
  description: what,
  required: ['at', 'color'],
  additionalProperties: false,
  properties: { at: { ...cell }, color: { ...color } },
});

/** JSON Schema (draft-07) of a Pigment level file, with descriptions for editor hovers. */
export const pigmentLevelSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://levelbench.local/schemas/pigment-level.json',
  title: 'Pigment level',
  description:
    'One die on a board of floor cells; every tip rolls it onto a neighbour and the face that ends down stains that cell.',
  type: 'object',
  required: ['id', 'name', 'width', 'height', 'start', 'marks', 'limit'],
  additionalProperties: false,
  properties: {
    id: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9-]*$',
      maxLength: 64,
      description: 'Level id, also the file name: lower-case letters, digits and dashes.',
    },
    name: { type: 'string', minLength: 1, maxLength: 200, description: 'Title shown to players.' },
    width: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_BOARD_SIZE,
      description: 'Board width in cells (x runs 0 … width-1, west to east).',
    },
    height: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_BOARD_SIZE,
      description: 'Board height in cells (y runs 0 … height-1, north to south).',
    },
    holes: {
      type: 'array',
      maxItems: MAX_BOARD_SIZE * MAX_BOARD_SIZE,
      items: { ...cell },
      description: 'Cells that are not floor: the die can never tip onto them.',
    },
    start: {
      ...cell,
      description:
        'Where the die starts (always null face down, black up, red north, blue south, yellow east, white west).',
    },
    stains: {
      type: 'array',
      maxItems: MAX_BOARD_SIZE * MAX_BOARD_SIZE,
      items: coloredCell('A stain already on the board when the level starts.'),
      description: 'Pre-placed stains.',
    },
    marks: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_MARKS,
      items: coloredCell('A goal: this cell must end stained with this colour.'),
      description:
        'The win condition: the level is won the moment every mark holds its colour. Unmarked cells may end as anything.',
    },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_LIMIT,
      description:
        'Move limit: the level is lost when this many tips are spent without a win. Should equal the shortest solution.',
    },
    maxStates: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_LEVEL_MAX_STATES,
      description:
        'State budget of the solver for this level (default 8,000,000). Only for a level that needs more: the editor, `pigment verify` and the server all use it, so they give the same verdict.',
    },
    replays: {
      type: 'array',
      maxItems: 100,
      description: 'Authored lines checked by `pigment verify`.',
      items: {
        type: 'object',
        required: ['moves', 'expect'],
        additionalProperties: false,
        properties: {
          moves: {
            type: 'string',
            pattern: '^[NSEW]*$',
            maxLength: MAX_LIMIT,
            description: 'Tips as letters N, S, E, W, e.g. "ESWNE".',
          },
          expect: { enum: ['play', 'won', 'lost'], description: 'The phase the line must end in.' },
          note: { type: 'string', maxLength: 1000, description: 'Why this line is here.' },
        },
      },
    },
    notes: {
      type: 'string',
      maxLength: 4000,
      description:
        "The designer's notes on this level (intent, playtest findings, what to try next). Not read by the rules.",
    },
  },
} as const;
