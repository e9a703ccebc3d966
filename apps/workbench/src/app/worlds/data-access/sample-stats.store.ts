import { Injectable, computed, inject, signal } from '@angular/core';
import { CORE_DEPTH, type Weights } from '@levelbench/worldgen';
import { Subscription } from 'rxjs';
import { SeedStats, sampleSeeds, summarize } from '../util/stats';
import { expectedKindShares } from '../util/weights-edit';
import { WorldsWorker } from './worlds-worker';

const ALL_DEPTHS = Array.from({ length: CORE_DEPTH + 1 }, (_, d) => d);

/** Live statistics of the draft weights over a sample of seeds, built in the worker; a new draft restarts it. */
@Injectable({ providedIn: 'root' })
export class SampleStatsStore {
  private readonly worker = inject(WorldsWorker);
  private readonly _stats = signal<readonly SeedStats[]>([]);
  private readonly _weights = signal<Weights | null>(null);
  private readonly _progress = signal<{ done: number; total: number } | null>(null);
  private readonly _error = signal<string | null>(null);
  private run: Subscription | null = null;

  readonly progress = this._progress.asReadonly();
  readonly error = this._error.asReadonly();
  /** The sample so far, summed up against the weights it was built with. */
  readonly summary = computed(() => {
    const w = this._weights();
    return w ? summarize(this._stats(), expectedKindShares(w, ALL_DEPTHS)) : null;
  });

  /** Builds `count` worlds from `firstSeed` with `weights` (cancels the previous sample). */
  sample(weights: Weights, firstSeed: number, count: number): void {
    this.run?.unsubscribe();
    this._stats.set([]);
    this._weights.set(weights);
    this._error.set(null);
    const seeds = sampleSeeds(firstSeed, count);
    this._progress.set({ done: 0, total: seeds.length });
    this.run = this.worker.request({ kind: 'stats', seeds, weights }).subscribe({
      next: (e) => {
        if (e.type !== 'seed') return;
        this._stats.update((s) => [...s, e.value]);
        this._progress.set({ done: e.done, total: e.total });
      },
      error: (e: Error) => {
        this._error.set(e.message);
        this._progress.set(null);
      },
      complete: () => this._progress.set(null),
    });
  }

  /** Stops the running sample (what is done so far stays). */
  stop(): void {
    this.run?.unsubscribe();
    this.run = null;
    this._progress.set(null);
  }
}
