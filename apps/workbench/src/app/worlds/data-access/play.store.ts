import { Injectable, OnDestroy, computed, inject, signal } from '@angular/core';
import type { CollapseTrace, Weights } from '@levelbench/worldgen';
import { LatestRequest } from '../../shared/data-access/latest-request';
import { clampStep, playFrame, playStatus } from '../util/play';
import type { WorldsEvent } from './worker-protocol';
import { WorldsWorker } from './worlds-worker';

/** Steps per second Play offers. */
export const PLAY_SPEEDS = [1, 4, 12, 40] as const;

/**
 * "Play" on the world preview: the WFC of a depth replayed step by step (the trace is built in the
 * worker), with play/pause, single steps, speed and restart. Provided per page.
 */
@Injectable()
export class PlayStore implements OnDestroy {
  private readonly worker = inject(WorldsWorker);
  private readonly _trace = signal<CollapseTrace | null>(null);
  private readonly _step = signal(0);
  private readonly _running = signal(false);
  private readonly _speed = signal<number>(PLAY_SPEEDS[1]);
  private readonly _active = signal(false);
  private readonly request = new LatestRequest<WorldsEvent>();
  private timer: ReturnType<typeof setInterval> | null = null;

  /** True while the page shows Play instead of the finished map. */
  readonly active = this._active.asReadonly();
  readonly trace = this._trace.asReadonly();
  readonly running = this._running.asReadonly();
  readonly speed = this._speed.asReadonly();
  readonly error = this.request.error;
  readonly step = computed(() => {
    const t = this._trace();
    return t ? clampStep(t, this._step()) : 0;
  });
  readonly atEnd = computed(() => {
    const t = this._trace();
    return t !== null && this.step() >= t.steps.length;
  });
  /** What the depth map draws (null: the finished map). */
  readonly frame = computed(() => {
    const t = this._trace();
    return this._active() && t ? playFrame(t, this._step()) : null;
  });
  readonly status = computed(() => {
    const t = this._trace();
    return t ? playStatus(t, this._step()) : this._active() ? 'Preparing the collapse…' : '';
  });

  /** Enters Play for a depth: loads its trace and starts from the first step. */
  open(seed: number, depth: number, weights: Weights): void {
    this._active.set(true);
    this.load(seed, depth, weights, true);
  }

  /** The page moved to another depth, seed or weights: Play starts over on it (paused). */
  reload(seed: number, depth: number, weights: Weights): void {
    if (this._active()) this.load(seed, depth, weights, false);
  }

  /** Leaves Play (the finished map shows again). */
  close(): void {
    this.request.cancel();
    this.setRunning(false);
    this._active.set(false);
    this._trace.set(null);
  }

  /** Plays or pauses; at the end, Play starts over. */
  toggle(): void {
    if (!this._running() && this.atEnd()) this._step.set(0);
    this.setRunning(!this._running());
  }

  /** One step forward (pauses). */
  next(): void {
    this.setRunning(false);
    const t = this._trace();
    if (t) this._step.set(clampStep(t, this._step() + 1));
  }

  /** Back to the first step; keeps playing if it was. */
  restart(): void {
    this._step.set(0);
    this.setRunning(this._running());
  }

  setSpeed(stepsPerSecond: number): void {
    this._speed.set(stepsPerSecond);
    if (this._running()) this.setRunning(true);
  }

  ngOnDestroy(): void {
    this.request.cancel();
    this.setRunning(false);
  }

  private load(seed: number, depth: number, weights: Weights, run: boolean): void {
    this._trace.set(null);
    this._step.set(0);
    this.setRunning(run);
    this.request.start(
      this.worker.request({ kind: 'trace', seed, depth, weights }),
      (e) => e.type === 'trace' && this._trace.set(e.value),
      () => this.setRunning(false),
    );
  }

  private setRunning(on: boolean): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this._running.set(on);
    if (on) this.timer = setInterval(() => this.tick(), 1000 / this._speed());
  }

  private tick(): void {
    const t = this._trace();
    if (!t) return;
    const next = clampStep(t, this._step() + 1);
    this._step.set(next);
    if (next >= t.steps.length) this.setRunning(false);
  }
}
