import { createHash } from 'node:crypto';
import { canonicalJson } from '@levelbench/verify';

export { canonicalJson };

/** Where a {@link ContentCache} keeps its entries beyond the process (see `disk-cache.ts`); both calls may fail quietly. */
export interface CacheShelf<T> {
  /** The stored value of `key`, or undefined (missing, unreadable, corrupt or from other code: recompute). */
  read(key: string): Promise<T | undefined>;
  /** Stores `value` under `key` (best effort: a failure only costs a recomputation later). */
  write(key: string, value: T): Promise<void>;
  /** Entries it found but could not believe (damaged, edited, copied): each was recomputed. */
  readonly broken?: number;
}

/** One computation in flight: its result, the controller that stops it, and how many requests still wait for it. */
interface Running<T> {
  readonly result: Promise<{ value: T; hit: boolean }>;
  readonly controller: AbortController;
  waiters: number;
}

/**
 * Results of pure, deterministic work (a level's analysis) kept by the hash of its input, so the level
 * list's metrics of an unchanged store come back at once instead of being re-solved. Bounded: the least
 * recently used entry goes first. Concurrent asks for the same input share one computation, which
 * belongs to none of them: a waiter that gives up (its signal aborts) leaves with its own abort reason
 * while the others keep waiting, and the computation is aborted only when every waiter is gone. With a
 * {@link CacheShelf}, a miss in memory is looked up there before computing, and every result is put there.
 */
export class ContentCache<T> {
  private readonly done = new Map<string, T>();
  private readonly running = new Map<string, Running<T>>();
  private hitCount = 0;
  private shelfHitCount = 0;
  private refutedCount = 0;

  constructor(
    private readonly maxEntries = 512,
    private readonly shelf?: CacheShelf<T>,
  ) {}

  /** The SHA-256 of `input`'s JSON with object keys sorted (the same content gives the same key). */
  static keyOf(input: unknown): string {
    return createHash('sha256').update(canonicalJson(input)).digest('hex');
  }

  /** Cached hits so far, from memory or the shelf (for tests and the benchmark). */
  get hits(): number {
    return this.hitCount;
  }

  /** Of {@link hits}, those read from the shelf. */
  get shelfHits(): number {
    return this.shelfHitCount;
  }

  /** Shelf entries that were damaged, edited or copied, or whose claims did not re-check: each was recomputed. */
  get broken(): number {
    return (this.shelf?.broken ?? 0) + this.refutedCount;
  }

  /** Computations in flight (for tests). */
  get inFlight(): number {
    return this.running.size;
  }

  /**
   * The cached value of `key`, or `compute(signal)`'s (stored once it succeeds; a failure is not kept).
   * `waiter` is this caller's signal: when it aborts, this call rejects with its reason at once; the
   * shared computation's `signal` aborts only once no caller waits for it any more. `recheck` is a cheap test
   * of a value read from the shelf (false: it is counted in {@link broken} and computed again).
   */
  async get(
    key: string,
    compute: (signal: AbortSignal) => Promise<T>,
    waiter?: AbortSignal,
    recheck?: (value: T) => boolean,
  ): Promise<{ value: T; hit: boolean }> {
    if (this.done.has(key)) return { value: this.touch(key, this.done.get(key) as T), hit: true };
    waiter?.throwIfAborted();
    let run = this.running.get(key);
    if (!run) run = this.start(key, compute, recheck);
    const joined = run;
    joined.waiters++;
    return new Promise<{ value: T; hit: boolean }>((resolve, reject) => {
      let left = false;
      const leave = (): boolean => {
        if (left) return false;
        left = true;
        waiter?.removeEventListener('abort', onAbort);
        joined.waiters--;
        return true;
      };
      const onAbort = (): void => {
        if (!leave()) return;
        reject(waiter?.reason);
        if (joined.waiters === 0 && this.running.get(key) === joined) {
          this.running.delete(key); // the next ask starts afresh instead of joining a cancelled run
          joined.controller.abort(new Error('every request waiting for this result is gone'));
        }
      };
      waiter?.addEventListener('abort', onAbort, { once: true });
      joined.result.then(
        (r) => leave() && resolve(r),
        (e: unknown) => leave() && reject(e),
      );
    });
  }

  private start(
    key: string,
    compute: (signal: AbortSignal) => Promise<T>,
    recheck: (value: T) => boolean = () => true,
  ): Running<T> {
    const controller = new AbortController();
    const result = (async (): Promise<{ value: T; hit: boolean }> => {
      let kept = this.shelf ? await this.shelf.read(key).catch(() => undefined) : undefined;
      if (kept !== undefined && !recheck(kept)) {
        this.refutedCount++;
        kept = undefined;
      }
      if (kept !== undefined) {
        this.shelfHitCount++;
        this.hitCount++;
        this.remember(key, kept);
        return { value: kept, hit: true };
      }
      controller.signal.throwIfAborted();
      const value = await compute(controller.signal);
      this.remember(key, value);
      await this.shelf?.write(key, value).catch(() => undefined);
      return { value, hit: false };
    })();
    const run: Running<T> = { result, controller, waiters: 0 };
    // every waiter sees a failure through its own handler; this one only forgets the run (and handles the
    // rejection of a run nobody waits for any more)
    const forget = (): void => {
      if (this.running.get(key) === run) this.running.delete(key);
    };
    result.then(forget, forget);
    this.running.set(key, run);
    return run;
  }

  private touch(key: string, value: T): T {
    this.done.delete(key); // re-insert: Map order is the recency order
    this.done.set(key, value);
    this.hitCount++;
    return value;
  }

  private remember(key: string, value: T): void {
    this.done.delete(key);
    this.done.set(key, value);
    while (this.done.size > this.maxEntries) this.done.delete(this.done.keys().next().value as string);
  }
}
