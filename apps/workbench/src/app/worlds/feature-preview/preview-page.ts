import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  Injector,
  afterNextRender,
  computed,
  effect,
  inject,
  input,
  untracked,
} from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatButtonToggleModule } from '@angular/material/button-toggle';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { MatSliderModule } from '@angular/material/slider';
import { Router, RouterLink } from '@angular/router';
import { CORE_DEPTH, KIND_FILL } from '@levelbench/worldgen';
import { PLAY_SPEEDS, PlayStore } from '../data-access/play.store';
import { PreviewStore } from '../data-access/preview.store';
import { WeightsStore } from '../data-access/weights.store';
import { Cube3d } from '../ui/cube-3d';
import { CubeLegend } from '../ui/cube-legend';
import { CubeView } from '../ui/cube-view';
import { DepthMapView } from '../ui/depth-map';
import { buildSummary, formatMs } from '../util/build-summary';
import { cubeModel } from '../util/cube-model';
import { mapSummary } from '../util/map-view';

function int(v: string | undefined, fallback: number, lo: number, hi: number): number {
  const n = Math.round(Number(v));
  return v !== undefined && v !== '' && Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : fallback;
}

/** World preview: seed and depth pick a depth map; clicking a cube builds it and shows the inspector's verdict. */
@Component({
  selector: 'app-preview-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    MatButtonModule,
    MatButtonToggleModule,
    MatProgressBarModule,
    MatSliderModule,
    RouterLink,
    DepthMapView,
    CubeView,
    Cube3d,
    CubeLegend,
  ],
  providers: [PreviewStore, PlayStore],
  templateUrl: './preview-page.html',
  styleUrl: './preview-page.scss',
})
export class PreviewPage {
  /** Query parameters, so reports can link to a cube: `?seed=3&depth=7&x=1&y=-2`. */
  readonly seed = input<string>();
  readonly depth = input<string>();
  readonly x = input<string>();
  readonly y = input<string>();
  /** `?view=3d` shows the opened cube in 3D (the top view otherwise). */
  readonly view = input<string>();

  protected readonly store = inject(PreviewStore);
  protected readonly weights = inject(WeightsStore);
  protected readonly play = inject(PlayStore);
  protected readonly speeds = PLAY_SPEEDS;
  private readonly router = inject(Router);
  protected readonly maxDepth = CORE_DEPTH;
  protected readonly seedNo = computed(() => int(this.seed(), 1, 0, 0xffffffff));
  protected readonly depthNo = computed(() => int(this.depth(), 0, 0, CORE_DEPTH));
  protected readonly picked = computed(() =>
    this.x() !== undefined && this.y() !== undefined
      ? { x: int(this.x(), 0, -99, 99), y: int(this.y(), 0, -99, 99) }
      : null,
  );
  protected readonly view3d = computed(() => this.view() === '3d');
  /** The opened cube's view model: the top view, the 3D view and the facts below read this one. */
  protected readonly model = computed(() => {
    const c = this.store.cube();
    return c ? cubeModel(c.drawing) : null;
  });
  /** Where the opened cube's water comes from and goes, and how much of it is under cave rock. */
  protected readonly cubeExtras = computed(() => {
    const m = this.model();
    return m ? { water: m.water, rock: Math.round(100 * m.rockShare) } : null;
  });
  /** "Built in 1 try, 12.3 ms …" for the opened cube. */
  protected readonly built = computed(() => {
    const c = this.store.cube();
    return c ? buildSummary(c.tries, c.build) : '';
  });
  protected readonly buildMs = computed(() => {
    const b = this.store.cube()?.build;
    return b ? `${formatMs(b.ms)} (${b.fresh ? 'built from scratch' : 'first build'})` : '';
  });
  protected readonly kinds = Object.entries(KIND_FILL).map(([kind, fill]) => ({ kind, fill }));
  protected readonly summary = computed(() => {
    const m = this.store.map();
    return m ? mapSummary(m.map) : '';
  });

  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  private readonly injector = inject(Injector);
  /** Set by a waterfall link: once its cube is shown, the depth slider and the cube's title are scrolled into view. */
  private followingWater = false;

  /** A waterfall link was followed: the page shows where it landed (depth and cube) once that cube is built. */
  protected followWater(): void {
    this.followingWater = true;
  }

  /** Brings the depth controls and the opened cube's title into view (the page may be scrolled down to its facts). */
  private showDepthAndCube(): void {
    const el = this.host.nativeElement;
    el.querySelector('.controls')?.scrollIntoView({ block: 'start' });
    el.querySelector('.cube h2')?.scrollIntoView({ block: 'nearest' });
  }

  constructor() {
    void this.weights.load();
    effect(() => {
      const c = this.store.cube();
      if (!c || !this.followingWater) return;
      this.followingWater = false;
      afterNextRender(() => this.showDepthAndCube(), { injector: this.injector });
    });
    effect(() => {
      const [seed, depth, w] = [this.seedNo(), this.depthNo(), this.weights.draft()];
      if (!this.weights.loaded()) return;
      untracked(() => {
        this.store.loadMap(seed, depth, w);
        this.play.reload(seed, depth, w);
      });
    });
    effect(() => {
      const [seed, depth, p, w] = [this.seedNo(), this.depthNo(), this.picked(), this.weights.draft()];
      if (!this.weights.loaded()) return;
      untracked(() => (p ? this.store.loadCube(seed, depth, p.x, p.y, w) : this.store.clearCube()));
    });
  }

  /** Every change of seed, depth or opened cube is a history entry, so Back and Forward walk through them. */
  protected go(params: Record<string, number | string | null>): void {
    void this.router.navigate([], { queryParams: params, queryParamsHandling: 'merge' });
  }

  /** Play: watch this depth fill in cube by cube. */
  protected startPlay(): void {
    this.play.open(this.seedNo(), this.depthNo(), this.weights.draft());
  }

  protected setSeed(field: HTMLInputElement): void {
    const n = Number(field.value);
    if (field.value !== '' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff) {
      if (n !== this.seedNo()) this.go({ seed: n, x: null, y: null });
    } else field.value = String(this.seedNo());
  }

  protected setDepth(d: number): void {
    if (d !== this.depthNo()) this.go({ depth: d, x: null, y: null });
  }

  /** Build it: builds the opened cube again from scratch and shows its tries and build time. */
  protected buildIt(): void {
    const p = this.picked();
    if (p) this.store.loadCube(this.seedNo(), this.depthNo(), p.x, p.y, this.weights.draft(), true);
  }

  protected setView(v: 'top' | '3d'): void {
    this.go({ view: v === '3d' ? '3d' : null });
  }

  protected open(x: number, y: number): void {
    this.go({ seed: this.seedNo(), depth: this.depthNo(), x, y });
  }
}
