import { ChangeDetectionStrategy, Component } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatDialogModule } from '@angular/material/dialog';
import { SHORTCUTS } from './shortcuts';

/** Lists every keyboard shortcut ("?" opens it). */
@Component({
  selector: 'app-help-dialog',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatDialogModule, MatButtonModule],
  template: `
    <h2 mat-dialog-title>Keyboard shortcuts</h2>
    <!-- the list scrolls on short screens: a Tab stop, so the keyboard can scroll it too -->
    <mat-dialog-content tabindex="0" role="region" aria-label="Shortcut list">
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
    </mat-dialog-content>
    <mat-dialog-actions align="end">
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
}
