import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { problemLines } from '../data-access/api-error';
import type { JsonFileStore } from '../data-access/json-file.store';

/** A {@link JsonFileStore} page's header (title, file, saved state, Revert, Save) and its conflict / problem banners. */
@Component({
  selector: 'app-json-file-bar',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule],
  template: `
    <header class="head">
      <h1>
        {{ heading() }} <code>{{ file() }}</code>
      </h1>
      <span class="spacer"></span>
      @if (saveBlocked(); as why) {
        <span class="chip blocked" data-testid="save-blocked">{{ why }}</span>
      } @else if (store().isNew()) {
        <span class="chip">not saved yet (built-in default)</span>
      } @else if (store().dirty()) {
        <span class="chip">unsaved changes</span>
      } @else {
        <span class="chip ok">saved</span>
      }
      <button
        mat-button
        type="button"
        data-testid="revert"
        [disabled]="(!store().dirty() && !revertable() && !store().problem()) || store().busy()"
        (click)="revert()"
      >
        Revert
      </button>
      <button
        mat-flat-button
        type="button"
        class="save"
        [disabled]="(!store().dirty() && !store().isNew()) || store().busy() || saveBlocked() !== null"
        (click)="store().save()"
      >
        Save
      </button>
    </header>
    @if (store().conflict(); as c) {
      <div class="banner conflict" role="alert">
        <p>Someone else saved {{ what() }} after you loaded {{ pronoun() }}.</p>
        @if (c.theirs; as t) {
          <p class="theirs">Theirs: {{ describe()(t) }}.</p>
        }
        <button mat-stroked-button type="button" (click)="store().reloadTheirs()">Reload theirs</button>
        <button mat-flat-button type="button" (click)="store().keepMine()">Keep mine</button>
      </div>
    }
    @if (store().problem(); as p) {
      <div class="banner error" role="alert" data-testid="file-problem">
        @for (l of problemLines(p, true); track $index) {
          <div>{{ l }}</div>
        }
        <button mat-button type="button" (click)="store().dismissProblem()">Dismiss</button>
      </div>
    }
  `,
  styles: `
    @use 'surfaces';
    :host {
      display: block;
    }
    .head {
      display: flex;
      align-items: center;
      gap: 8px;
      flex-wrap: wrap;
      h1 {
        margin: 0;
      }
      code {
        font: var(--mat-sys-body-medium);
        opacity: 0.7;
        margin-left: 8px;
      }
    }
    .spacer {
      flex: 1;
    }
    .chip {
      padding: 2px 10px;
      border-radius: 12px;
      @include surfaces.container(tertiary);
      font: var(--mat-sys-label-medium);
      &.blocked {
        @include surfaces.container(error);
      }
      &.ok {
        @include surfaces.container(secondary);
      }
    }
    .banner {
      margin: 12px 0;
      padding: 8px 16px;
      border-radius: 8px;
      &.conflict {
        @include surfaces.container(tertiary);
      }
      &.error {
        @include surfaces.container(error);
      }
      button {
        margin-right: 8px;
      }
    }
  `,
})
export class JsonFileBar<T> {
  /** The file's store. */
  readonly store = input.required<JsonFileStore<T>>();
  /** The page title ("Level curve"). */
  readonly heading = input.required<string>();
  /** The file's path as shown (`levels/watersort/curve.json`). */
  readonly file = input.required<string>();
  /** What the file is, for the conflict banner ("the curve"). */
  readonly what = input.required<string>();
  /** How to refer back to it ("it", "them"). */
  readonly pronoun = input('it');
  /** Why Save is disabled although there are changes (e.g. "1 invalid field"), or null. */
  readonly saveBlocked = input<string | null>(null);
  /** A one-line summary of their version in a conflict. */
  readonly describe = input.required<(theirs: T) => string>();
  /** True when Revert has something to undo although the draft equals the file (a refused field's text). */
  readonly revertable = input(false);
  /** Revert was pressed (after the store went back to the saved version). */
  readonly reverted = output<void>();
  protected readonly problemLines = problemLines;

  protected revert(): void {
    this.store().revert();
    this.reverted.emit();
  }
}
