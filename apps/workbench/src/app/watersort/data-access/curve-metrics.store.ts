import { Injectable, inject, signal } from '@angular/core';
import type { Curve, LevelMetrics } from '@levelbench/watersort';
import { Subscription } from 'rxjs';
import { curveSpecs, specKey } from '../util/chart-data';
import { WatersortWorker } from './watersort-worker';

/** Metrics of every level of a curve, computed in the Web Worker; a new curve cancels the old run. */
@Injectable({ providedIn: 'root' })
export class CurveMetricsStore {
  private readonly worker = inject(WatersortWorker);
  private readonly _metrics = signal<ReadonlyMap<string, LevelMetrics>>(new Map());
  private readonly _progress = signal<{ done: number; total: number } | null>(null);
  private readonly _error = signal<string | null>(null);
  private run: Subscription | null = null;

  /** Metrics by spec key (see specKey); only grows, so an undone edit is instant. */
  readonly metrics = this._metrics.asReadonly();
  /** Progress of the running computation, null when idle. */
  readonly progress = this._progress.asReadonly();
  readonly error = this._error.asReadonly();

  /** Computes the levels of `curve` not yet known. */
  recompute(curve: Curve): void {
    this.run?.unsubscribe();
    let specs;
    try {
      specs = curveSpecs(curve).filter((s) => !this._metrics().has(specKey(s)));
    } catch (e) {
      this._error.set((e as Error).message);
      return;
    }
    this._error.set(null);
    if (!specs.length) {
      this._progress.set(null);
      return;
    }
    this._progress.set({ done: 0, total: specs.length });
    this.run = this.worker.request({ kind: 'metrics', specs }).subscribe({
      next: (e) => {
        if (e.type !== 'metric') return;
        this._metrics.update((m) => new Map(m).set(e.key, e.metrics));
        this._progress.set({ done: e.done, total: e.total });
      },
      error: (e: Error) => {
        this._error.set(e.message);
        this._progress.set(null);
      },
      complete: () => this._progress.set(null),
    });
  }
}
