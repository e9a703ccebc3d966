import { ChangeDetectionStrategy, Component, computed, effect, inject, input, untracked } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { MatSliderModule } from '@angular/material/slider';
import { DomSanitizer, SafeHtml } from '@angular/platform-browser';
import { Router } from '@angular/router';
import { CORE_DEPTH } from '@levelbench/worldgen';
import { PreviewStore } from '../data-access/preview.store';
import { WeightsStore } from '../data-access/weights.store';
import { mapCells, mapSummary, svgSize } from '../util/map-view';

function int(v: string | undefined, fallback: number, lo: number, hi: number): number {
  const n = Math.round(Number(v));
  return v !== undefined && v !== '' && Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : fallback;
}

/** World preview: seed and depth pick a depth map; clicking a cube builds it and shows the inspector's verdict. */
@Component({
  selector: 'app-preview-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule, MatProgressBarModule, MatSliderModule],
  providers: [PreviewStore],
  templateUrl: './preview-page.html',
  styleUrl: './preview-page.scss',
})
export class PreviewPage {
  /** Query parameters, so reports can link to a cube: `?seed=3&depth=7&x=1&y=-2`. */
  readonly seed = input<string>();
  readonly depth = input<string>();
  readonly x = input<string>();
  readonly y = input<string>();

  protected readonly store = inject(PreviewStore);
  protected readonly weights = inject(WeightsStore);
  private readonly router = inject(Router);
  private readonly sanitizer = inject(DomSanitizer);
  protected readonly maxDepth = CORE_DEPTH;
  protected readonly seedNo = computed(() => int(this.seed(), 1, 0, 0xffffffff));
  protected readonly depthNo = computed(() => int(this.depth(), 0, 0, CORE_DEPTH));
  protected readonly picked = computed(() =>
    this.x() !== undefined && this.y() !== undefined
      ? { x: int(this.x(), 0, -99, 99), y: int(this.y(), 0, -99, 99) }
      : null,
  );
  // the SVG strings come from our own worldgen renderer (numbers and escaped names only)
  protected readonly mapSvg = computed((): SafeHtml | null => {
    const m = this.store.map();
    return m ? this.sanitizer.bypassSecurityTrustHtml(m.svg) : null;
  });
  protected readonly cubeSvg = computed((): SafeHtml | null => {
    const c = this.store.cube();
    return c ? this.sanitizer.bypassSecurityTrustHtml(c.svg) : null;
  });
  protected readonly size = computed(() => svgSize(this.store.map()?.svg ?? ''));
  protected readonly cells = computed(() => {
    const m = this.store.map();
    return m ? mapCells(m.map, this.size()) : [];
  });
  protected readonly summary = computed(() => {
    const m = this.store.map();
    return m ? mapSummary(m.map) : '';
  });

  constructor() {
    void this.weights.load();
    effect(() => {
      const [seed, depth, w] = [this.seedNo(), this.depthNo(), this.weights.draft()];
      if (this.weights.loaded()) untracked(() => this.store.loadMap(seed, depth, w));
    });
    effect(() => {
      const [seed, depth, p, w] = [this.seedNo(), this.depthNo(), this.picked(), this.weights.draft()];
      if (!this.weights.loaded()) return;
      untracked(() => (p ? this.store.loadCube(seed, depth, p.x, p.y, w) : this.store.clearCube()));
    });
  }

  protected go(params: Record<string, number | null>): void {
    void this.router.navigate([], { queryParams: params, queryParamsHandling: 'merge', replaceUrl: true });
  }

  protected setSeed(v: string): void {
    const n = Math.round(Number(v));
    if (Number.isFinite(n) && n >= 0) this.go({ seed: n, x: null, y: null });
  }

  protected setDepth(d: number): void {
    this.go({ depth: d, x: null, y: null });
  }

  protected open(x: number, y: number): void {
    this.go({ seed: this.seedNo(), depth: this.depthNo(), x, y });
  }
}
