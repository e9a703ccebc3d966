import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { SectionTabs } from '../shared/ui/section-tabs';
import type { HasUnsavedChanges } from '../shared/unsaved-changes.guard';
import { CurveStore } from './data-access/curve.store';

/** Water Sort: tabs for the curve editor, the level browser, the board editor, the play-test and the player's stats. */
@Component({
  selector: 'app-watersort-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [SectionTabs],
  template: `<app-section-tabs label="Water Sort sections" [links]="links" />`,
})
export class WatersortPage implements HasUnsavedChanges {
  private readonly curve = inject(CurveStore);
  protected readonly links = [
    { path: 'curve', label: 'Curve' },
    { path: 'levels', label: 'Levels & dailies' },
    { path: 'editor', label: 'Board editor' },
    { path: 'play', label: 'Play-test' },
    { path: 'stats', label: 'Stats' },
  ] as const;

  /** Switching tabs inside Water Sort keeps the draft; leaving Water Sort asks. */
  readonly leaveQuestion = 'The level curve has unsaved changes. Leave Water Sort without saving?';

  hasUnsavedChanges(): boolean {
    return this.curve.dirty();
  }
}
