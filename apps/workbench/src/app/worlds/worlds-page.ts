import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { SectionTabs } from '../shared/ui/section-tabs';
import type { HasUnsavedChanges } from '../shared/unsaved-changes.guard';
import { WeightsStore } from './data-access/weights.store';

/** Worlds: tabs for the world preview and the weights editor (both use the draft weights). */
@Component({
  selector: 'app-worlds-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [SectionTabs],
  template: `
    <app-section-tabs label="Worlds sections" [links]="links" queryParamsHandling="preserve">
      @if (weights.dirty()) {
        <span class="draft">previewing unsaved weights</span>
      }
    </app-section-tabs>
  `,
  styles: `
    .draft {
      align-self: center;
      margin-left: 16px;
      font: var(--mat-sys-label-medium);
      color: var(--mat-sys-tertiary);
    }
  `,
})
export class WorldsPage implements HasUnsavedChanges {
  protected readonly weights = inject(WeightsStore);
  protected readonly links = [
    { path: 'preview', label: 'World preview' },
    { path: 'weights', label: 'Weights' },
  ] as const;

  constructor() {
    void this.weights.load();
  }

  /** Switching tabs inside Worlds keeps the draft; leaving Worlds asks. */
  readonly leaveQuestion = 'The world weights have unsaved changes. Leave Worlds without saving?';

  hasUnsavedChanges(): boolean {
    return this.weights.dirty();
  }
}
