import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  computed,
  effect,
  inject,
  input,
  signal,
  untracked,
} from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatButtonToggleModule } from '@angular/material/button-toggle';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { RouterLink } from '@angular/router';
import { pigmentLevelSchema } from '@levelbench/pigment';
import { problemLines } from '../../shared/data-access/api-error';
import { MonacoEditor } from '../../shared/monaco/monaco-editor';
import { HasUnsavedChanges } from '../../shared/unsaved-changes.guard';
import { isTyping } from '../../shell/shortcuts';
import { LevelEditorStore } from '../data-access/level-editor.store';
import { PigmentLevelsStore } from '../data-access/levels.store';
import { statusOf } from '../data-access/solve-api';
import { SolveStore } from '../data-access/solve.store';
import { PlayTest, RecordedReplay } from '../feature-play/play-test';
import { SolvePanel } from '../feature-solve/solve-panel';
import { PigmentBoard } from '../ui/pigment-board';
import { addReplay, paint, resize, setLimit } from '../util/edit';
import { BoardEditor, PaintRequest } from './board-editor';
import { LinePreview } from './line-preview';

/** Which editing view is shown; all of them read and write the one JSON text in the store. */
export type EditorMode = 'board' | 'json' | 'play';

/** The Pigment level page: board editor, JSON editor, play-test and the live solver. */
@Component({
  selector: 'app-pigment-editor-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    RouterLink,
    MatButtonModule,
    MatButtonToggleModule,
    MatProgressBarModule,
    BoardEditor,
    SolvePanel,
    PlayTest,
    MonacoEditor,
    PigmentBoard,
  ],
  providers: [LevelEditorStore, SolveStore, LinePreview],
  templateUrl: './pigment-editor-page.html',
  styleUrl: './pigment-editor-page.scss',
  host: { '(document:keydown)': 'onKey($event)', '(window:beforeunload)': 'onBeforeUnload($event)' },
})
export class PigmentEditorPage implements HasUnsavedChanges {
  /** The level id from the route (`/pigment/:id`). */
  readonly id = input.required<string>();

  protected readonly store = inject(LevelEditorStore);
  protected readonly solver = inject(SolveStore);
  protected readonly preview = inject(LinePreview);
  private readonly levels = inject(PigmentLevelsStore);
  protected readonly mode = signal<EditorMode>('board');
  protected readonly schema = pigmentLevelSchema as object;
  protected readonly problemLines = problemLines;
  protected readonly modelUri = computed(() => `inmemory://levelbench/pigment/${this.id()}.json`);
  protected readonly shown = computed(() => this.store.lastGoodLevel());

  constructor() {
    effect(() => {
      const id = this.id();
      untracked(() => void this.store.load(id));
    });
    this.solver.follow(this.store.level);
    // any change to the level stops a line animation (it would no longer match the board)
    effect(() => {
      this.store.level();
      untracked(() => this.preview.stop());
    });
    inject(DestroyRef).onDestroy(() => this.preview.stop());
  }

  hasUnsavedChanges(): boolean {
    return this.store.dirty();
  }

  protected onPaint(p: PaintRequest): void {
    this.store.edit((l) => paint(l, p.tool, p.color, p.at));
  }

  protected onResize(s: { width: number; height: number }): void {
    this.store.edit((l) => resize(l, s.width, s.height));
  }

  protected onLimit(n: number): void {
    this.store.edit((l) => setLimit(l, n));
  }

  protected onRecord(r: RecordedReplay): void {
    this.store.edit((l) => addReplay(l, r.moves, r.expect));
  }

  protected animate(line: string): void {
    const level = this.store.level();
    if (!level) return;
    this.mode.set('board');
    this.preview.play(level, line);
  }

  protected async save(): Promise<void> {
    const ok = await this.store.save();
    const s = this.solver.state();
    const etag = this.store.etag();
    if (ok && etag && s.kind === 'done') this.levels.noteStatus(this.id(), etag, statusOf(s.result));
  }

  protected onKey(e: KeyboardEvent): void {
    const mod = e.ctrlKey || e.metaKey;
    if (mod && e.key.toLowerCase() === 's') {
      e.preventDefault();
      void this.save();
    } else if (mod && !isTyping(e.target) && this.mode() === 'board') {
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) {
        e.preventDefault();
        this.store.undo();
      } else if (k === 'y' || (k === 'z' && e.shiftKey)) {
        e.preventDefault();
        this.store.redo();
      }
    }
  }

  protected onBeforeUnload(e: BeforeUnloadEvent): void {
    if (this.store.dirty()) e.preventDefault();
  }
}
