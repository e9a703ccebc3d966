import { ChangeDetectionStrategy, Component, computed, input, output, signal } from '@angular/core';
import { MatExpansionModule } from '@angular/material/expansion';
import { MonacoEditor } from '../../shared/monaco/monaco-editor';
import { Typed, editorText } from '../util/json-text';

/** A problem found while parsing the typed text (same shape as the server's 400 errors). */
export interface RawProblem {
  readonly path: string;
  readonly message: string;
}

/** What the caller's parser says about the typed text. */
export type RawParse<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly RawProblem[] };

/**
 * "Edit as JSON": the shared Monaco editor over a draft value, validated with the file's schema and
 * the rules lib's parser; a valid text replaces the draft, an invalid one only shows its problems.
 */
@Component({
  selector: 'app-raw-json-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatExpansionModule, MonacoEditor],
  template: `
    <mat-expansion-panel>
      <mat-expansion-panel-header
        ><mat-panel-title>Edit as JSON</mat-panel-title
        ><mat-panel-description>{{ file() }}</mat-panel-description></mat-expansion-panel-header
      >
      <ng-template matExpansionPanelContent>
        <app-monaco-editor
          [value]="text()"
          [schema]="schema()"
          [modelUri]="'inmemory://levelbench/' + file()"
          height="360px"
          (valueChange)="typed($event)"
        />
        @if (problems().length) {
          <ul class="problems" role="alert">
            @for (p of problems(); track $index) {
              <li>
                <code>{{ p.path || '/' }}</code> {{ p.message }}
              </li>
            }
          </ul>
        }
      </ng-template>
    </mat-expansion-panel>
  `,
  styles: `
    .problems {
      color: var(--mat-sys-error);
      margin: 8px 0 0;
    }
  `,
})
export class RawJsonPanel<T> {
  readonly value = input.required<T>();
  readonly file = input.required<string>();
  readonly schema = input<object | null>(null);
  readonly parse = input.required<(text: string, file: string) => RawParse<T>>();
  readonly changed = output<T>();

  private readonly typedText = signal<Typed | null>(null);
  protected readonly problems = signal<readonly RawProblem[]>([]);
  protected readonly text = computed(() => editorText(this.value(), this.typedText()));

  protected typed(text: string): void {
    this.typedText.set({ text, base: this.value() });
    const r = this.parse()(text, this.file());
    if (r.ok) {
      this.problems.set([]);
      this.changed.emit(r.value);
    } else this.problems.set(r.errors);
  }
}
