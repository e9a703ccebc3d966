import { CanDeactivateFn, Route } from '@angular/router';
import type { HasUnsavedChanges } from '../shared/unsaved-changes.guard';

/** Asks before leaving Worlds with unsaved weights (switching tabs inside keeps the draft). */
const weightsGuard: CanDeactivateFn<HasUnsavedChanges> = (page) =>
  !page.hasUnsavedChanges() || window.confirm('The world weights have unsaved changes. Leave Worlds without saving?');

/** Worlds: WFC weights editor with live statistics, and the world preview (depth map, cubes). */
export const worldsRoutes: Route[] = [
  {
    path: '',
    loadComponent: () => import('./worlds-page').then((m) => m.WorldsPage),
    canDeactivate: [weightsGuard],
    children: [
      { path: '', pathMatch: 'full', redirectTo: 'preview' },
      {
        path: 'weights',
        title: 'World weights · levelbench',
        loadComponent: () => import('./feature-weights/weights-page').then((m) => m.WeightsPage),
      },
      {
        path: 'preview',
        title: 'World preview · levelbench',
        loadComponent: () => import('./feature-preview/preview-page').then((m) => m.PreviewPage),
      },
    ],
  },
];
