import { ChangeDetectionStrategy, Component, computed, input, model, output, signal, viewChild } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatButtonToggleModule } from '@angular/material/button-toggle';
import { isTyping } from '../../shell/shortcuts';
import { PigmentBoard } from '../ui/pigment-board';
import { boardCells } from '../util/board-view';
import { SHAPES, Shape, TOOLS, Tool, paint } from '../util/edit';
import { COLOR_FILL, COLOR_LETTER, COLORS, ColorName, LevelFile, MAX_SIZE, MIN_SIZE, inkOn } from '../util/level-file';
import {
  Clip,
  CellRect,
  cellsIn,
  copyRegion,
  floodFill,
  mirrorLevel,
  paintRect,
  pasteRegion,
  rectOf,
  rotateLevel,
  shiftLevel,
} from '../util/transform';

/** One edit the board editor asks for; `stroke` edits of one drag are one undo step. */
export interface EditRequest {
  readonly apply: (level: LevelFile) => LevelFile;
  readonly stroke?: boolean;
}

type At = { x: number; y: number };

/** Keys (without modifiers) for the shapes and transforms; shown in titles and in the shortcut help. */
const SHIFT_KEYS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * The visual board editor: paint tools × shapes (pen, rectangle, fill, select), colour picker,
 * transforms, size and limit fields over the ARIA board. Tool, shape, colour and the clipboard are
 * models so the page keeps them while the editor is hidden (JSON view, play-test, animation).
 */
@Component({
  selector: 'app-board-editor',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [PigmentBoard, MatButtonToggleModule, MatButtonModule],
  templateUrl: './board-editor.html',
  styleUrl: './board-editor.scss',
  host: { '(document:keydown)': 'onKey($event)' },
})
export class BoardEditor {
  readonly level = input.required<LevelFile>();
  /** True while the JSON text is broken: the board shows the last good level and cannot be painted. */
  readonly locked = input(false);
  readonly tool = model<Tool>('mark');
  readonly shape = model<Shape>('pen');
  readonly color = model<ColorName>('green');
  readonly clip = model<Clip | null>(null);
  readonly edit = output<EditRequest>();
  readonly strokeEnd = output<void>();
  readonly sizeChange = output<{ width: number; height: number }>();
  readonly limitChange = output<number>();

  protected readonly tools = TOOLS;
  protected readonly shapes = SHAPES;
  protected readonly colors = COLORS;
  protected readonly fill = COLOR_FILL;
  protected readonly letter = COLOR_LETTER;
  protected readonly ink = inkOn;
  protected readonly min = MIN_SIZE;
  protected readonly max = MAX_SIZE;
  protected readonly rows = computed(() => boardCells(this.level()));
  protected readonly needsColor = computed(() => this.tool() === 'stain' || this.tool() === 'mark');
  /** The selected rectangle (select shape) — what Ctrl+C copies. */
  protected readonly selection = signal<CellRect | null>(null);
  /** The first corner of a rectangle or selection made from the keyboard (Enter, move, Enter). */
  private readonly anchor = signal<At | null>(null);
  protected readonly highlight = computed(() => {
    const s = this.selection();
    const a = this.anchor();
    const keys = s ? cellsIn(s).map(([x, y]) => `${x},${y}`) : [];
    if (a) keys.push(`${a.x},${a.y}`);
    return new Set(keys);
  });
  private readonly board = viewChild(PigmentBoard);
  /** The level a rectangle stroke started from (each move redraws the rectangle over it). */
  private strokeBase: LevelFile | null = null;
  private strokeFrom: At | null = null;

  protected onStrokeStart(at: At): void {
    if (this.locked()) return;
    this.anchor.set(null);
    this.strokeFrom = at;
    this.strokeBase = this.level();
    if (this.shape() === 'select') this.selection.set(rectOf([at.x, at.y], [at.x, at.y]));
    else this.selection.set(null);
    if (this.shape() === 'fill') this.emit((l) => floodFill(l, this.tool(), this.color(), [at.x, at.y]), false);
    else if (this.shape() !== 'select') this.strokeTo(at);
  }

  protected onStrokeMove(at: At): void {
    if (!this.strokeFrom || this.locked()) return;
    if (this.shape() === 'select') this.selection.set(rectOf([this.strokeFrom.x, this.strokeFrom.y], [at.x, at.y]));
    else if (this.shape() !== 'fill') this.strokeTo(at);
  }

  protected onStrokeEnd(): void {
    this.strokeFrom = null;
    this.strokeBase = null;
    this.strokeEnd.emit();
  }

  /** Keyboard activation (Enter/Space): pen and fill act at once; rectangle and select take two corners. */
  protected onActivate(at: At): void {
    if (this.locked()) return;
    const shape = this.shape();
    if (shape === 'pen') return this.emit((l) => paint(l, this.tool(), this.color(), [at.x, at.y]), false);
    if (shape === 'fill') return this.emit((l) => floodFill(l, this.tool(), this.color(), [at.x, at.y]), false);
    const a = this.anchor();
    if (!a) {
      this.anchor.set(at);
      this.selection.set(null);
      return;
    }
    this.anchor.set(null);
    if (shape === 'select') this.selection.set(rectOf([a.x, a.y], [at.x, at.y]));
    else this.emit((l) => paintRect(l, this.tool(), this.color(), [a.x, a.y], [at.x, at.y]), false);
  }

  protected pickShape(s: Shape): void {
    this.shape.set(s);
    this.anchor.set(null);
    if (s !== 'select') this.selection.set(null);
  }

  /** Copies the selection (Ctrl+C). */
  copy(): boolean {
    const s = this.selection();
    if (!s) return false;
    this.clip.set(copyRegion(this.level(), s));
    return true;
  }

  /**
   * Pastes the clipboard at the focused cell (Ctrl+V), as Tiled and LDtk paste at the cursor: the selection
   * is what was copied, not where it goes. Without a board (never drawn) at the selection's corner.
   */
  paste(): boolean {
    const clip = this.clip();
    if (!clip || this.locked()) return false;
    const s = this.selection();
    const [x, y] = this.board()?.focused() ?? (s ? [s.x0, s.y0] : [0, 0]);
    this.emit((l) => pasteRegion(l, clip, [x, y]), false);
    return true;
  }

  /** The colours the current tool offers (a stain cannot be "empty"). */
  protected readonly shownColors = computed(() => COLORS.filter((c) => this.tool() === 'mark' || c !== 'empty'));

  /** Roving tabindex: the colour group is one Tab stop, on the chosen colour (or the first, if it is not shown). */
  protected swatchTabIndex(c: ColorName): number {
    if (!this.needsColor()) return -1;
    const shown = this.shownColors();
    const current = shown.includes(this.color()) ? this.color() : shown[0];
    return c === current ? 0 : -1;
  }

  /** Arrow keys, Home and End move the choice inside the colour group (as in a radio group) and its focus. */
  protected onSwatchKey(e: KeyboardEvent): void {
    const shown = this.shownColors();
    const at = Math.max(0, shown.indexOf(this.color()));
    const step: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number;
    if (e.key in step) next = (at + step[e.key] + shown.length) % shown.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = shown.length - 1;
    else return;
    e.preventDefault();
    e.stopPropagation(); // not a board shortcut (Shift+arrows shift the board)
    this.color.set(shown[next]);
    const group = (e.currentTarget as HTMLElement).parentElement?.querySelectorAll<HTMLElement>('.swatch[role=radio]');
    group?.[next]?.focus();
  }

  protected mirror(axis: 'horizontal' | 'vertical'): void {
    this.transform((l) => mirrorLevel(l, axis));
  }

  protected rotate(turn: 'cw' | 'ccw'): void {
    this.transform((l) => rotateLevel(l, turn));
  }

  protected shift(dx: number, dy: number): void {
    this.transform((l) => shiftLevel(l, dx, dy));
  }

  protected onSize(which: 'width' | 'height', field: HTMLInputElement): void {
    const l = this.level();
    const n = Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(Number(field.value))));
    // show the size actually used (out-of-range or junk input snaps back)
    field.value = String(Number.isFinite(n) ? n : l[which]);
    if (!Number.isFinite(n)) return;
    this.sizeChange.emit({ width: which === 'width' ? n : l.width, height: which === 'height' ? n : l.height });
  }

  protected onLimit(raw: string): void {
    const n = Number(raw);
    if (Number.isFinite(n) && n >= 1) this.limitChange.emit(n);
  }

  /** Board shortcuts; they work wherever the focus is on the page, except in text fields and dialogs. */
  protected onKey(e: KeyboardEvent): void {
    if (e.altKey || isTyping(e.target) || inDialog(e.target)) return;
    const mod = e.ctrlKey || e.metaKey;
    const k = e.key.toLowerCase();
    const act = mod ? this.modKey(k) : this.plainKey(e);
    if (act) {
      e.preventDefault();
      act();
    }
  }

  private modKey(k: string): (() => void) | null {
    if (k === 'c' && this.selection()) return () => this.copy();
    if (k === 'v' && this.clip()) return () => this.paste();
    return null;
  }

  private plainKey(e: KeyboardEvent): (() => void) | null {
    const k = e.key.toLowerCase();
    const i = Number(e.key) - 1;
    if (Number.isInteger(i) && i >= 0 && i < TOOLS.length) return () => this.tool.set(TOOLS[i].id);
    const shape = SHAPES.find((s) => s.key === k);
    if (shape && !e.shiftKey) return () => this.pickShape(shape.id);
    if (k === 'm') return () => this.mirror(e.shiftKey ? 'vertical' : 'horizontal');
    if (k === 't') return () => this.rotate(e.shiftKey ? 'ccw' : 'cw');
    if (e.key === 'Escape') return () => (this.anchor.set(null), this.selection.set(null));
    const d = SHIFT_KEYS[e.key];
    if (d && e.shiftKey) return () => this.shift(d[0], d[1]);
    return null;
  }

  private strokeTo(at: At): void {
    const base = this.strokeBase;
    const from = this.strokeFrom;
    if (!base || !from) return;
    if (this.shape() === 'rect') {
      this.emit(() => paintRect(base, this.tool(), this.color(), [from.x, from.y], [at.x, at.y]), true);
    } else this.emit((l) => paint(l, this.tool(), this.color(), [at.x, at.y]), true);
  }

  private transform(apply: (l: LevelFile) => LevelFile): void {
    if (this.locked()) return;
    this.anchor.set(null);
    this.selection.set(null);
    this.emit(apply, false);
  }

  private emit(apply: (l: LevelFile) => LevelFile, stroke: boolean): void {
    this.edit.emit({ apply, stroke });
  }
}

function inDialog(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && typeof el.closest === 'function' && !!el.closest('.cdk-overlay-container');
}
