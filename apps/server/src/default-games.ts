/** The production game registry: each game's schema and parser come from its rules lib, as the CLI uses them. */
import type { GameRegistry } from './games';

/** Every game whose rules lib exports its schema and parser. */
export function defaultGames(): GameRegistry {
  return {};
}
