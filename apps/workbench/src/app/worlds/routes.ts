import { Route } from '@angular/router';

/** Worlds: WFC weights editor and world preview. */
export const worldsRoutes: Route[] = [
  { path: '', loadComponent: () => import('./worlds-page').then((m) => m.WorldsPage) },
];
