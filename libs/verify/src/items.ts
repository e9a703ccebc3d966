/** Every check as a list of items with stable ids and indexes, and the deterministic shard slice of it. */
import { DAILY_DAYS, MAP_DEPTHS } from '@levelbench/contracts';
import type { CheckName, VerifyItemPayload } from './checks';
import { levelCount, openDays } from '@levelbench/watersort';
import type { FacePairSpec } from '@levelbench/worldgen';
import type { VerifyInputs } from './inputs';
import type { ResolvedOptions } from './options';

/** One unit of work: `index` counts within its check, which is what shards split on. */
export interface VerifyItem {
  readonly check: CheckName;
  readonly index: number;
  readonly id: string;
  readonly payload: VerifyItemPayload;
}

export { DAILY_DAYS, MAP_DEPTHS } from '@levelbench/contracts';

function numbered(check: CheckName, payloads: VerifyItemPayload[]): VerifyItem[] {
  return payloads.map((payload, index) => ({ check, index, id: payload.id, payload }));
}

/** Appends one by one: `push(...list)` passes every item as an argument and overflows the stack on long lists. */
function pushAll<T>(into: T[], list: readonly T[]): void {
  for (const x of list) into.push(x);
}

/** Enumerates the items of every selected check; `faceSpecs` comes from the pool (it plans worlds). */
export function enumerateItems(
  o: ResolvedOptions,
  inputs: VerifyInputs,
  faceSpecs: readonly FacePairSpec[],
): VerifyItem[] {
  const items: VerifyItem[] = [];
  for (const check of o.checks) {
    switch (check) {
      case 'pigment':
        pushAll(
          items,
          numbered(
            check,
            inputs.pigment.map((f) => ({ check, id: f.id, file: f.file, text: f.text })),
          ),
        );
        break;
      case 'watersort': {
        const levels = Array.from({ length: levelCount(inputs.curve) }, (_, i) => i + 1);
        pushAll(
          items,
          numbered(check, [
            ...levels.map((n) => ({
              check,
              kind: 'level' as const,
              id: `watersort/level-${n}`,
              curve: inputs.curve,
              n,
            })),
            ...openDays(o.date, DAILY_DAYS).map((date) => ({
              check,
              kind: 'daily' as const,
              id: `watersort/daily-${date}`,
              date,
            })),
          ]),
        );
        break;
      }
      case 'worlds':
        pushAll(
          items,
          numbered(
            check,
            Array.from({ length: o.worlds }, (_, i) => ({
              check,
              id: `worlds/seed-${i + 1}`,
              seed: i + 1,
              weights: inputs.weights,
              mapDepths: i === 0 ? [...MAP_DEPTHS] : [],
            })),
          ),
        );
        break;
      case 'faces':
        pushAll(
          items,
          numbered(
            check,
            faceSpecs.map((spec) => ({ check, id: `faces/${spec.id}`, spec, weights: inputs.weights })),
          ),
        );
        break;
    }
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
