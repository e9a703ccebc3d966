import { ChangeDetectionStrategy, Component } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatDialogModule } from '@angular/material/dialog';
import { RouterLink } from '@angular/router';
import { DIE_FACES, METRICS, mixTable } from './help-guide';
import { SHORTCUTS } from './shortcuts';

/** Help ("?" opens it): every keyboard shortcut, Pigment's mix table and what each difficulty metric means. */
@Component({
  selector: 'app-help-dialog',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatDialogModule, MatButtonModule, RouterLink],
  template: `
    <h2 mat-dialog-title>Help</h2>
    <!-- the content scrolls on short screens: a Tab stop, so the keyboard can scroll it too -->
    <mat-dialog-content tabindex="0" role="region" aria-label="Help">
      <h3>Keyboard shortcuts</h3>
      <table class="shortcuts">
        <thead>
          <tr>
            <th>Keys</th>
            <th>Action</th>
            <th>Where</th>
          </tr>
        </thead>
        <tbody>
          @for (s of shortcuts; track s.keys + s.where) {
            <tr>
              <td>
                <kbd>{{ s.keys }}</kbd>
              </td>
              <td>{{ s.what }}</td>
              <td>{{ s.where }}</td>
            </tr>
          }
        </tbody>
      </table>
      <h3>Pigment: the mix table</h3>
      <p>
        What a tip leaves on the cell the die lands on: the cell's colour (rows) mixed with the die's new down face
        (columns), as the rules compute it. The null face paints nothing, white clears, black seals.
      </p>
      <table class="mix" data-test="mix-table">
        <thead>
          <tr>
            <th scope="col">Cell ↓ · face →</th>
            @for (f of faces; track f) {
              <th scope="col">{{ f === 'empty' ? 'null' : f }}</th>
            }
          </tr>
        </thead>
        <tbody>
          @for (r of mix; track r.cell) {
            <tr>
              <th scope="row">{{ r.cell }}</th>
              @for (c of r.results; track $index) {
                <td [class.same]="c === r.cell">{{ c }}</td>
              }
            </tr>
          }
        </tbody>
      </table>
      <h3>Pigment: difficulty metrics</h3>
      <dl class="metrics" data-test="metric-list">
        @for (m of metrics; track m.name) {
          <dt>{{ m.name }}</dt>
          <dd>{{ m.means }}</dd>
        }
      </dl>
    </mat-dialog-content>
    <mat-dialog-actions align="end">
      <a mat-button routerLink="/help" mat-dialog-close>Open the help page</a>
      <button mat-button mat-dialog-close>Close</button>
    </mat-dialog-actions>
  `,
  styles: `
    .shortcuts {
      border-collapse: collapse;
      width: 100%;
    }
    th,
    td {
      text-align: left;
      padding: 4px 12px 4px 0;
      vertical-align: top;
    }
    h3 {
      margin: 16px 0 6px;
    }
    .mix td.same {
      color: var(--mat-sys-on-surface-variant);
    }
    .metrics dt {
      font-weight: 600;
    }
    .metrics dd {
      margin: 0 0 6px 16px;
    }
    kbd {
      font-family: ui-monospace, monospace;
      border: 1px solid var(--mat-sys-outline-variant);
      border-radius: 4px;
      padding: 1px 5px;
      white-space: nowrap;
    }
  `,
})
export class HelpDialog {
  protected readonly shortcuts = SHORTCUTS;
  protected readonly mix = mixTable();
  protected readonly faces = DIE_FACES;
  protected readonly metrics = METRICS;
}
