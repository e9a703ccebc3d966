import { Route } from '@angular/router';
import { unsavedChangesGuard } from '../shared/unsaved-changes.guard';

/** Worlds: WFC weights editor with live statistics, and the world preview (depth map, cubes). */
export const worldsRoutes: Route[] = [
  {
    path: '',
    loadComponent: () => import('./worlds-page').then((m) => m.WorldsPage),
    canDeactivate: [unsavedChangesGuard],
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
