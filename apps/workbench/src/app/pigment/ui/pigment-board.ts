import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  computed,
  effect,
  input,
  output,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import type { Dir } from '@levelbench/pigment';
import { CellView } from '../util/board-view';
import { DieCube, DieFaces } from './die-cube';
import { tipDir, tipPose } from './die-roll';

/** One accepted tip to animate: the die arcs from `from` to its cell, the stain there tweens. */
export interface TipAnimation {
  readonly from: readonly [number, number];
  readonly seq: number;
  /** A white face landed: the stain flashes paper, then settles to floor. */
  readonly flash?: boolean;
}

/** The flash colour of a white landing. */
const PAPER = '#f5f2ea';

/** Duration of one tip animation; play input is ignored for this long. */
export const TIP_MS = 260;

/** Cell pitch in pixels (cell + gap). */
const CELL = 56;
const GAP = 4;

/**
 * The board as an ARIA grid: one gridcell per cell, labelled in words ("1,0: mark green, stain empty").
 * Marks are a ring plus a letter; holes are cut out; the die floats over its cell.
 */
@Component({
  selector: 'app-pigment-board',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [DieCube],
  host: { '(document:pointerup)': 'endStroke()', '(document:pointercancel)': 'endStroke()' },
  templateUrl: './pigment-board.html',
  styleUrl: './pigment-board.scss',
})
export class PigmentBoard {
  readonly rows = input.required<CellView[][]>();
  /** Accessible name of the grid. */
  readonly label = input('Pigment board');
  /** The die faces when a die is drawn (play, preview); null hides it. */
  readonly die = input<DieFaces | null>(null);
  /** The last tip, for the arc animation. */
  readonly tip = input<TipAnimation | null>(null);
  /** 'edit': roving keyboard focus, Enter/Space paints; 'play': cells are click targets; 'view': read-only. */
  readonly mode = input<'edit' | 'play' | 'view'>('view');
  /** Cells drawn with a highlight ring, as "x,y" keys (a selection, a rectangle's first corner, a diff). */
  readonly highlight = input<ReadonlySet<string>>(new Set());
  /** A cell was clicked (play) or activated from the keyboard (edit). */
  readonly activate = output<{ x: number; y: number }>();
  /** Edit mode: a pointer stroke started on a cell, entered a further cell, ended. One stroke = one drag. */
  readonly strokeStart = output<{ x: number; y: number }>();
  readonly strokeMove = output<{ x: number; y: number }>();
  readonly strokeEnd = output<void>();

  protected readonly pitch = CELL + GAP;
  private readonly focus = signal<[number, number]>([0, 0]);
  /** The cell with the roving keyboard focus (where Enter paints and paste lands). */
  readonly focused = this.focus.asReadonly();
  private stroking = false;
  protected readonly dieCell = computed(() => {
    for (const row of this.rows()) for (const c of row) if (c.die) return c;
    return null;
  });
  private readonly dieEl = viewChild<ElementRef<HTMLElement>>('dieEl');
  /** The tip being drawn: the turn so far and the die's offset from its cell (lift included); null at rest. */
  protected readonly rolling = signal<{ dir: Dir; angle: number; x: number; y: number } | null>(null);
  private rollSeq = 0;
  protected readonly dieRoll = computed(() => {
    const r = this.rolling();
    return r ? { dir: r.dir, angle: r.angle } : null;
  });
  protected readonly dieTransform = computed(() => {
    const r = this.rolling();
    return r ? `translate(${r.x.toFixed(2)}px, ${r.y.toFixed(2)}px)` : null;
  });
  private readonly host = viewChild.required<ElementRef<HTMLElement>>('grid');

  constructor() {
    effect(() => {
      const t = this.tip();
      const el = this.dieEl()?.nativeElement;
      const to = untracked(() => this.dieCell());
      if (!t || !el || !to) return;
      const dir = tipDir(t.from, [to.x, to.y]);
      if (dir && !prefersReducedMotion(el)) untracked(() => this.startRoll(dir, t.from, to));
      if (t.flash) {
        const cell = this.host().nativeElement.querySelector<HTMLElement>(`[data-x="${to.x}"][data-y="${to.y}"]`);
        cell?.animate(
          [
            { backgroundColor: PAPER, offset: 0.45 },
            { backgroundColor: to.fill, offset: 1 },
          ],
          { duration: TIP_MS * 1.6, easing: 'ease-out' },
        );
      }
    });
  }

  /**
   * Rolls the die from `from` to its cell over {@link TIP_MS} (see die-roll.ts): each frame the position
   * lerps, the lift follows a sine arc and the cube with the faces before the tip turns 0 → 90° around the
   * tip axis; at the end the faces after the tip show at rest, which is the same picture.
   */
  private startRoll(dir: Dir, from: readonly [number, number], to: CellView): void {
    const dx = (from[0] - to.x) * this.pitch;
    const dy = (from[1] - to.y) * this.pitch;
    const t0 = performance.now();
    const seq = ++this.rollSeq;
    const frame = (now: number): void => {
      if (seq !== this.rollSeq) return; // a newer tip took over
      const pose = tipPose((now - t0) / TIP_MS);
      if (pose.along >= 1) return this.rolling.set(null);
      this.rolling.set({
        dir,
        angle: (pose.angleDeg * Math.PI) / 180,
        x: dx * (1 - pose.along),
        y: dy * (1 - pose.along) - pose.lift,
      });
      requestAnimationFrame(frame);
    };
    frame(t0);
  }

  protected onClick(c: CellView): void {
    // edit mode paints with pointer strokes instead (a click is a one-cell stroke)
    if (this.mode() !== 'play') return;
    this.focus.set([c.x, c.y]);
    this.activate.emit({ x: c.x, y: c.y });
  }

  protected onPointerDown(e: PointerEvent, c: CellView): void {
    if (this.mode() !== 'edit' || e.button !== 0) return;
    // touch and pen capture the pointer on the first cell; release it so the cells under the finger get the events
    (e.target as Element).releasePointerCapture?.(e.pointerId);
    e.preventDefault();
    this.focus.set([c.x, c.y]);
    this.host()
      .nativeElement.querySelector<HTMLElement>(`[data-x="${c.x}"][data-y="${c.y}"]`)
      ?.focus({ preventScroll: true });
    this.stroking = true;
    this.strokeStart.emit({ x: c.x, y: c.y });
  }

  protected onFocus(c: CellView): void {
    if (this.mode() === 'edit') this.focus.set([c.x, c.y]);
  }

  protected onPointerEnter(e: PointerEvent, c: CellView): void {
    if (!this.stroking) return;
    if ((e.buttons & 1) === 0) return this.endStroke();
    this.focus.set([c.x, c.y]);
    this.strokeMove.emit({ x: c.x, y: c.y });
  }

  /** Ends a stroke wherever the button is released (also outside the board). */
  protected endStroke(): void {
    if (!this.stroking) return;
    this.stroking = false;
    this.strokeEnd.emit();
  }

  protected onKey(e: KeyboardEvent, c: CellView): void {
    if (this.mode() !== 'edit') return;
    const rows = this.rows();
    const move: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    // Shift+arrows belong to the page (the editor shifts the whole board)
    if (move[e.key] && !e.shiftKey) {
      e.preventDefault();
      const x = Math.max(0, Math.min(rows[0].length - 1, c.x + move[e.key][0]));
      const y = Math.max(0, Math.min(rows.length - 1, c.y + move[e.key][1]));
      this.focus.set([x, y]);
      this.host().nativeElement.querySelector<HTMLElement>(`[data-x="${x}"][data-y="${y}"]`)?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.activate.emit({ x: c.x, y: c.y });
    }
  }

  protected tabIndex(c: CellView): number {
    if (this.mode() !== 'edit') return -1;
    const [fx, fy] = this.focus();
    return c.x === fx && c.y === fy ? 0 : -1;
  }
}

/** True when the user asked for less motion: the die then lands at once (the stain still changes). */
function prefersReducedMotion(el: HTMLElement): boolean {
  return el.ownerDocument.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
