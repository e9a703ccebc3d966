/**
 * `@levelbench/pigment/lite`: the light part of the Pigment rules (types, colour letters, limits, pack order,
 * number formats) without the schema checks, so a page that only lists levels does not load Ajv with them.
 * Everything here is also exported by `@levelbench/pigment`.
 */
export * from './types';
export { COLOR_LETTERS } from './render';
export { MAX_BOARD_SIZE, MAX_MARKS } from './schema';
export { formatChance } from './metrics-format';
export { packOrder } from './pack-order';
export type { PigmentPack } from './pack';
export type { PigmentMetrics } from './metrics';
