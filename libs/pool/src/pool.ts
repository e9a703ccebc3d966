/** The one worker pool: piscina with fixed defaults, sized from the machine, created on first use. */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import Piscina from 'piscina';
import { errorMessage, type TaskRequest, type TaskTag } from './tags';

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
  constructor(readonly tag: TaskTag) {
    super(`task ${tag} was cancelled`);
    this.name = 'AbortError';
  }
}

/**
 * The worker file: beside the running bundle (dist/node/*.cjs), else `dist/node/worker.cjs` in the
 * nearest folder above this file that has one (sources under ts-jest/tsx, benchmarks in dist/bench).
 */
export function resolveWorkerFile(): string {
  const sibling = join(__dirname, 'worker.cjs');
  if (existsSync(sibling)) return sibling;
  for (let dir = __dirname; dirname(dir) !== dir; dir = dirname(dir)) {
    const candidate = join(dir, 'dist', 'node', 'worker.cjs');
    if (existsSync(candidate)) return candidate;
  }
  return join(__dirname, '..', '..', '..', 'dist', 'node', 'worker.cjs');
}

/** The default size: one worker per available core. */
export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism());
}

/** A fixed-size worker pool that runs tagged tasks through the worker router. */
export class LevelbenchPool {
  /** Number of worker threads. */
  readonly size: number;
  private readonly piscina: Piscina<TaskRequest, unknown>;
  private destroyed = false;

  constructor(options: PoolOptions = {}) {
    const size = options.workers ?? defaultPoolSize();
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`workers must be a positive integer, got ${size}`);
    const filename = options.workerFile ?? resolveWorkerFile();
    if (!existsSync(filename)) {
      throw new Error(`worker bundle ${filename} not found: run \`node tools/scripts/build-node.mjs\` first`);
    }
    this.size = size;
    this.piscina = new Piscina<TaskRequest, unknown>({
      filename,
      minThreads: size,
      maxThreads: size,
      idleTimeout: 30_000,
    });
    // A worker that dies between tasks is replaced by piscina; without a listener the event would crash the host.
    this.piscina.on('error', () => undefined);
  }

  /** Runs one task; rejects with the task's error, a crashed worker's exit, TaskAbortedError, or a timeout. */
  async run<T = unknown>(tag: TaskTag, payload: unknown, options: RunOptions = {}): Promise<T> {
    if (this.destroyed) throw new Error('the pool has been destroyed');
    const { signal, timeoutMs, transferList } = options;
    const timeout = timeoutMs !== undefined ? AbortSignal.timeout(timeoutMs) : undefined;
    const signals = [signal, timeout].filter((s): s is AbortSignal => s !== undefined);
    const combined = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    try {
      return (await this.piscina.run({ tag, payload }, { signal: combined ?? null, transferList })) as T;
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

/** Creates a pool; default size `os.availableParallelism()`. */
export function createPool(options: PoolOptions = {}): LevelbenchPool {
  return new LevelbenchPool(options);
}

let shared: LevelbenchPool | undefined;

/** The process-wide pool, created on first use (default size). */
export function sharedPool(): LevelbenchPool {
  shared ??= createPool();
  return shared;
}

/** Destroys the process-wide pool if it was created. */
export async function closeSharedPool(): Promise<void> {
  const p = shared;
  shared = undefined;
  await p?.destroy();
}
