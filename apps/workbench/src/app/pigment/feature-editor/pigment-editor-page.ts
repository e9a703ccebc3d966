import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { HasUnsavedChanges } from '../../shared/unsaved-changes.guard';

/** The Pigment level page (editor, JSON, solver, play-test). */
@Component({
  selector: 'app-pigment-editor-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<h1>{{ id() }}</h1>`,
})
export class PigmentEditorPage implements HasUnsavedChanges {
  /** The level id from the route (`/pigment/:id`). */
  readonly id = input.required<string>();

  hasUnsavedChanges(): boolean {
    return false;
  }
}
