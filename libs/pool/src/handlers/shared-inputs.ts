/** Per-worker memo of structured-cloned inputs, so the rules libs' identity caches (worlds by weights) keep hitting. */
import { defaultWeights, type Weights } from '@levelbench/worldgen';

const weightsByJson = new Map<string, Weights>();

/** The one Weights object of this worker for equal weights (default weights when none were sent). */
export function sharedWeights(weights: Weights | null | undefined): Weights {
  if (!weights) return defaultWeights;
  const key = JSON.stringify(weights);
  let w = weightsByJson.get(key);
  if (!w) {
    if (weightsByJson.size > 16) weightsByJson.clear();
    w = weights;
    weightsByJson.set(key, w);
  }
  return w;
}
