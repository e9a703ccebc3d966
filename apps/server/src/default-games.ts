/** The production game registry: each game's schema and parser come from its rules lib, as the CLI uses them. */
import { parsePigmentLevel, parsePigmentPack, pigmentLevelSchema } from '@levelbench/pigment';
import { curveSchema, parseCurve } from '@levelbench/watersort';
import { parseWeights, weightsSchema } from '@levelbench/worldgen';
import type { GameRegistry } from './games';

/** Every game whose rules lib exports its schema and parser. */
export function defaultGames(): GameRegistry {
  return {
    pigment: {
      schema: pigmentLevelSchema,
      parse: parsePigmentLevel,
      idField: true,
      reserved: { pack: parsePigmentPack },
    },
    watersort: { schema: curveSchema, parse: parseCurve, idField: false, ids: ['curve'] },
    worldgen: { schema: weightsSchema, parse: parseWeights, idField: false, ids: ['weights'] },
  };
}
