import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  computed,
  effect,
  inject,
  input,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatButtonToggleModule } from '@angular/material/button-toggle';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { RouterLink } from '@angular/router';
import { PALETTE, boardSchema, type Curve } from '@levelbench/watersort';
import { JsonFileBar } from '../../shared/ui/json-file-bar';
import { isTyping } from '../../shell/shortcuts';
import { BoardAnalysisStore } from '../data-access/board-analysis.store';
import { BoardEditorStore } from '../data-access/board-editor.store';
import { CurveStore } from '../data-access/curve.store';
import { RawJsonPanel } from '../ui/raw-json-panel';
import { TubeBoard } from '../ui/tube-board';
import { EDITOR_MAX_COLORS, EDITOR_MIN_COLORS, MAX_CAPACITY, MIN_CAPACITY, parseEditorBoard } from '../util/board-edit';
import { pinsOf } from '../util/curve-pins';
import { PinPanel } from './pin-panel';
import { AnalysisPanel } from './analysis-panel';

/** What a tap (click, Enter, Space) on a tube does. */
type TapMode = 'add' | 'remove';

const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, k) => lo + k);

/**
 * The Water Sort board editor: pick a colour, tap tubes to fill them (or take their top unit off), add or
 * remove tubes; the seed's rules are checked live, a valid board is solved and measured in a Web Worker,
 * and the board can be pinned to a curve level (saved in levels/watersort/curve.json) or unpinned.
 */
@Component({
  selector: 'app-board-editor-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    MatButtonModule,
    MatButtonToggleModule,
    MatProgressBarModule,
    JsonFileBar,
    RawJsonPanel,
    RouterLink,
    TubeBoard,
    AnalysisPanel,
    PinPanel,
  ],
  providers: [BoardAnalysisStore],
  templateUrl: './board-editor-page.html',
  styleUrl: './board-editor-page.scss',
  host: { '(document:keydown)': 'onKey($event)' },
})
export class BoardEditorPage {
  /** `?level=N`: the level to pin to; a pinned level's board opens in the editor. */
  readonly level = input<string>();

  protected readonly editor = inject(BoardEditorStore);
  protected readonly curve = inject(CurveStore);
  protected readonly analysis = inject(BoardAnalysisStore);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  private readonly boardBox = viewChild.required<ElementRef<HTMLElement>>('boardBox');

  protected readonly colorChoices = range(EDITOR_MIN_COLORS, EDITOR_MAX_COLORS);
  protected readonly capacityChoices = range(MIN_CAPACITY, MAX_CAPACITY);
  protected readonly mode = signal<TapMode>('add');
  protected readonly boardSchema = boardSchema;
  protected readonly parseBoard = parseEditorBoard;
  /** The palette entries the board may use, with how many units of each are placed. */
  protected readonly swatches = computed(() => {
    const counts = this.editor.counts();
    const cap = this.editor.board().capacity;
    return this.editor
      .palette()
      .map((name, k) => ({ name, key: k + 1, hex: PALETTE[k].hex, placed: counts.get(name) ?? 0, cap }));
  });
  protected readonly valid = computed(() => this.editor.problems().length === 0);
  protected readonly boardLabel = computed(
    () =>
      `Board being edited: Enter or a click ${this.mode() === 'add' ? `adds ${this.editor.color()} to` : 'takes the top unit off'} the focused tube, Backspace takes its top unit off, arrow keys move between tubes`,
  );

  /** Their version in one line, for the conflict banner. */
  protected readonly describeTheirs = (t: Curve): string =>
    `${t.levels} levels, ${pinsOf(t).length} pinned (${
      pinsOf(t)
        .map((p) => p.level)
        .join(', ') || 'none'
    })`;

  constructor() {
    void this.curve.load();
    // only a board the rules accept goes to the solver
    effect(() => {
      const board = this.editor.board();
      const ok = this.valid();
      untracked(() => this.analysis.follow(ok ? board : null));
    });
  }

  /** A click or Enter/Space on tube i. */
  protected tap(i: number): void {
    if (this.mode() === 'add') this.editor.add(i);
    else this.editor.remove(i);
  }

  protected setColors(v: string): void {
    this.editor.setColors(Number(v));
  }

  protected setCapacity(v: string): void {
    this.editor.setCapacity(Number(v));
  }

  protected addTube(): void {
    if (this.editor.addTube()) this.focusTube(this.editor.board().tubes.length - 1);
  }

  /** Removes the last empty tube (a tube with liquid is never removed). */
  protected removeTube(): void {
    const tubes = this.editor.board().tubes;
    const i = tubes.map((t) => t.length).lastIndexOf(0);
    if (i < 0) {
      this.editor.say('No tube is empty: take the units off a tube first.', true);
      return;
    }
    this.editor.removeTube(i);
  }

  /**
   * Keys: on a focused tube Backspace/Delete takes its top unit off, arrows/Home/End move along the tubes
   * (Enter and Space are the tube's own); anywhere outside a field 1…9 pick a colour, Ctrl+Z / Ctrl+Y undo and redo.
   */
  protected onKey(e: KeyboardEvent): void {
    // a colour swatch is a radio input, not a text field: the keys work there too
    const swatch = e.target instanceof HTMLInputElement && e.target.type === 'radio';
    if ((isTyping(e.target) && !swatch) || e.altKey || e.metaKey) return;
    const k = e.key.toLowerCase();
    if (e.ctrlKey) {
      if (k === 'z' && !e.shiftKey) this.editor.undo();
      else if (k === 'y' || (k === 'z' && e.shiftKey)) this.editor.redo();
      else return;
      e.preventDefault();
      return;
    }
    const tube = this.tubeOf(e.target);
    if (tube !== null) {
      const n = this.editor.board().tubes.length;
      if (k === 'backspace' || k === 'delete') this.editor.remove(tube);
      else if (k === 'arrowright' || k === 'arrowdown') this.focusTube(Math.min(n - 1, tube + 1));
      else if (k === 'arrowleft' || k === 'arrowup') this.focusTube(Math.max(0, tube - 1));
      else if (k === 'home') this.focusTube(0);
      else if (k === 'end') this.focusTube(n - 1);
      else if (!this.pickByKey(k)) return;
      e.preventDefault();
      return;
    }
    if (this.pickByKey(k)) e.preventDefault();
  }

  /** 1…9 pick the board's k-th colour; a key beyond the board's colours says so. */
  private pickByKey(k: string): boolean {
    if (!/^[1-9]$/.test(k)) return false;
    const color = this.editor.palette()[Number(k) - 1];
    if (color) this.editor.pick(color);
    else this.editor.say(`The board has ${this.editor.palette().length} colours: no colour ${k}.`, true);
    return true;
  }

  private tubeOf(target: EventTarget | null): number | null {
    const el = target instanceof Element ? target.closest('[data-tube]') : null;
    if (!el || !this.boardBox().nativeElement.contains(el)) return null;
    return Number(el.getAttribute('data-tube'));
  }

  /** Moves the keyboard focus to tube i once it is drawn. */
  private focusTube(i: number): void {
    setTimeout(() => {
      const el = this.host.nativeElement.querySelector(`[data-tube="${i}"]`) as SVGGElement | null;
      el?.focus();
    });
  }
}
