/** The games the store knows: one folder, one JSON Schema and one parser each (the same ones the CLI uses). */
import type { GameFormat } from '@levelbench/formats';
import { GAME_FORMATS } from './default-games';

/** The games with a folder under `levels/`: the rules libs' formats (apps/server/src/default-games.ts lists them). */
export const GAME_NAMES = GAME_FORMATS.map((g) => g.name);

/** A game name as it appears in `/api/levels/:game`. */
export type GameName = string;

/** How one game's files are validated: its rules lib's `GameFormat` (name, schema, parser, ids, reserved files). */
export type GameSpec = Omit<GameFormat, 'name' | 'label'> & Partial<Pick<GameFormat, 'name' | 'label'>>;

/** Game name → spec; a game missing from the registry answers 503 until its rules are wired in. */
export type GameRegistry = Partial<Record<GameName, GameSpec>>;

/** True for a known game name. */
export function isGameName(name: string): name is GameName {
  return (GAME_NAMES as readonly string[]).includes(name);
}
