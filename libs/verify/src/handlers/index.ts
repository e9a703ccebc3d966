/**
 * The verify tasks a worker runs (secondary entry `@levelbench/verify/handlers`, kept apart from the
 * rest of the lib so a worker bundle does not load RxJS or the report writers). The production
 * worker (`libs/tasks`) routes these beside the rules tasks; runVerify runs them through any pool
 * whose task map includes `VerifyTaskMap`.
 */
import type { TaskMapOf } from '@levelbench/pool/worker';
import { type FacePairSpec, type Weights, facePairSpecs } from '@levelbench/worldgen';
import { sharedWeights } from './shared-weights';
import { verifyItem } from './verify-item';

export { verifyItem } from './verify-item';
export { sharedWeights } from './shared-weights';

/**
 * `faces.specs` ({count, fromSeed?, weights?}): the deterministic list of different face pairs
 * (it plans worlds, so it is kept off the main thread).
 */
export function facesSpecs(p: { count: number; fromSeed?: number; weights?: Weights | null }): FacePairSpec[] {
  return facePairSpecs(p.count, p.fromSeed, sharedWeights(p.weights));
}

/** The handlers of the verify tasks: `verify.item` (one item of a batch) and `faces.specs` (the faces check's items). */
export const verifyHandlers = {
  'verify.item': verifyItem,
  'faces.specs': facesSpecs,
};

/** The task map of the verify tasks. */
export type VerifyTaskMap = TaskMapOf<typeof verifyHandlers>;
