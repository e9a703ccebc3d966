import { Route } from '@angular/router';

/** Reports: verify runs and the report viewer. */
export const reportsRoutes: Route[] = [
  { path: '', loadComponent: () => import('./reports-page').then((m) => m.ReportsPage) },
];
