import { Injectable, OnDestroy } from '@angular/core';
import { Observable } from 'rxjs';
import type { WorldsEvent, WorldsRequest } from './worker-protocol';

type Body = WorldsRequest extends infer R ? (R extends { kind: 'cancel' } ? never : Omit<R, 'id'>) : never;

/**
 * The edge to the worlds Web Worker: requests as Observables, unsubscribing cancels. Two workers,
 * so a long statistics sample never delays a click on the map.
 */
@Injectable({ providedIn: 'root' })
export class WorldsWorker implements OnDestroy {
  private readonly workers = new Map<'view' | 'stats', Worker>();
  private nextId = 1;
  private readonly listeners = new Map<number, (e: WorldsEvent) => void>();

  /** Sends a request; emits its events until `done` (completes) or `error` (errors). */
  request(body: Body): Observable<WorldsEvent> {
    const lane = body.kind === 'stats' ? 'stats' : 'view';
    return new Observable<WorldsEvent>((sub) => {
      const id = this.nextId++;
      this.listeners.set(id, (e) => {
        if (e.type === 'done') sub.complete();
        else if (e.type === 'error') sub.error(new Error(e.message));
        else sub.next(e);
      });
      const worker = this.ensure(lane);
      worker.postMessage({ ...body, id } as WorldsRequest);
      return () => {
        if (this.listeners.delete(id)) worker.postMessage({ id, kind: 'cancel' } satisfies WorldsRequest);
      };
    });
  }

  ngOnDestroy(): void {
    for (const w of this.workers.values()) w.terminate();
  }

  private ensure(lane: 'view' | 'stats'): Worker {
    let w = this.workers.get(lane);
    if (!w) {
      w = new Worker(new URL('./worlds.worker', import.meta.url), { type: 'module' });
      w.addEventListener('message', (ev: MessageEvent<WorldsEvent>) => {
        const l = this.listeners.get(ev.data.id);
        if (!l) return;
        if (ev.data.type === 'done' || ev.data.type === 'error') this.listeners.delete(ev.data.id);
        l(ev.data);
      });
      this.workers.set(lane, w);
    }
    return w;
  }
}
