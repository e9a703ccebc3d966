import { Route } from '@angular/router';
import { unsavedChangesGuard } from '../shared/unsaved-changes.guard';

/** Pigment: the level list, the pack player, and the editor with its play-test. */
export const pigmentRoutes: Route[] = [
  {
    path: '',
    pathMatch: 'full',
    title: 'Pigment levels · levelbench',
    loadComponent: () => import('./feature-list/level-list-page').then((m) => m.LevelListPage),
  },
  {
    // the pack in order, each level unlocking the next ('pack' is reserved: it is never a level id)
    path: 'pack/play',
    title: 'Pigment pack · levelbench',
    loadComponent: () => import('./feature-pack/pack-play-page').then((m) => m.PackPlayPage),
  },
  {
    path: ':id',
    title: 'Pigment level · levelbench',
    loadComponent: () => import('./feature-editor/pigment-editor-page').then((m) => m.PigmentEditorPage),
    canDeactivate: [unsavedChangesGuard],
  },
  {
    // the play link: `?moves=ESW` starts the play-test after those tips
    path: ':id/play',
    title: 'Pigment play-test · levelbench',
    data: { view: 'play' },
    loadComponent: () => import('./feature-editor/pigment-editor-page').then((m) => m.PigmentEditorPage),
    canDeactivate: [unsavedChangesGuard],
  },
];
