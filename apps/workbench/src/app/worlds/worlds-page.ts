import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { MatTabsModule } from '@angular/material/tabs';
import { RouterLink, RouterLinkActive, RouterOutlet } from '@angular/router';
import type { HasUnsavedChanges } from '../shared/unsaved-changes.guard';
import { WeightsStore } from './data-access/weights.store';

/** Worlds: tabs for the world preview and the weights editor (both use the draft weights). */
@Component({
  selector: 'app-worlds-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatTabsModule, RouterLink, RouterLinkActive, RouterOutlet],
  template: `
    <nav
      mat-tab-nav-bar
      mat-stretch-tabs="false"
      mat-align-tabs="start"
      [tabPanel]="panel"
      aria-label="Worlds sections"
    >
      @for (l of links; track l.path) {
        <a
          mat-tab-link
          [routerLink]="l.path"
          queryParamsHandling="preserve"
          routerLinkActive
          #rla="routerLinkActive"
          [active]="rla.isActive"
          >{{ l.label }}</a
        >
      }
      @if (weights.dirty()) {
        <span class="draft">previewing unsaved weights</span>
      }
    </nav>
    <mat-tab-nav-panel #panel>
      <router-outlet />
    </mat-tab-nav-panel>
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
