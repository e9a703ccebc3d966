/* Worker side of the request protocol both Web Workers use: `{ id, kind }` in; events, then `error`/`done`, out. */

/** A handler's answer meaning "send nothing" (e.g. for `cancel`, whose request already ended on the UI side). */
export const NO_ANSWER = Symbol('no answer');

/** What a request handler gives back: nothing (`done` follows), a promise (`done` when it settles) or {@link NO_ANSWER}. */
export type RequestResult = void | Promise<void> | typeof NO_ANSWER;

/** Sends `error` and then `done` for a request that failed. */
export function failRequest(id: number, e: unknown): void {
  postMessage({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
  postMessage({ id, type: 'done' });
}

/** Runs `handle` for each incoming request and ends it with `done`; a throw or rejection ends it with `error` + `done`. */
export function serveRequests<R extends { readonly id: number }>(handle: (req: R) => RequestResult): void {
  addEventListener('message', (ev: MessageEvent<R>) => {
    const id = ev.data.id;
    try {
      const r = handle(ev.data);
      if (r === NO_ANSWER) return;
      if (r instanceof Promise)
        void r.then(
          () => postMessage({ id, type: 'done' }),
          (e: unknown) => failRequest(id, e),
        );
      else postMessage({ id, type: 'done' });
    } catch (e) {
      failRequest(id, e);
    }
  });
}

/**
 * The long requests of a worker that a `cancel` message can stop: {@link eachItem} walks a request's items
 * one macrotask apart (so the cancel message is seen between them) until its id is cancelled.
 */
export class CancellableRequests {
  private readonly cancelled = new Set<number>();

  /** Marks request `id` cancelled (the handler of `cancel`; its request already ended on the UI side). */
  cancel(id: number): typeof NO_ANSWER {
    this.cancelled.add(id);
    return NO_ANSWER;
  }

  /** Calls `step` for each item with the count done so far and the total, until request `id` is cancelled. */
  async eachItem<T>(
    id: number,
    items: readonly T[],
    step: (item: T, done: number, total: number) => void,
  ): Promise<void> {
    let done = 0;
    for (const item of items) {
      await new Promise((r) => setTimeout(r, 0));
      if (this.cancelled.has(id)) break;
      step(item, ++done, items.length);
    }
    this.cancelled.delete(id);
  }
}
