import { Route } from '@angular/router';
import { pageRoute } from '../shared/util/routes';

/** Reports: start verify runs, list past reports, open one. */
export const reportsRoutes: Route[] = [
  { path: '', loadComponent: () => import('./reports-page').then((m) => m.ReportsPage) },
  pageRoute(':id', 'Report', () => import('./feature-view/report-page').then((m) => m.ReportPage)),
];
