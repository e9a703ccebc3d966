import { parseWithSchema, type FormatError, type Parsed } from '@levelbench/formats';
import { boardIssues } from './rules';
import type { Board } from './types';

/** Most distinct colours a board file may use. */
export const MAX_BOARD_COLORS = 16;

/** JSON Schema of a board file `{capacity, tubes}`; colour names are free strings, bottom→top. */
export const boardSchema = {
  $id: 'levelbench/watersort/board.json',
  title: 'Water Sort board',
  type: 'object',
  required: ['capacity', 'tubes'],
  properties: {
    capacity: {
      type: 'integer',
      minimum: 1,
      maximum: 64,
      description: 'Units a tube holds; every colour must have exactly this many units.',
    },
    tubes: {
      type: 'array',
      minItems: 1,
      description: 'Tubes, each a list of colour names from bottom to top; an empty tube is [].',
      items: { type: 'array', items: { type: 'string', minLength: 1 } },
    },
  },
} as const;

/** Parses a board file: schema errors, then `boardIssues` (tubes over capacity, colours without exactly `capacity` units), then too many colours. */
export function parseBoard(text: string, file: string): Parsed<Board> {
  const parsed = parseWithSchema<Board>(text, boardSchema, file);
  if (!parsed.ok) return parsed;
  const { capacity, tubes } = parsed.value;
  const errors: FormatError[] = boardIssues({ capacity, tubes }).map((issue) => ({ file, ...issue }));
  const colors = new Set(tubes.flat()).size;
  if (colors > MAX_BOARD_COLORS)
    errors.push({ file, path: '/tubes', message: `uses ${colors} colours, at most ${MAX_BOARD_COLORS} are supported` });
  return errors.length ? { ok: false, errors } : { ok: true, value: { capacity, tubes } };
}
