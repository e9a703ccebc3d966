import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { MatTabsModule } from '@angular/material/tabs';
import { RouterLink, RouterLinkActive, RouterOutlet, type QueryParamsHandling } from '@angular/router';

/** One tab of a section: the child route's path and the tab's label. */
export interface SectionLink {
  readonly path: string;
  readonly label: string;
}

/**
 * A game section's tabs: a tab link per child route over the section's router outlet. Projected content
 * (a draft note) comes after the tabs, inside the tab bar.
 */
@Component({
  selector: 'app-section-tabs',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatTabsModule, RouterLink, RouterLinkActive, RouterOutlet],
  template: `
    <nav mat-tab-nav-bar mat-stretch-tabs="false" mat-align-tabs="start" [tabPanel]="panel" [attr.aria-label]="label()">
      @for (l of links(); track l.path) {
        <a
          mat-tab-link
          [routerLink]="l.path"
          [queryParamsHandling]="queryParamsHandling()"
          routerLinkActive
          #rla="routerLinkActive"
          [active]="rla.isActive"
          >{{ l.label }}</a
        >
      }
      <ng-content />
    </nav>
    <mat-tab-nav-panel #panel>
      <router-outlet />
    </mat-tab-nav-panel>
  `,
})
export class SectionTabs {
  /** The tab bar's accessible name, e.g. "Worlds sections". */
  readonly label = input.required<string>();
  readonly links = input.required<readonly SectionLink[]>();
  /** 'preserve' keeps the query (the world's seed and depth) when switching tabs. */
  readonly queryParamsHandling = input<QueryParamsHandling | null>(null);
}
