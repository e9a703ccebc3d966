/**
 * The rules libs' worker tasks: one table per game (src/games/<game>.ts), one line each here.
 * A fourth game adds its table file and its line (docs/CONTRACTS.md, "Adding a game").
 */
import { botsTasks } from './games/bots';
import { pigmentTasks } from './games/pigment';
import { watersortTasks } from './games/watersort';
import { worldgenTasks } from './games/worldgen';

/** Each game's tag table, in the order the worker routes them. */
export const GAME_TASKS = [pigmentTasks, watersortTasks, worldgenTasks, botsTasks] as const;

/** The handlers of the rules-lib tags. */
export const rulesHandlers = { ...pigmentTasks, ...watersortTasks, ...worldgenTasks, ...botsTasks };
