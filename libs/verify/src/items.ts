/** Every check as a list of items with stable ids and indexes, and the deterministic shard slice of it. */
import type { CheckName, ItemPayloadBase } from './checks';
import { CHECK_DEFINITIONS, type CheckRegistry, checkDefinition } from './checks/registry';
import type { VerifyInputs } from './inputs';
import type { ResolvedOptions } from './options';

/** One unit of work: `index` counts within its check, which is what shards split on; its check's definition types `payload`. */
export interface VerifyItem {
  readonly check: CheckName;
  readonly index: number;
  readonly id: string;
  readonly payload: ItemPayloadBase;
}

export { DAILY_DAYS, MAP_DEPTHS } from '@levelbench/contracts';

/**
 * Enumerates the items of every selected check, in the run's check order; `prepared` holds what each
 * check's `prepare` returned (faces: the pair list, planned in the pool).
 */
export function enumerateItems(
  o: ResolvedOptions,
  inputs: VerifyInputs,
  prepared: Readonly<Partial<Record<CheckName, unknown>>> = {},
  registry: CheckRegistry = CHECK_DEFINITIONS,
): VerifyItem[] {
  const items: VerifyItem[] = [];
  for (const check of o.checks) {
    const payloads = checkDefinition(check, registry).items({ options: o, inputs, prepared: prepared[check] });
    // one at a time: `push(...list)` passes every item as an argument and overflows the stack on long lists
    payloads.forEach((payload, index) => items.push({ check, index, id: payload.id, payload }));
  }
  const ids = new Set<string>();
  for (const it of items) {
    // merge matches items by id: a duplicate would make shards disagree with the whole run
    if (ids.has(it.id)) throw new Error(`two verify items share the id ${it.id}`);
    ids.add(it.id);
  }
  return items;
}

/** Shard K of N: the items whose index within their check is K−1 modulo N (all of them without a shard). */
export function shardItems<T extends { readonly index: number }>(
  items: readonly T[],
  shard: { readonly k: number; readonly n: number } | null,
): T[] {
  return shard ? items.filter((it) => it.index % shard.n === shard.k - 1) : [...items];
}
