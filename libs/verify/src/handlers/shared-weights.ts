/** Worldgen weights inside a worker: one object per distinct weights, so worldgen's world cache (keyed by identity) keeps hitting. */
import { internByJson } from '@levelbench/pool/worker';
import { defaultWeights, type Weights } from '@levelbench/worldgen';

/** The one Weights object of this worker for equal weights (default weights when none were sent). */
export function sharedWeights(weights: Weights | null | undefined): Weights {
  return weights ? internByJson(weights) : defaultWeights;
}
