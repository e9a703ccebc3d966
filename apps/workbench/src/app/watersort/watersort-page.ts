import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { MatTabsModule } from '@angular/material/tabs';
import { RouterLink, RouterLinkActive, RouterOutlet } from '@angular/router';
import type { HasUnsavedChanges } from '../shared/unsaved-changes.guard';
import { CurveStore } from './data-access/curve.store';

/** Water Sort: tabs for the curve editor, the level browser, the play-test and the player's stats. */
@Component({
  selector: 'app-watersort-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatTabsModule, RouterLink, RouterLinkActive, RouterOutlet],
  template: `
    <nav
      mat-tab-nav-bar
      mat-stretch-tabs="false"
      mat-align-tabs="start"
      [tabPanel]="panel"
      aria-label="Water Sort sections"
    >
      @for (l of links; track l.path) {
        <a mat-tab-link [routerLink]="l.path" routerLinkActive #rla="routerLinkActive" [active]="rla.isActive">{{
          l.label
        }}</a>
      }
    </nav>
    <mat-tab-nav-panel #panel>
      <router-outlet />
    </mat-tab-nav-panel>
  `,
})
export class WatersortPage implements HasUnsavedChanges {
  private readonly curve = inject(CurveStore);
  protected readonly links = [
    { path: 'curve', label: 'Curve' },
    { path: 'levels', label: 'Levels & dailies' },
    { path: 'play', label: 'Play-test' },
    { path: 'stats', label: 'Stats' },
  ] as const;

  /** Switching tabs inside Water Sort keeps the draft; leaving Water Sort asks. */
  readonly leaveQuestion = 'The level curve has unsaved changes. Leave Water Sort without saving?';

  hasUnsavedChanges(): boolean {
    return this.curve.dirty();
  }
}
