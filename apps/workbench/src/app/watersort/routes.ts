import { Route } from '@angular/router';
import { unsavedChangesGuard } from '../shared/unsaved-changes.guard';

/** Water Sort: curve tuning, level browser and play-test under one tabbed page. */
export const watersortRoutes: Route[] = [
  {
    path: '',
    loadComponent: () => import('./watersort-page').then((m) => m.WatersortPage),
    canDeactivate: [unsavedChangesGuard],
    children: [
      { path: '', pathMatch: 'full', redirectTo: 'curve' },
      {
        path: 'curve',
        title: 'Water Sort curve · levelbench',
        loadComponent: () => import('./feature-curve/curve-page').then((m) => m.CurvePage),
      },
      {
        path: 'levels',
        title: 'Water Sort levels · levelbench',
        loadComponent: () => import('./feature-levels/level-browser-page').then((m) => m.LevelBrowserPage),
      },
      {
        path: 'stats',
        title: 'Water Sort stats · levelbench',
        loadComponent: () => import('./feature-stats/stats-page').then((m) => m.StatsPage),
      },
      {
        path: 'play',
        title: 'Water Sort play-test · levelbench',
        loadComponent: () => import('./feature-play/play-page').then((m) => m.PlayPage),
      },
    ],
  },
];
