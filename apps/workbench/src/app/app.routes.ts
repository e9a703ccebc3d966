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
    path: 'pigment/:id',
    title: 'Pigment level · levelbench',
    loadComponent: () => import('./pigment/feature-editor/pigment-editor-page').then((m) => m.PigmentEditorPage),
    canDeactivate: [unsavedChangesGuard],
  },
  {
    path: 'watersort',
    title: 'Water Sort · levelbench',
    loadComponent: () => import('./watersort/watersort-page').then((m) => m.WatersortPage),
  },
  {
    path: 'worlds',
    title: 'Worlds · levelbench',
    loadComponent: () => import('./worlds/worlds-page').then((m) => m.WorldsPage),
  },
  {
    path: 'reports',
    title: 'Reports · levelbench',
    loadComponent: () => import('./reports/reports-page').then((m) => m.ReportsPage),
  },
  { path: '**', redirectTo: 'pigment' },
];
