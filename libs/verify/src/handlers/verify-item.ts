/** `verify.item`: one item of a verify batch, checked inside a worker by its check's definition, returned as a plain ItemResult. */
import type { ItemResult } from '@levelbench/contracts';
import type { ItemPayloadBase } from '../checks/definition';
import { CHECK_DEFINITIONS, type CheckRegistry, checkDefinition } from '../checks/registry';

/** Checks one item with the definitions of `registry`; a rules-lib exception propagates and fails the item in the batch. */
export function verifyItemWith(registry: CheckRegistry, p: ItemPayloadBase): ItemResult {
  const t0 = performance.now();
  const def = checkDefinition(p.check, registry);
  const { check, id, ...rest } = def.check(p);
  return { check, id, at: def.place(p), ...rest, ms: performance.now() - t0 };
}

/** Checks one item of the production checks (its `check` picks the definition; an unknown one throws). */
export function verifyItem(p: ItemPayloadBase): ItemResult {
  return verifyItemWith(CHECK_DEFINITIONS, p);
}
