/* The Water Sort rules run here, off the UI thread: curve metrics with progress, level previews, hints. */
import { generateDaily, generateFromSpec, hint, metricsOf, type LevelMetrics } from '@levelbench/watersort';
import { specKey } from '../util/chart-data';
import type { WorkerEvent, WorkerRequest } from './worker-protocol';

const cancelled = new Set<number>();
/** Metrics by spec key: a curve edit only recomputes the levels whose spec changed. */
const cache = new Map<string, LevelMetrics>();

function send(e: WorkerEvent): void {
  postMessage(e);
}

function fail(id: number, e: unknown): void {
  send({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
  send({ id, type: 'done' });
}

async function metrics(req: Extract<WorkerRequest, { kind: 'metrics' }>): Promise<void> {
  const total = req.specs.length;
  let done = 0;
  for (const spec of req.specs) {
    // yield between levels so a cancel message (a newer curve) is seen
    await new Promise((r) => setTimeout(r, 0));
    if (cancelled.has(req.id)) break;
    const key = specKey(spec);
    let m = cache.get(key);
    if (!m) {
      m = metricsOf(generateFromSpec(spec));
      cache.set(key, m);
    }
    send({ id: req.id, type: 'metric', key, metrics: m, done: ++done, total });
  }
  cancelled.delete(req.id);
  send({ id: req.id, type: 'done' });
}

addEventListener('message', (ev: MessageEvent<WorkerRequest>) => {
  const req = ev.data;
  try {
    switch (req.kind) {
      case 'cancel':
        cancelled.add(req.id);
        return;
      case 'metrics':
        void metrics(req).catch((e) => fail(req.id, e));
        return;
      case 'level': {
        const generated = generateFromSpec(req.spec);
        send({ id: req.id, type: 'level', value: { generated, metrics: metricsOf(generated) } });
        break;
      }
      case 'daily': {
        const generated = generateDaily(req.date);
        send({ id: req.id, type: 'level', value: { generated, metrics: metricsOf(generated), date: req.date } });
        break;
      }
      case 'hint':
        send({ id: req.id, type: 'hint', value: hint(req.board) });
        break;
    }
    send({ id: req.id, type: 'done' });
  } catch (e) {
    fail(req.id, e);
  }
});
