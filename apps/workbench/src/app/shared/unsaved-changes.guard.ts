import { CanDeactivateFn } from '@angular/router';

/** A page that may hold edits not yet saved, and the question it asks before the app leaves it. */
export interface HasUnsavedChanges {
  hasUnsavedChanges(): boolean;
  /** What the confirm dialog asks, naming what would be lost ("The level curve has unsaved changes. …"). */
  readonly leaveQuestion: string;
}

/** The one unsaved-changes guard: asks the page's question before leaving it with unsaved edits. */
export const unsavedChangesGuard: CanDeactivateFn<HasUnsavedChanges> = (page) =>
  !page.hasUnsavedChanges() || window.confirm(page.leaveQuestion);
