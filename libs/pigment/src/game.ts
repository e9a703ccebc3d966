/** Pigment's files in the store: one level per `pigment/<id>.json` (its `id` field equals the name), and pack.json. */
import type { GameFormat } from '@levelbench/formats';
import { parsePigmentLevel } from './level';
import { parsePigmentPack } from './pack';
import { pigmentLevelSchema } from './schema';

export const pigmentFormat: GameFormat = {
  name: 'pigment',
  label: 'Pigment',
  schema: pigmentLevelSchema,
  parse: parsePigmentLevel,
  idField: true,
  reserved: { pack: parsePigmentPack },
};
