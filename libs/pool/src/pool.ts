/** The one worker pool: piscina with fixed defaults, sized from the machine, created on first use. */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import Piscina from 'piscina';
import { errorMessage } from './errors';
import type { TagOf, TaskMapLike, TaskRequest, TaskResponse } from './task-map';

/** Options of `createPool`. */
export interface PoolOptions {
  /** Worker threads; default `os.availableParallelism()`. */
  readonly workers?: number;
  /** The worker bundle; default: see `resolveWorkerFile()`. */
  readonly workerFile?: string;
}

/** Options of one `pool.run`. */
export interface RunOptions {
  /** Aborting cancels the task: dropped from the queue, or its worker thread terminated if running. */
  readonly signal?: AbortSignal;
  /** A wall-clock guard against a task that never returns (budgets are counted in steps, this is the backstop). */
  readonly timeoutMs?: number;
  /** ArrayBuffers moved to the worker instead of copied. */
  readonly transferList?: ArrayBuffer[];
}

/** Error of a task cancelled through its AbortSignal. */
export class TaskAbortedError extends Error {
  constructor(readonly tag: string) {
    super(`task ${tag} was cancelled`);
    this.name = 'AbortError';
  }
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
  private destroyed = false;

  constructor(options: PoolOptions = {}) {
    const size = options.workers ?? defaultPoolSize();
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`workers must be a positive integer, got ${size}`);
    const filename = options.workerFile ?? resolveWorkerFile();
    if (!existsSync(filename)) {
      throw new Error(`worker bundle ${filename} not found: run \`node tools/scripts/build-node.mjs\` first`);
    }
    this.size = size;
    this.piscina = new Piscina<TaskRequest<M>, TaskResponse>({
      filename,
      minThreads: size,
      maxThreads: size,
      idleTimeout: 30_000,
    });
    // A worker that dies between tasks is replaced by piscina; without a listener the event would crash the host.
    this.piscina.on('error', () => undefined);
  }

  /** Runs one task; rejects with the task's error, a crashed worker's exit, TaskAbortedError, or a timeout. */
  async run<K extends TagOf<M>>(tag: K, input: M[K]['in'], options: RunOptions = {}): Promise<M[K]['out']> {
    if (this.destroyed) throw new Error('the pool has been destroyed');
    const { signal, timeoutMs, transferList } = options;
    const timeout = timeoutMs !== undefined ? AbortSignal.timeout(timeoutMs) : undefined;
    const signals = [signal, timeout].filter((s): s is AbortSignal => s !== undefined);
    const combined = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    try {
      const request = { tag, input } as TaskRequest<M, K>;
      const response = await this.piscina.run(request, { signal: combined ?? null, transferList });
      // the thread boundary is untyped: the worker's router ran the handler of this tag from the same map
      return response.out as M[K]['out'];
    } catch (e) {
      if (timeout?.aborted && !signal?.aborted) throw new Error(`task ${tag} timed out after ${timeoutMs} ms`);
      if (signal?.aborted) throw new TaskAbortedError(tag);
      throw typeof e === 'object' && e !== null && 'message' in e ? e : new Error(errorMessage(e));
    }
  }

  /** Tasks waiting for a free worker. */
  get queued(): number {
    return this.piscina.queueSize;
  }

  /** Terminates every worker; pending tasks reject. */
  async destroy(): Promise<void> {
    if (this.destroyed) return;
    this.destroyed = true;
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
