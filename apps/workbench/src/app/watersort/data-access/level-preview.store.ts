import { Injectable, inject, signal } from '@angular/core';
import { curvePin, levelSpec, type Curve } from '@levelbench/watersort';
import { LatestRequest } from '../../shared/data-access/latest-request';
import { WatersortWorker } from './watersort-worker';
import type { LevelPreview, WorkerEvent } from './worker-protocol';

/** Which board to show: level n of a curve, or the daily of a UTC date. */
export type PreviewTarget = { readonly level: number; readonly curve: Curve } | { readonly date: string };

/** One level (board, metrics, ranked candidates; a pinned level's hand-made board), made in the Web Worker; provided per page. */
@Injectable()
export class LevelPreviewStore {
  private readonly worker = inject(WatersortWorker);
  private readonly _preview = signal<LevelPreview | null>(null);
  private readonly request = new LatestRequest<WorkerEvent>();

  readonly preview = this._preview.asReadonly();
  readonly loading = this.request.busy;
  readonly error = this.request.error;

  /** Generates the target's board (the previous request is cancelled). */
  load(target: PreviewTarget): void {
    let body;
    try {
      body =
        'date' in target
          ? { kind: 'daily' as const, date: target.date }
          : {
              kind: 'level' as const,
              spec: levelSpec(target.curve, target.level),
              pin: curvePin(target.curve, target.level),
            };
    } catch (e) {
      this.request.fail((e as Error).message);
      return;
    }
    this.request.start(this.worker.request(body), (e) => {
      if (e.type === 'level') this._preview.set(e.value);
    });
  }
}
