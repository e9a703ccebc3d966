/**
 * Typed tasks: a task map names every tag a worker understands with the input it takes and the
 * output it returns. Callers run `pool.run(tag, input)` and get the tag's output type back; the
 * worker entry builds its router from a handler table of the same map, so nothing is cast.
 */
import type { TaskFailure } from './errors';

/** One task: what goes into the worker (structured-cloned) and what comes back. */
export interface TaskSpec<In = unknown, Out = unknown> {
  readonly in: In;
  readonly out: Out;
}

/** Any task map: tag → TaskSpec. */
export type TaskMapLike<M> = { readonly [K in keyof M]: TaskSpec };

/** A handler per tag: takes the tag's input, returns (or resolves to) its output. */
export type TaskHandlers<M extends TaskMapLike<M>> = {
  readonly [K in keyof M]: (input: M[K]['in']) => M[K]['out'] | Promise<M[K]['out']>;
};

/** Any handler table; `TaskMapOf` derives its task map. */
export type HandlerTable = Readonly<Record<string, (input: never) => unknown>>;

/** The task map of a handler table: declare handlers once, derive the types callers see. */
export type TaskMapOf<H extends HandlerTable> = {
  readonly [K in keyof H]: TaskSpec<Parameters<H[K]>[0], Awaited<ReturnType<H[K]>>>;
};

/** The tags of a task map, as strings. */
export type TagOf<M> = keyof M & string;

/** What the pool posts to a worker for one task (one variant per tag). */
export type TaskRequest<M extends TaskMapLike<M>, K extends TagOf<M> = TagOf<M>> = {
  [P in K]: { readonly tag: P; readonly input: M[P]['in'] };
}[K];

/**
 * What a worker posts back: the handler's output, or its failure as data, and the worker's memory after
 * the task (for recycling).
 */
export type TaskResponse<Out = unknown> = TaskOutcome<Out> & {
  /** The worker isolate's V8 heap (heapTotal) plus its ArrayBuffers and other external memory after the task, in bytes. */
  readonly memoryBytes: number;
  /** `worker_threads.threadId` of the worker that ran the task. */
  readonly threadId: number;
};

/** A handler's result: its output, or what it threw (with its TASK_ERROR code). */
export type TaskOutcome<Out> =
  | { readonly out: Out; readonly failure?: undefined }
  | { readonly out?: undefined; readonly failure: TaskFailure };
