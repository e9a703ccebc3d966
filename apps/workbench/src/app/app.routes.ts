import type { Type } from '@angular/core';
import type { DefaultExport, Route } from '@angular/router';
import { WORKBENCH_GAMES, type WorkbenchGame } from './games';

/**
 * Loads a page and the precompiled schema validators side by side (not one chunk after the other) and registers
 * the validators before the page is created: every page may parse a file, and the validators (with Ajv's runtime)
 * stay out of the initial bundle, in a chunk of their own.
 */
function withValidators<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([import('./shared/data-access/schema-validators'), load()]).then(([v, page]) => {
      v.registerSchemaValidators();
      return page;
    });
}

/** How the games' pages load: `() => import('./page').then((m) => m.Page)`. */
type PageLoader = () => Promise<Type<unknown> | DefaultExport<Type<unknown>>>;

/**
 * A game's route with each of its pages (and its pages' children) loaded beside the validators, except a page whose
 * `data.validators` is false (it parses no file, and the first page to show should not wait for Ajv).
 */
function pageWithValidators(route: Route): Route {
  const { loadComponent, children } = route;
  if (route.data?.['validators'] === false) return route;
  return {
    ...route,
    // every page of the games is an `import()` (a Promise), never a component or an Observable
    ...(loadComponent ? { loadComponent: withValidators(loadComponent as PageLoader) } : {}),
    ...(children ? { children: children.map(pageWithValidators) } : {}),
  };
}

/** The routes of `games` (games.ts), then the reports and help; every page is a lazily loaded standalone component. */
export function routesFor(games: readonly WorkbenchGame[]): Route[] {
  return [
    { path: '', pathMatch: 'full', redirectTo: games[0].path },
    ...games.map((g): Route => ({ path: g.path, title: g.title, children: g.routes.map(pageWithValidators) })),
    {
      path: 'reports',
      title: 'Reports · levelbench',
      loadChildren: withValidators(() => import('./reports/routes').then((m) => m.reportsRoutes)),
    },
    {
      // how to read the mix table and each difficulty metric, and every shortcut (the "?" dialog links here)
      path: 'help',
      title: 'Help · levelbench',
      loadComponent: () => import('./shell/help-page').then((m) => m.HelpPage),
    },
    { path: '**', redirectTo: games[0].path },
  ];
}

/** The workbench's routes. */
export const appRoutes: Route[] = routesFor(WORKBENCH_GAMES);
