/** The games the store knows: one folder, one JSON Schema and one parser each (the same ones the CLI uses). */
import type { Parsed } from '@levelbench/formats';

/** The games with a folder under `levels/`. */
export const GAME_NAMES = ['pigment', 'watersort', 'worldgen'] as const;

/** A game name as it appears in `/api/levels/:game`. */
export type GameName = (typeof GAME_NAMES)[number];

/** How one game's files are validated. */
export interface GameSpec {
  /** The JSON Schema served to Monaco by `GET /api/schemas/:game`. */
  readonly schema: object;
  /** Parses and validates a file's text (schema plus semantic checks), naming `file` in each error. */
  parse(text: string, file: string): Parsed<unknown>;
  /** True when the file carries its own `id` field, which must equal the URL id (pigment levels). */
  readonly idField: boolean;
  /** The only ids this game has (`curve`, `weights`); any id when absent. */
  readonly ids?: readonly string[];
  /**
   * Files in the folder that are not levels (pigment: `pack` → pack.json): left out of the level list and
   * validated by their own parser, which sees the ids of the levels beside them.
   */
  readonly reserved?: Readonly<
    Record<string, (text: string, file: string, levelIds: readonly string[]) => Parsed<unknown>>
  >;
}

/** Game name → spec; a game missing from the registry answers 503 until its rules are wired in. */
export type GameRegistry = Partial<Record<GameName, GameSpec>>;

/** True for a known game name. */
export function isGameName(name: string): name is GameName {
  return (GAME_NAMES as readonly string[]).includes(name);
}
