/** Water Sort's one file in the store: the difficulty curve, `watersort/curve.json`. */
import type { GameFormat } from '@levelbench/formats';
import { curveSchema, parseCurve } from './curve-format';

export const watersortFormat: GameFormat = {
  name: 'watersort',
  label: 'Water Sort',
  schema: curveSchema,
  parse: parseCurve,
  idField: false,
  ids: ['curve'],
};
