import { Route } from '@angular/router';
import { pageRoute, sectionRoute } from '../shared/util/routes';

/** Worlds: WFC weights editor with live statistics, and the world preview (depth map, cubes). */
export const worldsRoutes: Route[] = [
  sectionRoute(() => import('./worlds-page').then((m) => m.WorldsPage), 'preview', [
    pageRoute('weights', 'World weights', () => import('./feature-weights/weights-page').then((m) => m.WeightsPage)),
    pageRoute('preview', 'World preview', () => import('./feature-preview/preview-page').then((m) => m.PreviewPage)),
  ]),
];
