import { Injectable, OnDestroy } from '@angular/core';
import { Observable } from 'rxjs';
import type { WorkerEvent, WorkerRequest } from './worker-protocol';

type Body = WorkerRequest extends infer R ? (R extends { kind: 'cancel' } ? never : Omit<R, 'id'>) : never;

/** The edge to the Water Sort Web Worker: one worker, requests as Observables; unsubscribing cancels. */
@Injectable({ providedIn: 'root' })
export class WatersortWorker implements OnDestroy {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly listeners = new Map<number, (e: WorkerEvent) => void>();

  /** Sends a request; emits its events until `done` (completes) or `error` (errors). */
  request(body: Body): Observable<WorkerEvent> {
    return new Observable<WorkerEvent>((sub) => {
      const id = this.nextId++;
      this.listeners.set(id, (e) => {
        if (e.type === 'done') sub.complete();
        else if (e.type === 'error') sub.error(new Error(e.message));
        else sub.next(e);
      });
      this.ensure().postMessage({ ...body, id } as WorkerRequest);
      return () => {
        if (this.listeners.delete(id)) this.worker?.postMessage({ id, kind: 'cancel' } satisfies WorkerRequest);
      };
    });
  }

  ngOnDestroy(): void {
    this.worker?.terminate();
  }

  private ensure(): Worker {
    if (!this.worker) {
      this.worker = new Worker(new URL('./watersort.worker', import.meta.url), { type: 'module' });
      this.worker.addEventListener('message', (ev: MessageEvent<WorkerEvent>) => {
        const l = this.listeners.get(ev.data.id);
        if (!l) return;
        if (ev.data.type === 'done' || ev.data.type === 'error') this.listeners.delete(ev.data.id);
        l(ev.data);
      });
    }
    return this.worker;
  }
}
