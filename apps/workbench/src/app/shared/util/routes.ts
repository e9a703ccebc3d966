import type { Route } from '@angular/router';
import { unsavedChangesGuard } from '../unsaved-changes.guard';

/** The browser tab's title of a page: its own name, then the workbench's. */
export const pageTitle = (name: string): string => `${name} · levelbench`;

/** A lazily loaded page at `path`, titled `name · levelbench`; `more` adds data, guards or the like. */
export function pageRoute(
  path: string,
  name: string,
  loadComponent: NonNullable<Route['loadComponent']>,
  more: Omit<Route, 'path' | 'title' | 'loadComponent'> = {},
): Route {
  return { path, title: pageTitle(name), loadComponent, ...more };
}

/**
 * A tabbed section (its page holds the tabs and the outlet): leaving it asks about unsaved changes, and
 * its bare path opens the tab `first`.
 */
export function sectionRoute(
  loadComponent: NonNullable<Route['loadComponent']>,
  first: string,
  tabs: readonly Route[],
): Route {
  return {
    path: '',
    loadComponent,
    canDeactivate: [unsavedChangesGuard],
    children: [{ path: '', pathMatch: 'full', redirectTo: first }, ...tabs],
  };
}
