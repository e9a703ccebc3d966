/**
 * The games of the workbench, one entry each: where it lives, its name in the navigation, and its pages.
 * The routes (app.routes.ts) and the navigation (shell/shortcuts.ts) are built from this list; a fourth game is
 * its feature folder with a `routes.ts` plus one entry here (docs/CONTRACTS.md, "Adding a game").
 */
import type { Route } from '@angular/router';
import { pigmentRoutes } from './pigment/routes';
import { watersortRoutes } from './watersort/routes';
import { worldsRoutes } from './worlds/routes';

/** One game in the workbench. */
export interface WorkbenchGame {
  /** Its folder under `levels/` and its name in `/api/levels/:game` (the rules lib's `GameFormat.name`). */
  readonly game: string;
  /** Its URL segment: the pages live under `/<path>`. */
  readonly path: string;
  /** Its entry in the navigation. */
  readonly label: string;
  /** The page title while its own pages give none. */
  readonly title: string;
  /** Its pages, relative to `path`; each page component is loaded lazily (the routes table itself is tiny). */
  readonly routes: Route[];
}

/** The games, in the navigation's order. */
export const WORKBENCH_GAMES: readonly WorkbenchGame[] = [
  { game: 'pigment', path: 'pigment', label: 'Pigment', title: 'Pigment · levelbench', routes: pigmentRoutes },
  {
    game: 'watersort',
    path: 'watersort',
    label: 'Water Sort',
    title: 'Water Sort · levelbench',
    routes: watersortRoutes,
  },
  { game: 'worldgen', path: 'worlds', label: 'Worlds', title: 'Worlds · levelbench', routes: worldsRoutes },
];
