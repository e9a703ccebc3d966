import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  effect,
  inject,
  input,
  output,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import type * as Monaco from 'monaco-editor';
import { ThemeStore } from '../../shell/theme.store';
import { MonacoLoader } from './monaco-loader';

/**
 * A Monaco JSON editor bound to a text input: edits go out through `valueChange`, new input values
 * come in without losing the editor's undo stack. Validates against `schema` when given.
 * Reused by every page that edits a JSON file (Pigment levels, Water Sort curve, world weights).
 */
@Component({
  selector: 'app-monaco-editor',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div #host class="host" [style.height]="height()"></div>
    @if (failed(); as msg) {
      <p class="failed" role="alert">The JSON editor could not start: {{ msg }}</p>
    } @else if (!ready()) {
      <p class="loading">Loading the JSON editor…</p>
    }
  `,
  styles: `
    :host {
      display: block;
      position: relative;
    }
    .host {
      border: 1px solid var(--mat-sys-outline-variant);
      border-radius: 6px;
      overflow: hidden;
    }
    .loading,
    .failed {
      position: absolute;
      top: 8px;
      left: 12px;
      margin: 0;
    }
    .failed {
      color: var(--mat-sys-error);
    }
  `,
})
export class MonacoEditor {
  /** The text to show (the caller's source of truth). */
  readonly value = input.required<string>();
  /** A JSON Schema to validate against (null: syntax only). */
  readonly schema = input<object | null>(null);
  /** Model URI; schemas are matched to it (e.g. `inmemory://levelbench/pigment/return.json`). */
  readonly modelUri = input.required<string>();
  readonly height = input('420px');
  readonly readOnly = input(false);
  /** The text after each edit in the editor. */
  readonly valueChange = output<string>();

  protected readonly ready = signal(false);
  protected readonly failed = signal<string | null>(null);
  private readonly hostEl = viewChild.required<ElementRef<HTMLElement>>('host');
  private readonly loader = inject(MonacoLoader);
  private readonly theme = inject(ThemeStore);
  private readonly monaco = signal<typeof Monaco | null>(null);
  private editor: Monaco.editor.IStandaloneCodeEditor | null = null;
  private model: Monaco.editor.ITextModel | null = null;
  private applying = false;

  constructor() {
    this.loader.load().then(
      (m) => this.monaco.set(m),
      (e: Error) => this.failed.set(e.message),
    );
    // create the editor once Monaco is there, and rebuild the model when the URI changes
    effect(() => {
      const monaco = this.monaco();
      const uri = this.modelUri();
      if (!monaco) return;
      this.model?.dispose();
      const parsed = monaco.Uri.parse(uri);
      // untracked: later text changes go through the edit effect below, never by recreating the model
      const text = untracked(() => this.value());
      monaco.editor.getModel(parsed)?.dispose();
      this.model = monaco.editor.createModel(text, 'json', parsed);
      this.model.onDidChangeContent(() => {
        if (!this.applying) this.valueChange.emit(this.model?.getValue() ?? '');
      });
      if (!this.editor) {
        this.editor = monaco.editor.create(this.hostEl().nativeElement, {
          model: this.model,
          automaticLayout: true,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          fontSize: 13,
          tabSize: 2,
          readOnly: untracked(() => this.readOnly()),
          ariaLabel: 'JSON editor',
        });
      } else this.editor.setModel(this.model);
      this.ready.set(true);
    });
    effect(() => {
      const text = this.value();
      if (!this.ready() || !this.model || this.model.getValue() === text) return;
      this.applying = true;
      try {
        this.model.pushEditOperations([], [{ range: this.model.getFullModelRange(), text }], () => null);
      } finally {
        this.applying = false;
      }
    });
    effect(() => {
      const schema = this.schema();
      const uri = this.modelUri();
      if (schema) void this.loader.useSchema(uri, `${uri}#schema`, schema);
    });
    effect(() => {
      const monaco = this.monaco();
      if (!monaco) return;
      // Monaco's own themes draw line numbers below 4.5:1 (the inactive ones, and the dark theme's); ours
      // keep every colour of vs / vs-dark and lift only the gutter's
      monaco.editor.defineTheme('levelbench-light', {
        base: 'vs',
        inherit: true,
        rules: [],
        colors: { 'editorLineNumber.foreground': '#4a5560', 'editorLineNumber.activeForeground': '#1b1b1f' },
      });
      monaco.editor.defineTheme('levelbench-dark', {
        base: 'vs-dark',
        inherit: true,
        rules: [],
        colors: { 'editorLineNumber.foreground': '#a8a8a8', 'editorLineNumber.activeForeground': '#ffffff' },
      });
      monaco.editor.setTheme(this.theme.mode() === 'dark' ? 'levelbench-dark' : 'levelbench-light');
    });
    effect(() => this.editor?.updateOptions({ readOnly: this.readOnly() }));
    inject(DestroyRef).onDestroy(() => {
      this.editor?.dispose();
      this.model?.dispose();
    });
  }
}
