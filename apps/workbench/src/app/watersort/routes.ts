import { Route } from '@angular/router';
import { pageRoute, sectionRoute } from '../shared/util/routes';

/** Water Sort: curve tuning, level browser, board editor and play-test under one tabbed page. */
export const watersortRoutes: Route[] = [
  sectionRoute(() => import('./watersort-page').then((m) => m.WatersortPage), 'curve', [
    pageRoute('curve', 'Water Sort curve', () => import('./feature-curve/curve-page').then((m) => m.CurvePage)),
    pageRoute('levels', 'Water Sort levels', () =>
      import('./feature-levels/level-browser-page').then((m) => m.LevelBrowserPage),
    ),
    pageRoute('editor', 'Water Sort board editor', () =>
      import('./feature-editor/board-editor-page').then((m) => m.BoardEditorPage),
    ),
    pageRoute('stats', 'Water Sort stats', () => import('./feature-stats/stats-page').then((m) => m.StatsPage)),
    pageRoute('play', 'Water Sort play-test', () => import('./feature-play/play-page').then((m) => m.PlayPage)),
  ]),
];
