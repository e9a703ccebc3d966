/** The production games: each rules lib's `GameFormat` (schema, parser, ids), the one list the store routes serve. */
import type { GameFormat } from '@levelbench/formats';
import { pigmentFormat } from '@levelbench/pigment';
import { watersortFormat } from '@levelbench/watersort';
import { worldgenFormat } from '@levelbench/worldgen';
import type { GameRegistry } from './games';

/** Every game with a folder under `levels/`, in the order the workbench lists them. */
export const GAME_FORMATS: readonly GameFormat[] = [pigmentFormat, watersortFormat, worldgenFormat];

/** The production registry: game name → its format. */
export function defaultGames(): GameRegistry {
  return Object.fromEntries(GAME_FORMATS.map((g) => [g.name, g]));
}
