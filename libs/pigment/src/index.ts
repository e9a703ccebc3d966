export * from './types';
export { START_DIE, roll, mix, oppositesHold, colorOf, colorName, orientationOf, ORIENTATIONS } from './die';
export {
  initialState,
  applyTip,
  legalTips,
  playLine,
  newGame,
  tip,
  undo,
  restart,
  isFloor,
  marksSatisfied,
  cellIndex,
  type PigmentGame,
} from './rules';
export { pigmentLevelSchema, MAX_BOARD_SIZE, MAX_MARKS, MAX_LIMIT } from './schema';
export { parsePigmentLevel, checkPigmentLevel } from './level';
export { solvePigment, DEFAULT_MAX_STATES, type SolveOptions, type SolveResult } from './solver';
export {
  analysePigment,
  firstUnwinnableTip,
  winnableFrom,
  replayLine,
  limitVerdict,
  type LimitVerdict,
  type PigmentAnalysis,
  type ReplayResult,
} from './analyse';
export { renderBoard, colorLetter, COLOR_LETTERS } from './render';
export { generatePigmentBoard, type GeneratedBoard, type GenerateOptions } from './generate';
