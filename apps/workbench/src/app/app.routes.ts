import { Route } from '@angular/router';
import { unsavedChangesGuard } from './shared/unsaved-changes.guard';

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

/** Every page is a lazily loaded standalone component. */
export const appRoutes: Route[] = [
  { path: '', pathMatch: 'full', redirectTo: 'pigment' },
  {
    path: 'pigment',
    title: 'Pigment levels · levelbench',
    loadComponent: withValidators(() => import('./pigment/feature-list/level-list-page').then((m) => m.LevelListPage)),
  },
  {
    // the pack in order, each level unlocking the next ('pack' is reserved: it is never a level id)
    path: 'pigment/pack/play',
    title: 'Pigment pack · levelbench',
    loadComponent: withValidators(() => import('./pigment/feature-pack/pack-play-page').then((m) => m.PackPlayPage)),
  },
  {
    path: 'pigment/:id',
    title: 'Pigment level · levelbench',
    loadComponent: withValidators(() =>
      import('./pigment/feature-editor/pigment-editor-page').then((m) => m.PigmentEditorPage),
    ),
    canDeactivate: [unsavedChangesGuard],
  },
  {
    // the play link: `?moves=ESW` starts the play-test after those tips
    path: 'pigment/:id/play',
    title: 'Pigment play-test · levelbench',
    data: { view: 'play' },
    loadComponent: withValidators(() =>
      import('./pigment/feature-editor/pigment-editor-page').then((m) => m.PigmentEditorPage),
    ),
    canDeactivate: [unsavedChangesGuard],
  },
  {
    path: 'watersort',
    title: 'Water Sort · levelbench',
    loadChildren: withValidators(() => import('./watersort/routes').then((m) => m.watersortRoutes)),
  },
  {
    path: 'worlds',
    title: 'Worlds · levelbench',
    loadChildren: withValidators(() => import('./worlds/routes').then((m) => m.worldsRoutes)),
  },
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
  { path: '**', redirectTo: 'pigment' },
];
