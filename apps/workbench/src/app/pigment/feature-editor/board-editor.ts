import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  computed,
  DestroyRef,
  ElementRef,
  inject,
  input,
  model,
  output,
  signal,
  viewChild,
} from '@angular/core';
import { COLOR_NAMES, MAX_MARKS } from '@levelbench/pigment';
import { MatButtonModule } from '@angular/material/button';
import { MatButtonToggleModule } from '@angular/material/button-toggle';
import { isTyping } from '../../shell/shortcuts';
import { MIN_ZOOM, fitZoom, watchRoom } from '../ui/board-fit';
import { PigmentBoard } from '../ui/pigment-board';
import { BoardFields } from './board-fields';
import { boardCells } from '../util/board-view';
import { SHAPES, Shape, TOOLS, Tool, marksFull, paint } from '../util/edit';
import { COLOR_FILL, COLOR_LETTER, ColorName, LevelFile, inkOn } from '../util/level-file';
import {
  Clip,
  CellRect,
  cellsIn,
  copyRegion,
  floodFill,
  mirrorLevel,
  paintRect,
  pasteOverflows,
  pasteRegion,
  rectOf,
  rotateLevel,
  shiftLevel,
} from '../util/transform';

/** Zoom steps of the − / + buttons and Ctrl+wheel, and the range. */
const ZOOM_STEP = 0.1;
const MAX_ZOOM = 2;
/** What the Mark tool says when an eighth mark is painted. */
export const MARKS_FULL = `A level can have at most ${MAX_MARKS} marks: erase or recolour one instead of adding another.`;

/** One edit the board editor asks for; `stroke` edits of one drag are one undo step. */
export interface EditRequest {
  readonly apply: (level: LevelFile) => LevelFile;
  readonly stroke?: boolean;
}

type At = { x: number; y: number };

/** A whole-board button (mirror, rotate) and its key, with or without Shift. */
interface BoardTransform {
  readonly label: string;
  readonly title: string;
  readonly key: string;
  readonly shiftKey: boolean;
  readonly apply: (l: LevelFile) => LevelFile;
}

/** The whole-board buttons in the order shown. */
const TRANSFORMS: readonly BoardTransform[] = [
  {
    label: 'Mirror ↔',
    title: 'Mirror left ↔ right (M)',
    key: 'm',
    shiftKey: false,
    apply: (l) => mirrorLevel(l, 'horizontal'),
  },
  {
    label: 'Mirror ↕',
    title: 'Mirror top ↕ bottom (Shift+M)',
    key: 'm',
    shiftKey: true,
    apply: (l) => mirrorLevel(l, 'vertical'),
  },
  { label: 'Rotate ⟳', title: 'Rotate clockwise (T)', key: 't', shiftKey: false, apply: (l) => rotateLevel(l, 'cw') },
  {
    label: 'Rotate ⟲',
    title: 'Rotate anticlockwise (Shift+T)',
    key: 't',
    shiftKey: true,
    apply: (l) => rotateLevel(l, 'ccw'),
  },
];

/** The shift buttons, one cell each way, and their keys (Shift+arrow). */
const SHIFTS: readonly { name: string; arrow: string; key: string; dx: number; dy: number; title: string }[] = [
  {
    name: 'west',
    arrow: '←',
    key: 'ArrowLeft',
    dx: -1,
    dy: 0,
    title: 'Shift everything one cell west (Shift+←); what leaves an edge comes back at the other',
  },
  { name: 'north', arrow: '↑', key: 'ArrowUp', dx: 0, dy: -1, title: 'Shift everything one cell north (Shift+↑)' },
  { name: 'south', arrow: '↓', key: 'ArrowDown', dx: 0, dy: 1, title: 'Shift everything one cell south (Shift+↓)' },
  { name: 'east', arrow: '→', key: 'ArrowRight', dx: 1, dy: 0, title: 'Shift everything one cell east (Shift+→)' },
];

/**
 * The visual board editor: paint tools × shapes (pen, rectangle, fill, select), colour picker,
 * transforms, size and limit fields over the ARIA board. Tool, shape, colour and the clipboard are
 * models so the page keeps them while the editor is hidden (JSON view, play-test, animation).
 */
@Component({
  selector: 'app-board-editor',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [PigmentBoard, BoardFields, MatButtonToggleModule, MatButtonModule],
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
  /** True while a number field holds what it may not (the page holds Save back). */
  readonly invalidChange = output<boolean>();

  protected readonly tools = TOOLS;
  protected readonly shapes = SHAPES;
  protected readonly colors = COLOR_NAMES;
  protected readonly fill = COLOR_FILL;
  protected readonly letter = COLOR_LETTER;
  protected readonly ink = inkOn;
  protected readonly transforms = TRANSFORMS;
  protected readonly shifts = SHIFTS;
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
  /** Why the last paint was refused (an eighth mark), until the next paint or tool change. */
  protected readonly refusal = signal<string | null>(null);
  /** 'fit': the board is scaled to fit the space it has; a number: the designer's own zoom. */
  protected readonly zoomSetting = signal<'fit' | number>('fit');
  /** The space the board may use (the viewport's width, the window's height below it). */
  private readonly room = signal<{ width: number; height: number }>({ width: 10_000, height: 10_000 });
  protected readonly zoom = computed(() => {
    const z = this.zoomSetting();
    if (z !== 'fit') return z;
    const { width, height } = this.room();
    return fitZoom(this.level().width, this.level().height, width, height);
  });
  /** Zoomed in, the viewport stays within the window and scrolls; at fit it is just the board's height. */
  protected readonly maxHeight = computed(() => Math.max(240, this.room().height));
  protected readonly zoomPercent = computed(() => Math.round(this.zoom() * 100));
  private readonly viewport = viewChild<ElementRef<HTMLElement>>('viewport');
  private pan: { x: number; y: number; left: number; top: number; id: number } | null = null;

  constructor() {
    const destroyRef = inject(DestroyRef);
    afterNextRender(() => {
      const el = this.viewport()?.nativeElement;
      if (!el) return;
      const unwatch = watchRoom(el, (room) => this.room.set(room));
      // pan: middle button, or Alt with the main button, drags the view (painting keeps the plain main button)
      const down = (e: PointerEvent) => {
        if (!(e.button === 1 || (e.button === 0 && e.altKey))) return;
        e.preventDefault();
        e.stopPropagation();
        this.pan = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop, id: e.pointerId };
        el.setPointerCapture?.(e.pointerId);
      };
      const move = (e: PointerEvent) => {
        if (!this.pan || e.pointerId !== this.pan.id) return;
        el.scrollLeft = this.pan.left - (e.clientX - this.pan.x);
        el.scrollTop = this.pan.top - (e.clientY - this.pan.y);
      };
      const up = () => (this.pan = null);
      const wheel = (e: WheelEvent) => {
        if (!e.ctrlKey) return;
        e.preventDefault();
        this.zoomBy(e.deltaY < 0 ? 1 : -1);
      };
      el.addEventListener('pointerdown', down, { capture: true });
      el.addEventListener('pointermove', move);
      el.addEventListener('pointerup', up);
      el.addEventListener('pointercancel', up);
      el.addEventListener('wheel', wheel, { passive: false });
      destroyRef.onDestroy(() => {
        unwatch();
        el.removeEventListener('pointerdown', down, { capture: true });
        el.removeEventListener('pointermove', move);
        el.removeEventListener('pointerup', up);
        el.removeEventListener('pointercancel', up);
        el.removeEventListener('wheel', wheel);
      });
    });
  }

  /** One zoom step in (+1) or out (−1) from the current zoom; leaves "fit". */
  protected zoomBy(steps: number): void {
    const z = Math.round((this.zoom() + steps * ZOOM_STEP) * 10) / 10;
    this.zoomSetting.set(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z)));
  }

  protected fit(): void {
    this.zoomSetting.set('fit');
  }

  /** Says so when the Mark tool would add an eighth mark at `at` (the paint itself refuses it). */
  private checkMarkRoom(at: At): void {
    if (this.tool() === 'mark' && marksFull(this.level(), [at.x, at.y])) this.refusal.set(MARKS_FULL);
  }
  /** The level a rectangle stroke started from (each move redraws the rectangle over it). */
  private strokeBase: LevelFile | null = null;
  private strokeFrom: At | null = null;

  protected onStrokeStart(at: At): void {
    if (this.locked()) return;
    this.refusal.set(null);
    this.anchor.set(null);
    this.strokeFrom = at;
    this.strokeBase = this.level();
    if (this.shape() === 'select') this.selection.set(rectOf([at.x, at.y], [at.x, at.y]));
    else this.selection.set(null);
    if (this.shape() === 'fill') this.checkMarkRoom(at);
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
    this.refusal.set(null);
    const shape = this.shape();
    if (shape === 'pen' || shape === 'fill') this.checkMarkRoom(at);
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
    else this.checkMarkRoom(at);
    if (shape !== 'select') this.emit((l) => paintRect(l, this.tool(), this.color(), [a.x, a.y], [at.x, at.y]), false);
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
    // the focused cell first (Ctrl+V pastes there even while a selection exists), else the selection's corner
    const [x, y] = this.board()?.focused() ?? (s ? [s.x0, s.y0] : [0, 0]);
    this.refusal.set(
      pasteOverflows(this.level(), clip, [x, y]) ? `Pasting there would make more than ${MAX_MARKS} marks.` : null,
    );
    this.emit((l) => pasteRegion(l, clip, [x, y]), false);
    return true;
  }

  /** The colours the current tool offers (a stain cannot be "empty"). */
  protected readonly shownColors = computed(() => COLOR_NAMES.filter((c) => this.tool() === 'mark' || c !== 'empty'));

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

  protected shift(dx: number, dy: number): void {
    this.transform((l) => shiftLevel(l, dx, dy));
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
    const turn = TRANSFORMS.find((t) => t.key === k && t.shiftKey === e.shiftKey);
    if (turn) return () => this.transform(turn.apply);
    if (e.key === 'Escape') return () => (this.anchor.set(null), this.selection.set(null));
    const d = e.shiftKey && SHIFTS.find((s) => s.key === e.key);
    if (d) return () => this.shift(d.dx, d.dy);
    return null;
  }

  private strokeTo(at: At): void {
    const base = this.strokeBase;
    const from = this.strokeFrom;
    if (!base || !from) return;
    this.checkMarkRoom(at);
    if (this.shape() === 'rect') {
      this.emit(() => paintRect(base, this.tool(), this.color(), [from.x, from.y], [at.x, at.y]), true);
    } else this.emit((l) => paint(l, this.tool(), this.color(), [at.x, at.y]), true);
  }

  protected transform(apply: (l: LevelFile) => LevelFile): void {
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
