import { Injectable, computed, inject, signal } from '@angular/core';
import type { Curve, LevelMetrics } from '@levelbench/watersort';
import { merge } from 'rxjs';
import { LatestRequest } from '../../shared/data-access/latest-request';
import { curveSpecs, shareByTier, specKey } from '../util/chart-data';
import { WatersortWorker } from './watersort-worker';
import type { WorkerEvent } from './worker-protocol';

/** Web Workers for a curve's metrics: one per core (the page waits on them), at most 8. */
const METRIC_WORKERS = Math.max(1, Math.min(8, globalThis.navigator?.hardwareConcurrency ?? 1));

/**
 * Metrics of every level of a curve, computed in Web Workers a whole tier each (one per core); a new curve
 * cancels the old run in all of them.
 */
@Injectable({ providedIn: 'root' })
export class CurveMetricsStore {
  /** The shared Water Sort worker first; more are started when a curve has tiers to spare for them. */
  private readonly workers = [inject(WatersortWorker)];
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
    const shares = shareByTier(specs, METRIC_WORKERS);
    while (this.workers.length < shares.length) this.workers.push(new WatersortWorker());
    const total = specs.length;
    let done = 0;
    this._progress.set({ done, total });
    const runs = shares.map((share, i) => this.workers[i].request({ kind: 'metrics', specs: share }));
    this.run.start(merge(...runs), (e) => {
      if (e.type !== 'metric') return;
      this._metrics.update((m) => new Map(m).set(e.key, e.metrics));
      this._progress.set({ done: ++done, total });
    });
  }
}
