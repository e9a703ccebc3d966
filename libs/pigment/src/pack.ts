/** The Pigment pack: `levels/pigment/pack.json` orders the levels for play (its own schema; the id `pack` is reserved). */
import { parseWithSchema, type FormatError, type Parsed } from '@levelbench/formats';

/** The pack's file name inside `levels/pigment/`; every folder scan that reads levels skips it. */
export const PIGMENT_PACK_FILE = 'pack.json';

/** The order in which the play-test and the level list show the levels. */
export interface PigmentPack {
  /** Level ids, first level first; each must name a level file in the same folder, once. */
  readonly order: readonly string[];
}

/** JSON Schema (draft-07) of `levels/pigment/pack.json`. */
export const pigmentPackSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://levelbench.local/schemas/pigment-pack.json',
  title: 'Pigment pack',
  description: 'The order of the Pigment levels: the play-test plays them in this order, each unlocking the next.',
  type: 'object',
  required: ['order'],
  additionalProperties: false,
  properties: {
    order: {
      type: 'array',
      description: 'Level ids (file names without .json), first level first.',
      items: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' },
      uniqueItems: true,
    },
  },
} as const;

/** True for a `*.json` name in the levels folder that is a level (not the pack, not a schema). */
export function isPigmentLevelFileName(name: string): boolean {
  return name.endsWith('.json') && name !== PIGMENT_PACK_FILE && !name.endsWith('.schema.json');
}

/** Parses pack.json; with `levelIds`, every listed id must be one of them (a missing level names its path). */
export function parsePigmentPack(text: string, file: string, levelIds?: readonly string[]): Parsed<PigmentPack> {
  const parsed = parseWithSchema<PigmentPack>(text, pigmentPackSchema, file);
  if (!parsed.ok || !levelIds) return parsed;
  const known = new Set(levelIds);
  const errors: FormatError[] = [];
  parsed.value.order.forEach((id, i) => {
    if (!known.has(id)) errors.push({ file, path: `/order/${i}`, message: `no level "${id}" in the folder` });
  });
  return errors.length ? { ok: false, errors } : parsed;
}

export { packOrder } from './pack-order';
