/** Cube Crawler's one file in the store: the WFC weights, `worldgen/weights.json`. */
import type { GameFormat } from '@levelbench/formats';
import { parseWeights, weightsSchema } from './weights';

export const worldgenFormat: GameFormat = {
  name: 'worldgen',
  label: 'Cube Crawler',
  schema: weightsSchema,
  parse: parseWeights,
  idField: false,
  ids: ['weights'],
};
