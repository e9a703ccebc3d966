import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  ElementRef,
  afterNextRender,
  computed,
  effect,
  inject,
  input,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatCheckboxModule } from '@angular/material/checkbox';
import type { CubeModel } from '../util/cube-model';
import type { CubeRenderer } from '../util/cube-renderer';

let nextId = 0;

/** One press of Turn left / Turn right: a sixteenth of a full turn. */
const TURN_STEP = Math.PI / 8;

/** A toolbar button of the 3D view: its accessible name, what it shows, what it does. */
interface Cube3dControl {
  readonly label: string;
  readonly symbol: string;
  readonly act: (renderer: CubeRenderer) => void;
}

/** Where the 3D view is: loading three, drawing, or unable to (no WebGL, or three failed to load). */
export type Cube3dState = 'loading' | 'ready' | 'no-webgl' | 'failed';

/**
 * The cube in 3D (the same view model as the top view): ground columns by height, water, upper floors, cave
 * rock (cut away by default), stairs, bridges with pillars, ladders, fences, portals on their floors, the
 * planned routes. three.js is loaded on first use, in its own chunk. Drag to turn, wheel to zoom, arrow keys
 * pan when the canvas has focus; the buttons do the same from the keyboard.
 */
@Component({
  selector: 'app-cube-3d',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule, MatCheckboxModule],
  template: `
    <div class="toolbar" role="group" aria-label="3D view controls">
      <button mat-stroked-button type="button" (click)="renderer()?.reset()" [disabled]="!renderer()">
        Reset view
      </button>
      @for (c of controls; track c.label) {
        <button
          mat-stroked-button
          type="button"
          [attr.aria-label]="c.label"
          [attr.title]="c.label"
          (click)="control(c)"
          [disabled]="!renderer()"
        >
          {{ c.symbol }}
        </button>
      }
      <mat-checkbox
        data-testid="cutaway"
        [checked]="cutaway()"
        (change)="cutaway.set($event.checked)"
        [disabled]="!hasRock()"
        >Cut away cave rock</mat-checkbox
      >
    </div>
    <div class="stage" [attr.data-state]="state()">
      <canvas
        #canvas
        tabindex="0"
        role="img"
        data-testid="cube-3d-canvas"
        [attr.aria-label]="'3D view of the cube: ' + model().summary"
        [attr.aria-describedby]="hintId"
        [attr.data-drawn]="drawn()"
      ></canvas>
      @switch (state()) {
        @case ('loading') {
          <p class="note" role="status">Loading the 3D view…</p>
        }
        @case ('no-webgl') {
          <p class="note" role="alert" data-testid="cube-3d-unavailable">
            This browser cannot draw 3D (WebGL is off or missing). The top view shows the same cube.
          </p>
        }
        @case ('failed') {
          <p class="note" role="alert" data-testid="cube-3d-unavailable">The 3D view failed to load: {{ failure() }}</p>
        }
      }
    </div>
    <p class="hint" [id]="hintId">
      Drag to turn, wheel or + / − to zoom, right-drag or the arrow keys (canvas focused) to pan.
      @if (hasRock()) {
        {{ cutaway() ? 'Cave rock is cut away (drawn faint).' : 'Cave rock is drawn solid.' }}
      }
    </p>
  `,
  styles: `
    :host {
      display: block;
    }
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 6px;
      margin-bottom: 6px;
      button {
        min-width: 40px;
      }
    }
    .stage {
      position: relative;
      border-radius: 8px;
      background: var(--mat-sys-surface-container-high);
      outline: 1px solid var(--mat-sys-outline-variant);
    }
    canvas {
      display: block;
      width: 100%;
      aspect-ratio: 5 / 4;
      border-radius: 8px;
      &:focus-visible {
        outline: 3px solid var(--mat-sys-primary);
        outline-offset: 2px;
      }
    }
    .note {
      position: absolute;
      inset: 0;
      margin: 0;
      display: flex;
      align-items: center;
      justify-content: center;
      padding: 24px;
      text-align: center;
      font: var(--mat-sys-body-large);
    }
    .hint {
      font: var(--mat-sys-body-small);
      opacity: 0.85;
      margin: 4px 0 0;
    }
  `,
})
export class Cube3d {
  /** The cube's view model (the top view reads the same one). */
  readonly model = input.required<CubeModel>();
  /** Which cube this is (e.g. seed, depth, x, y): the camera is framed afresh only when it changes, so building the same cube again (Build it) keeps the view. */
  readonly cubeKey = input<string>();

  /** The zoom and turn buttons: each names what it does to the renderer. */
  protected readonly controls: readonly Cube3dControl[] = [
    { label: 'Zoom in', symbol: '+', act: (r) => r.zoom(1.25) },
    { label: 'Zoom out', symbol: '−', act: (r) => r.zoom(0.8) },
    { label: 'Turn left', symbol: '⟲', act: (r) => r.turn(TURN_STEP) },
    { label: 'Turn right', symbol: '⟳', act: (r) => r.turn(-TURN_STEP) },
  ];
  protected readonly hintId = `cube-3d-hint-${nextId++}`;
  protected readonly cutaway = signal(true);
  protected readonly hasRock = computed(() => this.model().rockShare > 0);
  protected readonly renderer = signal<CubeRenderer | null>(null);
  protected readonly failure = signal('');
  /** How many times the scene was drawn anew (a test hook: it changes when the cube or the cut-away does). */
  protected readonly drawn = signal(0);
  readonly state = signal<Cube3dState>('loading');

  private readonly canvas = viewChild.required<ElementRef<HTMLCanvasElement>>('canvas');
  private shown: { model: CubeModel; key: string | undefined } | null = null;

  constructor() {
    const destroyRef = inject(DestroyRef);
    let destroyed = false;
    let resize: ResizeObserver | null = null;
    destroyRef.onDestroy(() => {
      destroyed = true;
      resize?.disconnect();
      this.renderer()?.dispose();
    });
    afterNextRender(() => {
      const canvas = this.canvas().nativeElement;
      void this.start(canvas).then((r) => {
        if (!r) return;
        if (destroyed) return r.dispose();
        const fit = () => r.resize(canvas.clientWidth, canvas.clientHeight);
        fit();
        if (typeof ResizeObserver !== 'undefined') {
          resize = new ResizeObserver(fit);
          resize.observe(canvas);
        }
        this.renderer.set(r);
        this.state.set('ready');
      });
    });
    effect(() => {
      const [r, m, cutaway, key] = [this.renderer(), this.model(), this.cutaway(), this.cubeKey()];
      if (!r) return;
      const last = this.shown;
      r.show(m, { cutaway }, !last || (key === undefined ? m !== last.model : key !== last.key));
      this.shown = { model: m, key };
      untracked(() => this.drawn.update((n) => n + 1));
    });
  }

  /** Loads three (its own chunk) once the canvas has a WebGL context; null and a message when it cannot. */
  protected control(c: Cube3dControl): void {
    const r = this.renderer();
    if (r) c.act(r);
  }

  private async start(canvas: HTMLCanvasElement): Promise<CubeRenderer | null> {
    const hasWebgl = typeof WebGL2RenderingContext !== 'undefined';
    if (!hasWebgl) {
      this.state.set('no-webgl');
      return null;
    }
    try {
      const lib = await import('../util/cube-renderer');
      const context = lib.webglContext(canvas);
      if (!context) {
        this.state.set('no-webgl');
        return null;
      }
      return lib.createCubeRenderer(canvas, context);
    } catch (e) {
      this.failure.set(e instanceof Error ? e.message : String(e));
      this.state.set('failed');
      return null;
    }
  }
}
