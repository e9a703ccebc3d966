/** The one worker pool: piscina with fixed defaults, sized from the machine, with a bounded queue of its own. */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import Piscina from 'piscina';
import { Admission } from './admission';
import { TaskAbortedError, TaskFailedError, TaskTimeoutError, errorMessage } from './errors';
import type { TagOf, TaskMapLike, TaskRequest, TaskResponse } from './task-map';

/** Options of `createPool`. */
export interface PoolOptions {
  /** Worker threads; default `os.availableParallelism()`. */
  readonly workers?: number;
  /** The worker bundle; default: see `resolveWorkerFile()`. */
  readonly workerFile?: string;
  /** Tasks that may wait for a busy worker before `run` refuses with QueueFullError; default `2 × workers`. */
  readonly maxQueue?: number;
  /**
   * A worker holding more than this (MiB: V8 heap + ArrayBuffers) after a task is replaced by a
   * fresh one, so a heavy solve gives its memory back; default 256. `Infinity` keeps every worker.
   */
  readonly recycleMemoryMb?: number;
}

/**
 * Default `recycleMemoryMb`: above what the verify items leave behind (a world walk ~70 MiB, a
 * Water Sort level ~15 MiB), below a large Pigment solve (~430 MiB: 220 heap + 210 typed arrays).
 */
export const DEFAULT_RECYCLE_MEMORY_MB = 256;

/** Options of one `pool.run`. */
export interface RunOptions {
  /** Aborting cancels the task: dropped from the queue, or its worker thread terminated if running. */
  readonly signal?: AbortSignal;
  /**
   * A wall-clock guard against a task that never returns (budgets are counted in steps, this is the
   * backstop). It starts when a worker takes the task: time waiting in the queue does not count.
   */
  readonly timeoutMs?: number;
  /**
   * `false`: wait in the queue even when it is full, instead of QueueFullError — for callers that
   * bound their own tasks in flight (runBatch). Default true.
   */
  readonly bounded?: boolean;
  /** ArrayBuffers moved to the worker instead of copied. */
  readonly transferList?: ArrayBuffer[];
}

/**
 * A worker bundle by name (default `worker.cjs`, the app's production worker): beside the running
 * bundle (dist/node/*.cjs), else `dist/node/<name>` in the nearest folder above this file that has
 * one (sources under ts-jest/tsx, benchmarks in dist/bench).
 */
export function resolveWorkerFile(name = 'worker.cjs'): string {
  const sibling = join(__dirname, name);
  if (existsSync(sibling)) return sibling;
  for (let dir = __dirname; dirname(dir) !== dir; dir = dirname(dir)) {
    const candidate = join(dir, 'dist', 'node', name);
    if (existsSync(candidate)) return candidate;
  }
  return join(__dirname, '..', '..', '..', 'dist', 'node', name);
}

/** The default size: one worker per available core. */
export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism());
}

/**
 * What runs tasks of map `M`: a LevelbenchPool of any map that includes `M` (a pool of the whole
 * production map is a TaskRunner of the verify tasks), or a stand-in in tests.
 */
export interface TaskRunner<M extends TaskMapLike<M>> {
  /** Number of worker threads. */
  readonly size: number;
  /** Runs one task; see LevelbenchPool.run. */
  run<K extends TagOf<M>>(tag: K, input: M[K]['in'], options?: RunOptions): Promise<M[K]['out']>;
}

/**
 * A fixed-size worker pool that runs the tasks of task map `M` through a worker bundle whose
 * router was built from a handler table of the same map (`createRouter`).
 */
export class LevelbenchPool<M extends TaskMapLike<M>> implements TaskRunner<M> {
  /** Number of worker threads. */
  readonly size: number;
  private readonly piscina: Piscina<TaskRequest<M>, TaskResponse>;
  private readonly admission: Admission;
  private readonly recycleBytes: number;
  private recycledWorkers = 0;
  private destroyed = false;

  constructor(options: PoolOptions = {}) {
    const size = options.workers ?? defaultPoolSize();
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`workers must be a positive integer, got ${size}`);
    const filename = options.workerFile ?? resolveWorkerFile();
    if (!existsSync(filename)) {
      throw new Error(`worker bundle ${filename} not found: run \`node tools/scripts/build-node.mjs\` first`);
    }
    const maxQueue = options.maxQueue ?? 2 * size;
    if (!Number.isInteger(maxQueue) || maxQueue < 0)
      throw new RangeError(`maxQueue must be a non-negative integer, got ${maxQueue}`);
    this.size = size;
    this.admission = new Admission(size, maxQueue);
    this.recycleBytes = (options.recycleMemoryMb ?? DEFAULT_RECYCLE_MEMORY_MB) * 1024 * 1024;
    this.piscina = new Piscina<TaskRequest<M>, TaskResponse>({
      filename,
      minThreads: size,
      maxThreads: size,
      idleTimeout: 30_000,
    });
    // A worker that dies between tasks is replaced by piscina; without a listener the event would crash the host.
    this.piscina.on('error', () => undefined);
  }

  /**
   * Runs one task; rejects with the task's error, a crashed worker's exit, TaskAbortedError, a
   * timeout, or at once with QueueFullError when every worker is busy and the queue is full.
   */
  async run<K extends TagOf<M>>(tag: K, input: M[K]['in'], options: RunOptions = {}): Promise<M[K]['out']> {
    if (this.destroyed) throw new Error('the pool has been destroyed');
    const { signal, timeoutMs, transferList } = options;
    await this.admission.acquire(tag, signal, options.bounded ?? true);
    // from here the task holds one of `size` slots: piscina hands it to a worker now
    const t0 = performance.now();
    const timeout = timeoutMs !== undefined ? AbortSignal.timeout(timeoutMs) : undefined;
    const signals = [signal, timeout].filter((s): s is AbortSignal => s !== undefined);
    const combined = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    try {
      if (this.destroyed) throw new Error('the pool has been destroyed');
      const request = { tag, input } as TaskRequest<M, K>;
      const response = await this.piscina.run(request, { signal: combined ?? null, transferList });
      if (response.memoryBytes > this.recycleBytes) await this.recycle(response.threadId);
      if (response.failure) throw new TaskFailedError(tag, response.failure);
      // the thread boundary is untyped: the worker's router ran the handler of this tag from the same map
      return response.out as M[K]['out'];
    } catch (e) {
      if (e instanceof TaskFailedError) throw e;
      if (timeout?.aborted && !signal?.aborted) throw new TaskTimeoutError(tag, timeoutMs ?? 0);
      if (signal?.aborted) throw new TaskAbortedError(tag);
      throw typeof e === 'object' && e !== null && 'message' in e ? e : new Error(errorMessage(e));
    } finally {
      this.admission.release(performance.now() - t0);
    }
  }

  /**
   * Replaces the worker `threadId` (it holds more than `recycleMemoryMb`): terminated before its slot
   * is released, so no task is handed to it; piscina starts a fresh thread in its place. Skipped
   * while piscina itself holds queued tasks (one could already be on its way to that worker).
   */
  private async recycle(threadId: number): Promise<void> {
    if (this.destroyed || this.piscina.queueSize > 0) return;
    const worker = this.piscina.threads.find((t) => t.threadId === threadId);
    if (!worker) return;
    this.recycledWorkers++;
    await worker.terminate();
  }

  /** Tasks waiting for a free worker. */
  get queued(): number {
    return this.admission.queued;
  }

  /** Load and memory figures: workers, tasks running and waiting, the queue's limit, workers recycled so far. */
  get stats(): { workers: number; running: number; queued: number; maxQueue: number; recycled: number } {
    return {
      workers: this.size,
      running: this.admission.active,
      queued: this.admission.queued,
      maxQueue: this.admission.maxQueue,
      recycled: this.recycledWorkers,
    };
  }

  /** Terminates every worker; pending tasks reject. */
  async destroy(): Promise<void> {
    if (this.destroyed) return;
    this.destroyed = true;
    this.admission.rejectAll(new Error('the pool has been destroyed'));
    await this.piscina.destroy();
    // A worker terminated by a cancel just before destroy() can make piscina spawn a replacement
    // after destroy() has returned; sweep until no thread is left so nothing keeps the process alive.
    for (let i = 0; i < 20 && this.piscina.threads.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    for (let i = 0; i < 5 && this.piscina.threads.length > 0; i++) await this.piscina.destroy();
  }
}

/** Creates a pool for task map `M`; default size `os.availableParallelism()`, default worker `worker.cjs`. */
export function createPool<M extends TaskMapLike<M>>(options: PoolOptions = {}): LevelbenchPool<M> {
  return new LevelbenchPool<M>(options);
}
