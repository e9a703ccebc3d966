/**
 * What a game's rules lib tells every other part about its files: one `GameFormat` each, exported by the
 * lib beside its schema and parser. The server's store routes, history and Monaco schemas, and the CLI,
 * read these instead of wiring each game's schema and parser by hand.
 */
import type { Parsed } from './format-error';

/** A game's files in the store: the folder, the schema, the parser and how ids work. */
export interface GameFormat {
  /** The folder under `levels/` and the name in `/api/levels/:game`. */
  readonly name: string;
  /** The game on screen. */
  readonly label: string;
  /** The JSON Schema of one file (served to Monaco by `GET /api/schemas/:game`). */
  readonly schema: object;
  /** Parses and validates a file's text (schema plus semantic checks), naming `file` in each error. */
  parse(text: string, file: string): Parsed<unknown>;
  /** True when a file carries its own `id` field, which must equal its file name (pigment levels). */
  readonly idField: boolean;
  /** The only ids the game has (`curve`, `weights`); any id when absent. */
  readonly ids?: readonly string[];
  /**
   * Files in the folder that are not levels (pigment: `pack` → pack.json): left out of the level list and
   * validated by their own parser, which sees the ids of the levels beside them.
   */
  readonly reserved?: Readonly<
    Record<string, (text: string, file: string, levelIds: readonly string[]) => Parsed<unknown>>
  >;
}
