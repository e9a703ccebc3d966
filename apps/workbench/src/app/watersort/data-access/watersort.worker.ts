/* The Water Sort rules run here, off the UI thread: curve metrics with progress, level previews (pinned or generated), hints. */
import {
  generateDaily,
  generateFromSpec,
  hint,
  metricsOf,
  pinnedLevel,
  type LevelMetrics,
} from '@levelbench/watersort';
import { specKey } from '../util/chart-data';
import { CancellableRequests, serveRequests } from '../../shared/data-access/worker-requests';
import type { WorkerEvent, WorkerRequest } from './worker-protocol';
import { registerSchemaValidators } from '../../shared/data-access/schema-validators';

registerSchemaValidators();

const requests = new CancellableRequests();
/** Metrics by spec key: a curve edit only recomputes the levels whose spec changed. */
const cache = new Map<string, LevelMetrics>();

function send(e: WorkerEvent): void {
  postMessage(e);
}

/** Metrics level by level; a cancel message (a newer curve) is seen between levels. */
function metrics(req: Extract<WorkerRequest, { kind: 'metrics' }>): Promise<void> {
  return requests.eachItem(req.id, req.specs, (spec, done, total) => {
    const key = specKey(spec);
    let m = cache.get(key);
    if (!m) {
      m = metricsOf(spec.pin ? pinnedLevel(spec, spec.pin) : generateFromSpec(spec));
      cache.set(key, m);
    }
    send({ id: req.id, type: 'metric', key, metrics: m, done, total });
  });
}

serveRequests<WorkerRequest>((req) => {
  switch (req.kind) {
    case 'cancel':
      return requests.cancel(req.id);
    case 'metrics':
      return metrics(req);
    case 'level': {
      // a pinned level serves the hand-made board, as the CLI and verify do (curveLevel)
      const generated = req.pin ? pinnedLevel(req.spec, req.pin) : generateFromSpec(req.spec);
      const pinned = req.pin ? { pinned: req.pin.note === undefined ? {} : { note: req.pin.note } } : {};
      send({ id: req.id, type: 'level', value: { generated, metrics: metricsOf(generated), ...pinned } });
      return;
    }
    case 'daily': {
      const generated = generateDaily(req.date);
      send({ id: req.id, type: 'level', value: { generated, metrics: metricsOf(generated), date: req.date } });
      return;
    }
    case 'hint':
      send({ id: req.id, type: 'hint', value: hint(req.board) });
      return;
  }
});
