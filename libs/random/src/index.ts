export { hash32, hashInts, fnv1a, hashText } from './hash';
export { createRng, nextInt, nextFloat, shuffleInPlace, weightedIndex, Random, type Rng } from './random';
export {
  BOT_BUDGET_FACTOR,
  BOT_NAMES,
  DEFAULT_BOT_RUNS,
  assertBotRuns,
  drawLowest,
  playBots,
  type BotFigures,
  type BotName,
  type BotsOptions,
  type BotsReport,
} from './bots';
