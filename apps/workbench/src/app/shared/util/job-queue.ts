/** How the workbench reads a job's place in the server's queue (`queued` events, 202 answers) and a refused cancel. */

/** The fields of a job event or a 202 answer that say whether it waits. */
export interface QueueSignal {
  readonly type?: string;
  readonly state?: string;
  readonly position?: unknown;
}

/**
 * The job's place in the queue after `e` (1-based), or null once it runs: a `queued` event or answer
 * gives the place, `started`/`progress` and the final events mean it left the queue; anything else keeps `current`.
 */
export function queuePosition(e: QueueSignal, current: number | null): number | null {
  const kind = e.type ?? e.state;
  if (kind === 'queued') return typeof e.position === 'number' && e.position > 0 ? e.position : (current ?? 1);
  if (kind === undefined) return current;
  return null;
}

/** What the UI says while a job waits. */
export function queuedText(position: number): string {
  return `Queued, position ${position}: it starts when a slot frees (one running job per person, two in all).`;
}

/** The sentence for a refused cancel: the server's own (403: someone else started the job), or a plain one. */
export function cancelRefusal(status: number, said: string | null): string {
  if (status === 403) return said ?? 'Only the person who started this job can cancel it.';
  return said ?? `The server did not cancel the job (HTTP ${status}).`;
}
