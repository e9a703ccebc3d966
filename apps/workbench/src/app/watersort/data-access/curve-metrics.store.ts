import { Injectable, computed, inject, signal } from '@angular/core';
import type { Curve, LevelMetrics } from '@levelbench/watersort';
import { LatestRequest } from '../../shared/data-access/latest-request';
import { curveSpecs, specKey } from '../util/chart-data';
import { WatersortWorker } from './watersort-worker';
import type { WorkerEvent } from './worker-protocol';

/** Metrics of every level of a curve, computed in the Web Worker; a new curve cancels the old run. */
@Injectable({ providedIn: 'root' })
export class CurveMetricsStore {
  private readonly worker = inject(WatersortWorker);
  private readonly _metrics = signal<ReadonlyMap<string, LevelMetrics>>(new Map());
  private readonly _progress = signal<{ done: number; total: number } | null>(null);
  private readonly run = new LatestRequest<WorkerEvent>();

  /** Metrics by spec key (see specKey); only grows, so an undone edit is instant. */
  readonly metrics = this._metrics.asReadonly();
  /** Progress of the running computation, null when idle. */
  readonly progress = computed(() => (this.run.busy() ? this._progress() : null));
  readonly error = this.run.error;

  /** Computes the levels of `curve` not yet known. */
  recompute(curve: Curve): void {
    let specs;
    try {
      specs = curveSpecs(curve).filter((s) => !this._metrics().has(specKey(s)));
    } catch (e) {
      this.run.fail((e as Error).message);
      return;
    }
    if (!specs.length) {
      this.run.cancel();
      return;
    }
    this._progress.set({ done: 0, total: specs.length });
    this.run.start(this.worker.request({ kind: 'metrics', specs }), (e) => {
      if (e.type !== 'metric') return;
      this._metrics.update((m) => new Map(m).set(e.key, e.metrics));
      this._progress.set({ done: e.done, total: e.total });
    });
  }
}
