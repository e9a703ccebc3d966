import { Route } from '@angular/router';
import { unsavedChangesGuard } from './shared/unsaved-changes.guard';

/** Every page is a lazily loaded standalone component. */
export const appRoutes: Route[] = [
  { path: '', pathMatch: 'full', redirectTo: 'pigment' },
  {
    path: 'pigment',
    title: 'Pigment levels · levelbench',
    loadComponent: () => import('./pigment/feature-list/level-list-page').then((m) => m.LevelListPage),
  },
  {
    // the pack in order, each level unlocking the next ('pack' is reserved: it is never a level id)
    path: 'pigment/pack/play',
    title: 'Pigment pack · levelbench',
    loadComponent: () => import('./pigment/feature-pack/pack-play-page').then((m) => m.PackPlayPage),
  },
  {
    path: 'pigment/:id',
    title: 'Pigment level · levelbench',
    loadComponent: () => import('./pigment/feature-editor/pigment-editor-page').then((m) => m.PigmentEditorPage),
    canDeactivate: [unsavedChangesGuard],
  },
  {
    // the play link: `?moves=ESW` starts the play-test after those tips
    path: 'pigment/:id/play',
    title: 'Pigment play-test · levelbench',
    data: { view: 'play' },
    loadComponent: () => import('./pigment/feature-editor/pigment-editor-page').then((m) => m.PigmentEditorPage),
    canDeactivate: [unsavedChangesGuard],
  },
  {
    path: 'watersort',
    title: 'Water Sort · levelbench',
    loadChildren: () => import('./watersort/routes').then((m) => m.watersortRoutes),
  },
  {
    path: 'worlds',
    title: 'Worlds · levelbench',
    loadChildren: () => import('./worlds/routes').then((m) => m.worldsRoutes),
  },
  {
    path: 'reports',
    title: 'Reports · levelbench',
    loadChildren: () => import('./reports/routes').then((m) => m.reportsRoutes),
  },
  { path: '**', redirectTo: 'pigment' },
];
