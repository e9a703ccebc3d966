import { ChangeDetectionStrategy, Component, inject, signal } from '@angular/core';
import { FormsModule } from '@angular/forms';
import { MatButtonModule } from '@angular/material/button';
import { MAT_DIALOG_DATA, MatDialog, MatDialogModule, MatDialogRef } from '@angular/material/dialog';
import { Observable, of } from 'rxjs';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';

/** What the prompt asks: with `label` it asks for a text, without it only for a yes. */
export interface PromptData {
  readonly title: string;
  readonly text?: string;
  readonly label?: string;
  readonly value?: string;
  readonly confirm: string;
}

/** A small confirm-or-name dialog; closes with the entered text (or `true`), or undefined when cancelled. */
@Component({
  selector: 'app-prompt-dialog',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatDialogModule, MatButtonModule, MatFormFieldModule, MatInputModule, FormsModule],
  template: `
    <h2 mat-dialog-title>{{ data.title }}</h2>
    <mat-dialog-content>
      @if (data.text) {
        <p>{{ data.text }}</p>
      }
      @if (data.label) {
        <mat-form-field class="wide">
          <mat-label>{{ data.label }}</mat-label>
          <input
            matInput
            cdkFocusInitial
            [ngModel]="value()"
            (ngModelChange)="value.set($event)"
            (keydown.enter)="ok()"
          />
        </mat-form-field>
      }
    </mat-dialog-content>
    <mat-dialog-actions align="end">
      <button mat-button mat-dialog-close>Cancel</button>
      <button mat-flat-button [disabled]="data.label && !value().trim()" [mat-dialog-close]="result()">
        {{ data.confirm }}
      </button>
    </mat-dialog-actions>
  `,
  styles: `
    .wide {
      width: 100%;
      min-width: 320px;
    }
  `,
})
export class PromptDialog {
  protected readonly data = inject<PromptData>(MAT_DIALOG_DATA);
  protected readonly value = signal(this.data.value ?? '');
  private readonly ref = inject(MatDialogRef<PromptDialog, string | true>);

  protected result(): string | true {
    return this.data.label ? this.value().trim() : true;
  }

  protected ok(): void {
    if (this.data.label && this.value().trim()) this.ref.close(this.result());
  }
}

/**
 * Opens the prompt so that typing right away lands in it: the button that opened it loses focus at
 * once (Enter or Space would otherwise press it again behind the dialog), the dialog opens without
 * an entry animation so its field has focus on the next frame, and a second prompt is refused.
 */
export function openPrompt(dialog: MatDialog, data: PromptData): Observable<string | true | undefined> {
  if (dialog.openDialogs.length) return of(undefined);
  (document.activeElement as HTMLElement | null)?.blur?.();
  return dialog
    .open<PromptDialog, PromptData, string | true>(PromptDialog, { data, enterAnimationDuration: 0 })
    .afterClosed();
}
