/**
 * The production games, in the order the workbench lists them: each one `ServerGame` (its rules lib's format
 * plus its routes and job kinds). A fourth game is one more entry here (docs/CONTRACTS.md, "Adding a game").
 */
import type { ServerGame } from './games';
import { pigmentGame } from './routes/pigment';
import { watersortGame } from './routes/watersort';
import { worldgenGame } from './routes/worlds';

/** Every game with a folder under `levels/`. */
export const SERVER_GAMES: readonly ServerGame[] = [pigmentGame, watersortGame, worldgenGame];

/** The production games (a fresh array: callers may add to it). */
export function defaultGames(): ServerGame[] {
  return [...SERVER_GAMES];
}
