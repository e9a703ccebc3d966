import { Injectable, computed, inject, signal } from '@angular/core';
import type { Weights } from '@levelbench/worldgen';
import { LatestRequest } from '../../shared/data-access/latest-request';
import type { CubeResult, MapResult, WorldsEvent } from './worker-protocol';
import { WorldsWorker } from './worlds-worker';

/** The world preview: one depth map and the picked cube, built in the worker; provided per page. */
@Injectable()
export class PreviewStore {
  private readonly worker = inject(WorldsWorker);
  private readonly _map = signal<MapResult | null>(null);
  private readonly _cube = signal<CubeResult | null>(null);
  private readonly mapRequest = new LatestRequest<WorldsEvent>();
  private readonly cubeRequest = new LatestRequest<WorldsEvent>();

  readonly map = this._map.asReadonly();
  readonly cube = this._cube.asReadonly();
  /** What is being built right now (the map first when both are). */
  readonly loading = computed(() => (this.mapRequest.busy() ? 'map' : this.cubeRequest.busy() ? 'cube' : null));
  readonly error = computed(() => this.mapRequest.error() ?? this.cubeRequest.error());

  /** Draws a depth of a world (the previous request is cancelled). */
  loadMap(seed: number, depth: number, weights: Weights): void {
    this.mapRequest.start(this.worker.request({ kind: 'map', seed, depth, weights }), (e) => {
      if (e.type === 'map') this._map.set(e.value);
    });
  }

  /** Builds one cube and asks the inspector about it; `fresh` builds it again from scratch (Build it) and times that. */
  loadCube(seed: number, depth: number, x: number, y: number, weights: Weights, fresh = false): void {
    this.cubeRequest.start(this.worker.request({ kind: 'cube', seed, depth, x, y, weights, fresh }), (e) => {
      if (e.type === 'cube') this._cube.set(e.value);
    });
  }

  clearCube(): void {
    this.cubeRequest.cancel();
    this._cube.set(null);
  }
}
