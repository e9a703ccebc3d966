import { Injectable, inject, signal } from '@angular/core';
import type { Weights } from '@levelbench/worldgen';
import { Subscription } from 'rxjs';
import type { CubeResult, MapResult } from './worker-protocol';
import { WorldsWorker } from './worlds-worker';

/** The world preview: one depth map and the picked cube, built in the worker; provided per page. */
@Injectable()
export class PreviewStore {
  private readonly worker = inject(WorldsWorker);
  private readonly _map = signal<MapResult | null>(null);
  private readonly _cube = signal<CubeResult | null>(null);
  private readonly _loading = signal<'map' | 'cube' | null>(null);
  private readonly _error = signal<string | null>(null);
  private mapSub: Subscription | null = null;
  private cubeSub: Subscription | null = null;

  readonly map = this._map.asReadonly();
  readonly cube = this._cube.asReadonly();
  readonly loading = this._loading.asReadonly();
  readonly error = this._error.asReadonly();

  /** Draws a depth of a world (the previous request is cancelled). */
  loadMap(seed: number, depth: number, weights: Weights): void {
    this.mapSub?.unsubscribe();
    this._loading.set('map');
    this._error.set(null);
    this.mapSub = this.worker.request({ kind: 'map', seed, depth, weights }).subscribe({
      next: (e) => e.type === 'map' && this._map.set(e.value),
      error: (e: Error) => this.fail(e),
      complete: () => this._loading.set(null),
    });
  }

  /** Builds one cube and asks the inspector about it. */
  loadCube(seed: number, depth: number, x: number, y: number, weights: Weights): void {
    this.cubeSub?.unsubscribe();
    this._loading.set('cube');
    this._error.set(null);
    this.cubeSub = this.worker.request({ kind: 'cube', seed, depth, x, y, weights }).subscribe({
      next: (e) => e.type === 'cube' && this._cube.set(e.value),
      error: (e: Error) => this.fail(e),
      complete: () => this._loading.set(null),
    });
  }

  clearCube(): void {
    this.cubeSub?.unsubscribe();
    this._cube.set(null);
  }

  private fail(e: Error): void {
    this._error.set(e.message);
    this._loading.set(null);
  }
}
