/** Running one solver task in the pool for one request: budgets, cancellation, and errors as HTTP answers. */
import type { FastifyReply } from 'fastify';
import type { FormatError, Parsed } from '@levelbench/formats';
import { DEFAULT_MAX_STATES } from '@levelbench/pigment';
import {
  type LevelbenchPool,
  TASK_ERROR,
  type TagOf,
  type TaskMapLike,
  errorCode,
  isQueueFull,
} from '@levelbench/pool';
import type { TaskMap } from '@levelbench/tasks';
import { ApiError } from './http';
import { queueFullAnswer, withRetryAfter } from './overload';

/**
 * Budgets the server imposes whatever the client asks: the rules libs' own defaults apply when the
 * client sends none (so answers match the CLI), a client may ask for less or up to these caps.
 */
export const BUDGETS = {
  /** Pigment: states a solve may visit (the lib's default, as the CLI uses). */
  pigmentStates: DEFAULT_MAX_STATES,
  /** Pigment: optimal lines listed at most. */
  pigmentLines: 200,
  /** Water Sort: nodes a solve or hint may expand at most. */
  watersortNodes: 5_000_000,
  /** Wall-clock guard per task, in ms. */
  taskMs: 30_000,
} as const;

/** What solver routes need to run tasks (the production task map; tests may run another). */
export interface TaskContext<M extends TaskMapLike<M> = TaskMap> {
  readonly pool?: LevelbenchPool<M>;
  /** Aborted when the server shuts down. */
  readonly shutdown: AbortSignal;
}

/** A request's own signal: aborted when its client disconnects before the answer is written. */
export function clientSignal(reply: FastifyReply): { readonly signal: AbortSignal; dispose(): void } {
  const client = new AbortController();
  const onClose = (): void => {
    if (!reply.raw.writableFinished) client.abort(new ApiError(499, 'the client disconnected'));
  };
  reply.raw.once('close', onClose);
  return { signal: client.signal, dispose: () => reply.raw.off('close', onClose) };
}

/**
 * Runs a task for a request: aborted when the client disconnects (the AbortSignal is wired to the
 * response's close), when the server shuts down, or at the wall-clock backstop.
 */
export async function runTask<M extends TaskMapLike<M>, K extends TagOf<M>>(
  ctx: TaskContext<M>,
  reply: FastifyReply,
  tag: K,
  input: M[K]['in'],
): Promise<M[K]['out']> {
  const client = clientSignal(reply);
  try {
    return await runPoolTask(ctx, reply.log, tag, input, client.signal);
  } catch (e) {
    if (client.signal.aborted) {
      reply.log.info({ tag }, 'task cancelled: the client disconnected');
      throw client.signal.reason;
    }
    throw withRetryAfter(e, reply);
  } finally {
    client.dispose();
  }
}

/** The logger calls tasks make. */
type TaskLog = Pick<FastifyReply['log'], 'debug' | 'error'>;

/**
 * Runs a task that belongs to no single request (e.g. one shared by every request that asked for the
 * same analysis): stopped when `signal` aborts (then it rejects with the signal's reason), when the
 * server shuts down (503), or at the wall-clock backstop (504); the pool's errors become HTTP answers.
 */
export async function runPoolTask<M extends TaskMapLike<M>, K extends TagOf<M>>(
  ctx: TaskContext<M>,
  log: TaskLog,
  tag: K,
  input: M[K]['in'],
  signal?: AbortSignal,
): Promise<M[K]['out']> {
  if (!ctx.pool) throw new ApiError(503, 'no worker pool is running in this server');
  // one controller, aborted by either cause (plain listeners: no AbortSignal.any chains to keep alive)
  const task = new AbortController();
  const onAbort = (): void => task.abort(signal?.reason);
  const onShutdown = (): void => task.abort(ctx.shutdown.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  ctx.shutdown.addEventListener('abort', onShutdown, { once: true });
  if (signal?.aborted) onAbort();
  if (ctx.shutdown.aborted) onShutdown();
  const t0 = performance.now();
  try {
    const value = await ctx.pool.run(tag, input, { signal: task.signal, timeoutMs: BUDGETS.taskMs });
    log.debug({ tag, ms: Math.round(performance.now() - t0) }, 'task done');
    return value;
  } catch (e) {
    const msg = (e as Error).message;
    if (signal?.aborted) throw signal.reason;
    if (ctx.shutdown.aborted) throw new ApiError(503, 'the server is shutting down');
    if (isQueueFull(e)) throw queueFullAnswer(e, tag);
    switch (errorCode(e)) {
      case TASK_ERROR.timeout:
        throw new ApiError(504, `${tag} did not finish within ${BUDGETS.taskMs / 1000} s`);
      case TASK_ERROR.budget:
      case TASK_ERROR.badInput:
        throw new ApiError(422, `${tag}: ${msg}`);
      default:
        log.error({ tag, err: e }, 'task failed');
        throw new ApiError(500, `${tag} failed: ${msg}`);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    ctx.shutdown.removeEventListener('abort', onShutdown);
  }
}

/** Validates a JSON value with a rules-lib parser; errors name `/<field>/…` inside the request body. */
export function parseField<T>(value: unknown, field: string, parse: (text: string, file: string) => Parsed<T>): T {
  if (value === undefined)
    throw new ApiError(400, `the request body needs "${field}"`, [
      { file: 'request body', path: `/${field}`, message: 'is missing' },
    ]);
  const r = parse(JSON.stringify(value), 'request body');
  if (r.ok) return r.value;
  const errors: FormatError[] = r.errors.map((e) => ({ ...e, path: `/${field}${e.path}` }));
  throw new ApiError(400, `"${field}" is not valid`, { errors, moreErrors: r.moreErrors });
}

/** An optional integer field within [min, max]; 400 with its path otherwise. */
export function intField(body: Record<string, unknown>, field: string, min: number, max: number): number | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new ApiError(400, `"${field}" must be an integer from ${min} to ${max}`, [
      { file: 'request body', path: `/${field}`, message: `must be an integer from ${min} to ${max}` },
    ]);
  }
  return v;
}
