export { hash32, hashInts, fnv1a, hashText } from './hash';
export { createRng, nextInt, nextFloat, shuffleInPlace, weightedIndex, Random, type Rng } from './random';
export { assertBotRuns, botFigures, drawLowest, playBots, type BotFigures, type BotRun } from './bots';
