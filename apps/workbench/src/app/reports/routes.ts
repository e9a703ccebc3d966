import { Route } from '@angular/router';

/** Reports: start verify runs, list past reports, open one. */
export const reportsRoutes: Route[] = [
  { path: '', loadComponent: () => import('./reports-page').then((m) => m.ReportsPage) },
  {
    path: ':id',
    title: 'Report · levelbench',
    loadComponent: () => import('./feature-view/report-page').then((m) => m.ReportPage),
  },
];
