import { ChangeDetectionStrategy, Component, inject, signal } from '@angular/core';
import { FormsModule } from '@angular/forms';
import { MatButtonModule } from '@angular/material/button';
import { MAT_DIALOG_DATA, MatDialogModule, MatDialogRef } from '@angular/material/dialog';
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
