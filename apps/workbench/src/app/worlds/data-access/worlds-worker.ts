import { Injectable } from '@angular/core';
import { WorkerClient } from '../../shared/data-access/worker-client';
import type { WorldsEvent, WorldsRequest } from './worker-protocol';

/**
 * The edge to the worlds Web Worker: requests as Observables, unsubscribing cancels. Two workers,
 * so a long statistics sample never delays a click on the map.
 */
@Injectable({ providedIn: 'root' })
export class WorldsWorker extends WorkerClient<WorldsRequest, WorldsEvent> {
  protected override readonly laneOf = (body: { readonly kind: string }): string =>
    body.kind === 'stats' ? 'stats' : 'view';

  protected spawn(): Worker {
    return new Worker(new URL('./worlds.worker', import.meta.url), { type: 'module' });
  }
}
