import { Route } from '@angular/router';
import { unsavedChangesGuard } from '../shared/unsaved-changes.guard';
import { pageRoute } from '../shared/util/routes';

const editorPage = () => import('./feature-editor/pigment-editor-page').then((m) => m.PigmentEditorPage);

/** Pigment: the level list, the pack player, and the editor with its play-test. */
export const pigmentRoutes: Route[] = [
  pageRoute('', 'Pigment levels', () => import('./feature-list/level-list-page').then((m) => m.LevelListPage), {
    pathMatch: 'full',
    // the list parses no file: it shows before the schema validators (and Ajv) are loaded
    data: { validators: false },
  }),
  // the pack in order, each level unlocking the next ('pack' is reserved: it is never a level id)
  pageRoute('pack/play', 'Pigment pack', () => import('./feature-pack/pack-play-page').then((m) => m.PackPlayPage)),
  pageRoute(':id', 'Pigment level', editorPage, { canDeactivate: [unsavedChangesGuard] }),
  // the play link: `?moves=ESW` starts the play-test after those tips
  pageRoute(':id/play', 'Pigment play-test', editorPage, {
    data: { view: 'play' },
    canDeactivate: [unsavedChangesGuard],
  }),
];
