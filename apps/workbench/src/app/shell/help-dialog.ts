import { ChangeDetectionStrategy, Component } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatDialogModule } from '@angular/material/dialog';
import { RouterLink } from '@angular/router';
import { MetricList, MixTable, ShortcutTable } from './help-parts';

/** Help ("?" opens it): every keyboard shortcut, Pigment's mix table and what each difficulty metric means. */
@Component({
  selector: 'app-help-dialog',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatDialogModule, MatButtonModule, RouterLink, MetricList, MixTable, ShortcutTable],
  template: `
    <h2 mat-dialog-title>Help</h2>
    <!-- the content scrolls on short screens: a Tab stop, so the keyboard can scroll it too -->
    <mat-dialog-content tabindex="0" role="region" aria-label="Help">
      <h3>Keyboard shortcuts</h3>
      <app-shortcut-table />
      <h3>Pigment: the mix table</h3>
      <p>
        What a tip leaves on the cell the die lands on: the cell's colour (rows) mixed with the die's new down face
        (columns), as the rules compute it. The null face paints nothing, white clears, black seals.
      </p>
      <app-mix-table />
      <h3>Pigment: difficulty metrics</h3>
      <app-metric-list />
    </mat-dialog-content>
    <mat-dialog-actions align="end">
      <a mat-button routerLink="/help" mat-dialog-close>Open the help page</a>
      <button mat-button mat-dialog-close>Close</button>
    </mat-dialog-actions>
  `,
  styles: `
    h3 {
      margin: 16px 0 6px;
    }
  `,
})
export class HelpDialog {}
