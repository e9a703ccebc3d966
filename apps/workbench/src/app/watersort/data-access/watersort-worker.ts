import { Injectable } from '@angular/core';
import { WorkerClient } from '../../shared/data-access/worker-client';
import type { WorkerEvent, WorkerRequest } from './worker-protocol';

/** The edge to the Water Sort Web Worker: one worker, requests as Observables; unsubscribing cancels. */
@Injectable({ providedIn: 'root' })
export class WatersortWorker extends WorkerClient<WorkerRequest, WorkerEvent> {
  protected spawn(): Worker {
    return new Worker(new URL('./watersort.worker', import.meta.url), { type: 'module' });
  }
}
