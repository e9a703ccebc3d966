/* The editor's solver runs here, off the UI thread: progress while it searches, then the full answer. */
import { analysePigment, pigmentSolveReport } from '@levelbench/pigment';
import type { SolveEvent, SolveRequest } from './solve-worker-protocol';
import { registerSchemaValidators } from '../../shared/data-access/schema-validators';

registerSchemaValidators();

/** Progress is posted at most this often (the search reports every few thousand states). */
const PROGRESS_EVERY_MS = 100;
/** Wall time the difficulty metrics may take, as in `pigment solve`. */
const METRICS_MS = 500;

function post(e: SolveEvent): void {
  postMessage(e);
}

addEventListener('message', (ev: MessageEvent<SolveRequest>) => {
  const { level, maxStates, known } = ev.data;
  const t0 = performance.now();
  let lastPost = 0;
  try {
    // the solve panel shows the difficulty and the random player's chance: milliseconds when the limit is the
    // shortest line; otherwise at most METRICS_MS of work from their first poll (then they say `exhaustive: false`)
    let deadline = 0;
    const analysis = analysePigment(level, {
      maxStates,
      solved: known,
      linesCap: 10,
      metrics: { shouldStop: () => performance.now() > (deadline ||= performance.now() + METRICS_MS) },
      progressEvery: 8192,
      onProgress: ({ states, bound }) => {
        const ms = performance.now() - t0;
        if (ms - lastPost < PROGRESS_EVERY_MS) return;
        lastPost = ms;
        post({ type: 'progress', states, bound, ms });
      },
    });
    const ms = Math.round((performance.now() - t0) * 1000) / 1000;
    post({ type: 'result', result: pigmentSolveReport(level, analysis, { ms }) });
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
});
