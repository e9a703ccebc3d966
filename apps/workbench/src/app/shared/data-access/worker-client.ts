import { Injectable, type OnDestroy } from '@angular/core';
import { Observable } from 'rxjs';

/** A request as the UI writes it: any kind but `cancel`, without the id the client gives it. */
export type RequestBody<Req> = Req extends { readonly kind: 'cancel' } ? never : Omit<Req, 'id'>;

/** The events a worker of the request protocol sends: each names its request; `error` carries a message. */
type ProtocolEvent = { readonly id: number; readonly type: string; readonly message?: string };

/**
 * The UI edge to a Web Worker of the request protocol (worker-requests.ts is the worker side): requests as
 * Observables that emit their events until `done` (complete) or `error` (error); unsubscribing early sends
 * `cancel`. A lane is one worker, started on its first request; one lane unless a subclass says otherwise.
 */
@Injectable()
export abstract class WorkerClient<Req extends { readonly id: number; readonly kind: string }, Ev extends ProtocolEvent>
  implements OnDestroy
{
  private nextId = 1;
  private readonly listeners = new Map<number, (e: Ev) => void>();
  private readonly workers = new Map<string, Worker>();

  /** Starts a worker, as `new Worker(new URL('./x.worker', import.meta.url), …)` literally (the bundler needs it). */
  protected abstract spawn(): Worker;

  /** The lane (worker) that serves a request. */
  protected readonly laneOf: (body: RequestBody<Req>) => string = () => 'main';

  /** Sends a request; emits its events until `done` (completes) or `error` (errors). */
  request(body: RequestBody<Req>): Observable<Ev> {
    const lane = this.laneOf(body);
    return new Observable<Ev>((sub) => {
      const id = this.nextId++;
      this.listeners.set(id, (e) => {
        if (e.type === 'done') sub.complete();
        else if (e.type === 'error') sub.error(new Error(e.message));
        else sub.next(e);
      });
      const worker = this.workerOf(lane);
      worker.postMessage({ ...body, id });
      return () => {
        if (this.listeners.delete(id)) worker.postMessage({ id, kind: 'cancel' });
      };
    });
  }

  ngOnDestroy(): void {
    for (const w of this.workers.values()) w.terminate();
  }

  private workerOf(lane: string): Worker {
    let w = this.workers.get(lane);
    if (!w) {
      w = this.spawn();
      w.addEventListener('message', (ev: MessageEvent<Ev>) => {
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
