import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  Injector,
  afterNextRender,
  computed,
  effect,
  inject,
  input,
  signal,
  untracked,
} from '@angular/core';
import { NgTemplateOutlet } from '@angular/common';
import { MatButtonModule } from '@angular/material/button';
import { MatButtonToggleModule } from '@angular/material/button-toggle';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { MatDialog } from '@angular/material/dialog';
import { Router, RouterLink } from '@angular/router';
import { DEFAULT_MAX_STATES, pigmentLevelSchema } from '@levelbench/pigment';
import { problemLines } from '../../shared/data-access/api-error';
import { MonacoEditor } from '../../shared/monaco/monaco-editor';
import { MonacoLoader } from '../../shared/monaco/monaco-loader';
import { HasUnsavedChanges } from '../../shared/unsaved-changes.guard';
import { isTyping } from '../../shell/shortcuts';
import { LevelEditorStore } from '../data-access/level-editor.store';
import { PigmentLevelsStore } from '../data-access/levels.store';
import { PigmentPackStore } from '../data-access/pack.store';
import { statusOf } from '../data-access/solve-api';
import { SolveStore } from '../data-access/solve.store';
import { PlayTest, RecordedReplay } from '../feature-play/play-test';
import { PigmentBots } from '../feature-solve/pigment-bots';
import { SolvePanel } from '../feature-solve/solve-panel';
import { saveDoubt } from '../feature-solve/util';
import { PigmentBoard } from '../ui/pigment-board';
import { Shape, Tool, addReplay, resize, setBudget, setLimit, setNotes } from '../util/edit';
import { solutionGif, solutionStripPng } from '../util/solution-strip';
import { ColorName } from '../util/level-file';
import { Clip } from '../util/transform';
import { BoardEditor, EditRequest } from './board-editor';
import { HistoryDialog, HistoryDialogData } from './history-dialog';
import { LinePreview } from './line-preview';
import { resizeWarning } from './resize-warning';

/** Which editing view is shown; all of them read and write the one JSON text in the store. */
export type EditorMode = 'board' | 'json' | 'play';

/** The Pigment level page: board editor, JSON editor, play-test and the live solver. */
@Component({
  selector: 'app-pigment-editor-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    NgTemplateOutlet,
    RouterLink,
    MatButtonModule,
    MatButtonToggleModule,
    MatProgressBarModule,
    BoardEditor,
    SolvePanel,
    PigmentBots,
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
  /** Route data: `play` for the play link `/pigment/:id/play`. */
  readonly view = input<EditorMode | undefined>(undefined);
  /** Query `?moves=ESW`: the play-test starts after these tips. */
  readonly moves = input<string | undefined>(undefined);

  protected readonly store = inject(LevelEditorStore);
  protected readonly solver = inject(SolveStore);
  protected readonly preview = inject(LinePreview);
  private readonly levels = inject(PigmentLevelsStore);
  private readonly pack = inject(PigmentPackStore);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  private readonly injector = inject(Injector);
  private readonly dialog = inject(MatDialog);
  private readonly router = inject(Router);
  protected readonly mode = signal<EditorMode>('board');
  /** True while a board field (width, height, limit) holds what it may not: Save waits until it is fixed. */
  protected readonly fieldsInvalid = signal(false);
  // the paint state lives here, so the JSON view, the play-test and an animation keep it
  protected readonly tool = signal<Tool>('mark');
  protected readonly shape = signal<Shape>('pen');
  protected readonly color = signal<ColorName>('green');
  protected readonly clip = signal<Clip | null>(null);
  /** What the last resize dropped, shown until the next edit (Undo brings it back). */
  protected readonly warning = signal<string | null>(null);
  /** The tips the play-test starts with (from the play link). */
  protected readonly startMoves = computed(() => (this.moves() ?? '').toUpperCase().replace(/[^NSEW]/g, ''));
  protected readonly playPath = computed(() => `/pigment/${this.id()}/play`);
  protected readonly schema = pigmentLevelSchema as object;
  protected readonly problemLines = problemLines;
  protected readonly modelUri = computed(() => `inmemory://levelbench/pigment/${this.id()}.json`);
  protected readonly shown = computed(() => this.store.lastGoodLevel());
  /** This level's place in the pack order and its neighbours there (null at either end, or off the pack). */
  protected readonly inPack = computed(() => {
    const order = this.pack.order();
    const i = order.indexOf(this.id());
    return {
      index: i,
      total: order.length,
      previous: i > 0 ? order[i - 1] : null,
      next: i >= 0 && i < order.length - 1 ? order[i + 1] : null,
    };
  });
  /** An opened text with no board to paint (e.g. a restored draft that does not parse): repaired in JSON. */
  protected readonly needsRepair = computed(
    () => this.store.opened() && !this.store.loading() && this.shown() === null,
  );

  constructor() {
    effect(() => {
      const id = this.id();
      untracked(() => void this.store.load(id));
    });
    effect(() => {
      const view = this.view();
      if (view) untracked(() => this.mode.set(view));
    });
    // a text with no board opens in the JSON tab, where the error is marked at its line
    effect(() => {
      const settled = this.store.opened() && !this.store.loading();
      untracked(() => {
        if (settled && this.store.draft() === null) this.mode.set('json');
      });
    });
    this.solver.follow(this.store.level);
    // any change to the level stops a line animation (it would no longer match the board)
    effect(() => {
      this.store.level();
      untracked(() => this.preview.stop());
    });
    inject(DestroyRef).onDestroy(() => this.preview.stop());
    // the pack order for Previous / Next: the list of levels (without checking them) and the pack file
    if (!this.levels.levels().length) void this.levels.refresh({ check: false }).then(() => this.pack.load());
    else void this.pack.load();
    // the JSON tab's Monaco loads while the designer looks at the board, not after the click (#28)
    const monaco = inject(MonacoLoader);
    afterNextRender(() => monaco.prefetch());
  }

  readonly leaveQuestion = 'This level has unsaved changes. Leave without saving?';

  /** Unsaved edits are kept as a browser draft, so leaving only asks when the browser refused to store it. */
  hasUnsavedChanges(): boolean {
    return this.store.dirty() && !this.store.draftKept();
  }

  protected onEdit(e: EditRequest): void {
    if (this.store.edit(e.apply, e.stroke ? 'stroke' : 'visual')) this.warning.set(null);
  }

  protected onResize(s: { width: number; height: number }): void {
    const before = this.store.draft();
    if (!before || !this.store.edit((l) => resize(l, s.width, s.height))) return;
    this.warning.set(resizeWarning(before, s.width, s.height));
  }

  protected undoResize(): void {
    this.store.undo();
    this.warning.set(null);
  }

  /** Opens the version list of this level (diff and restore). */
  protected openHistory(): void {
    const data: HistoryDialogData = { id: this.id(), current: this.store.draft() };
    this.dialog
      .open(HistoryDialog, { data, width: '1440px', maxWidth: '96vw', autoFocus: 'first-tabbable' })
      .afterClosed()
      .subscribe((version: number | undefined) => {
        if (typeof version === 'number') void this.restore(version);
      });
  }

  /** Restore is one server step (file and history); the restored text becomes one undoable edit, already saved. */
  private async restore(version: number): Promise<void> {
    this.mode.set('board');
    const ok = await this.store.restore(version);
    if (ok) void this.levels.refresh();
  }

  protected async discardDraft(): Promise<void> {
    const isNew = this.store.isNew();
    await this.store.discardDraft();
    if (isNew) await this.router.navigate(['/pigment']);
  }

  protected onLimit(n: number): void {
    this.store.edit((l) => setLimit(l, n));
  }

  protected onBudget(n: number): void {
    this.store.edit((l) => setBudget(l, n, DEFAULT_MAX_STATES));
  }

  /**
   * The solve panel's "Set limit to N": the button goes away once the limit is set, so the focus moves to
   * the limit field it changed instead of falling to the page body (the board view shows the field).
   */
  protected onSetLimit(n: number): void {
    this.onLimit(n);
    this.mode.set('board');
    afterNextRender(() => this.host.nativeElement.querySelector<HTMLInputElement>('input[name=limit]')?.focus(), {
      injector: this.injector,
    });
  }

  /** Downloads the line as a PNG strip (start + one frame per tip) for a design review. */
  protected async exportStrip(line: string): Promise<void> {
    const level = this.store.level();
    if (!level) return;
    const { blob } = await solutionStripPng(level, line);
    download(blob, `${level.id}-${line}.png`);
  }

  /** Downloads the line as an animated GIF (the strip's frames one after another, looping). */
  protected async exportGif(line: string): Promise<void> {
    const level = this.store.level();
    if (!level) return;
    const { blob } = await solutionGif(level, line);
    download(blob, `${level.id}-${line}.gif`);
  }

  protected onNotes(text: string): void {
    this.store.edit((l) => setNotes(l, text));
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
    if (this.fieldsInvalid()) return;
    const doubt = saveDoubt(this.solver.state());
    if (doubt && !window.confirm(`${doubt} Save anyway?`)) return;
    const wasNew = this.store.isNew();
    const ok = await this.store.save();
    // a new level goes to the end of the pack, not to its place in id order
    if (ok && wasNew)
      void this.levels.refresh().then(async () => (await this.pack.load(), this.pack.append(this.id())));
    const s = this.solver.state();
    const etag = this.store.etag();
    if (ok && etag && s.kind === 'done') this.levels.noteStatus(this.id(), etag, statusOf(s.result));
  }

  /** The route of level `id` in the view shown now: the play-test stays the play-test, any other view the editor. */
  protected levelLink(id: string): string[] {
    return this.mode() === 'play' ? ['/pigment', id, 'play'] : ['/pigment', id];
  }

  /** Opens the previous or next level of the pack (the unsaved-changes guard asks when edits would be lost). */
  protected go(which: 'previous' | 'next'): void {
    const id = this.inPack()[which];
    if (id) void this.router.navigate(this.levelLink(id));
  }

  protected onKey(e: KeyboardEvent): void {
    const mod = e.ctrlKey || e.metaKey;
    const plain = !mod && !e.altKey && !isTyping(e.target);
    if (plain && (e.key === '[' || e.key === ']')) {
      e.preventDefault();
      this.go(e.key === '[' ? 'previous' : 'next');
    } else if (mod && e.key.toLowerCase() === 's') {
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
    if (this.hasUnsavedChanges()) e.preventDefault();
  }
}

/** Saves `blob` as a download named `name`. */
function download(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
