/** Runs a list of tagged tasks through a pool as an RxJS Observable of results and progress. */
import { Observable } from 'rxjs';
import type { TaskRunner } from './pool';
import { errorMessage } from './errors';
import type { TagOf, TaskMapLike } from './task-map';

/** One task of a batch (one variant per tag); `id` is stable so results can be matched, merged and reported. */
export type BatchItem<M extends TaskMapLike<M>, K extends TagOf<M> = TagOf<M>> = {
  [P in K]: { readonly id: string; readonly tag: P; readonly input: M[P]['in'] };
}[K];

/** The result of one item: its value, or the error that failed it (a throw, a crash, a budget, a timeout). */
export type BatchOutcome<T> =
  | { readonly id: string; readonly index: number; readonly ok: true; readonly value: T; readonly ms: number }
  | { readonly id: string; readonly index: number; readonly ok: false; readonly error: string; readonly ms: number };

/** Progress of a batch: items finished, items in all, the item started last, failed items so far. */
export interface BatchProgress {
  readonly done: number;
  readonly total: number;
  readonly current: string | null;
  readonly failures: number;
}

/** What `runBatch` emits: one `item` per finished item, each followed by a `progress`. */
export type BatchEvent<T> =
  | ({ readonly type: 'progress' } & BatchProgress)
  | { readonly type: 'item'; readonly outcome: BatchOutcome<T> };

/** Options of `runBatch`. */
export interface BatchOptions<T> {
  /** Aborting stops the batch: running tasks are cancelled and the Observable errors with an AbortError. */
  readonly signal?: AbortSignal;
  /** Wall-clock backstop per task (see RunOptions.timeoutMs). */
  readonly timeoutMs?: number;
  /** Tasks in flight at once; default twice the pool size, so a worker finds its next task queued when one ends. */
  readonly concurrency?: number;
  /** Counts a returned value as a failure too (e.g. a check that ran and did not pass). */
  readonly isFailure?: (value: T) => boolean;
}

function abortError(): Error {
  const e = new Error('the batch was cancelled');
  e.name = 'AbortError';
  return e;
}

/**
 * Runs every item; a task that throws or a worker that crashes fails only that item and the
 * batch goes on. Unsubscribing cancels the tasks still running.
 */
export function runBatch<M extends TaskMapLike<M>, K extends TagOf<M>>(
  pool: TaskRunner<M>,
  items: readonly BatchItem<M, K>[],
  options: BatchOptions<M[K]['out']> = {},
): Observable<BatchEvent<M[K]['out']>> {
  type T = M[K]['out'];
  return new Observable<BatchEvent<T>>((subscriber) => {
    const controller = new AbortController();
    const outer = options.signal;
    const concurrency = Math.max(1, options.concurrency ?? pool.size * 2);
    let next = 0;
    let done = 0;
    let failures = 0;
    let current: string | null = null;
    let stopped = false;

    const progress = (): void => subscriber.next({ type: 'progress', done, total: items.length, current, failures });

    const onOuterAbort = (): void => {
      if (stopped) return;
      stopped = true;
      controller.abort();
      subscriber.error(abortError());
    };

    const finish = (outcome: BatchOutcome<T>): void => {
      if (stopped) return;
      done++;
      if (!outcome.ok || options.isFailure?.(outcome.value)) failures++;
      subscriber.next({ type: 'item', outcome });
      progress();
      if (done === items.length) {
        stopped = true;
        subscriber.complete();
      } else {
        dispatch();
      }
    };

    const start = (index: number): void => {
      const item = items[index];
      current = item.id;
      const t0 = performance.now();
      pool.run(item.tag, item.input, { signal: controller.signal, timeoutMs: options.timeoutMs, bounded: false }).then(
        (value) => finish({ id: item.id, index, ok: true, value, ms: performance.now() - t0 }),
        (e: unknown) => finish({ id: item.id, index, ok: false, error: errorMessage(e), ms: performance.now() - t0 }),
      );
    };

    function dispatch(): void {
      while (!stopped && next < items.length && next - done < concurrency) start(next++);
    }

    if (outer?.aborted) {
      onOuterAbort();
      return undefined;
    }
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    progress();
    if (items.length === 0) {
      stopped = true;
      subscriber.complete();
    } else {
      dispatch();
    }
    return () => {
      outer?.removeEventListener('abort', onOuterAbort);
      if (!stopped) {
        stopped = true;
        controller.abort();
      }
    };
  });
}
