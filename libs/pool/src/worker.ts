/**
 * The pool's worker router: piscina calls the default export with one TaskRequest per task and
 * the `tag` picks the handler. Everything here runs inside a worker thread (dist/node/worker.cjs).
 */
import type { TaskRequest } from './tags';
import * as rules from './handlers/rules-tasks';
import * as testTasks from './handlers/test-tasks';
import { type VerifyItemPayload, verifyItem } from './handlers/verify-item';

type P<F extends (p: never) => unknown> = Parameters<F>[0];

/** Routes one task to its handler; an unknown tag is an error of the task, not of the worker. */
export default async function route(req: TaskRequest): Promise<unknown> {
  const { tag, payload } = req;
  switch (tag) {
    case 'pigment.solve':
      return rules.pigmentSolve(payload as P<typeof rules.pigmentSolve>);
    case 'pigment.analyse':
      return rules.pigmentAnalyse(payload as P<typeof rules.pigmentAnalyse>);
    case 'pigment.suggest':
      return rules.pigmentSuggest(payload as P<typeof rules.pigmentSuggest>);
    case 'watersort.level':
      return rules.watersortLevel(payload as P<typeof rules.watersortLevel>);
    case 'watersort.daily':
      return rules.watersortDaily(payload as P<typeof rules.watersortDaily>);
    case 'watersort.solve':
      return rules.watersortSolve(payload as P<typeof rules.watersortSolve>);
    case 'watersort.hint':
      return rules.watersortHint(payload as P<typeof rules.watersortHint>);
    case 'watersort.metrics':
      return rules.watersortMetrics(payload as P<typeof rules.watersortMetrics>);
    case 'worlds.map':
      return rules.worldsMap(payload as P<typeof rules.worldsMap>);
    case 'worlds.cube':
      return rules.worldsCube(payload as P<typeof rules.worldsCube>);
    case 'worlds.check':
      return rules.worldsCheck(payload as P<typeof rules.worldsCheck>);
    case 'faces.check':
      return rules.facesCheck(payload as P<typeof rules.facesCheck>);
    case 'faces.specs':
      return rules.facesSpecs(payload as P<typeof rules.facesSpecs>);
    case 'verify.item':
      return verifyItem(payload as VerifyItemPayload);
    case 'test.echo':
      return testTasks.echo(payload);
    case 'test.throw':
      return testTasks.throwing(payload);
    case 'test.crash':
      return testTasks.crash(payload);
    case 'test.spin':
      return testTasks.spin(payload as testTasks.SpinPayload);
    case 'test.sleep':
      return testTasks.sleep(payload as { ms: number });
    default:
      throw new Error(`unknown task tag "${String(tag)}"`);
  }
}
