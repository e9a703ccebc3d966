/** planVerify: what a verify run has to do — its items and their keys, which earlier verdicts it takes, which items run. */
import type { CheckProgress } from '@levelbench/contracts';
import type { CheckName } from './checks';
import type { CheckRegistry } from './checks/registry';
import type { VerifyInputs } from './inputs';
import { enumerateItems, shardItems, type VerifyItem } from './items';
import type { ResolvedOptions } from './options';
import { type Found, itemDigest, itemKey } from './reuse';
import type { ItemRecord } from './summary';

/** An item with its content key (what reuse and the cache look it up by). */
export interface KeyedItem {
  readonly item: VerifyItem;
  readonly key: string;
}

/** What planVerify starts from: the resolved run, what it read and prepared, and how to look up earlier verdicts. */
export interface PlanInput {
  readonly options: ResolvedOptions;
  readonly inputs: VerifyInputs;
  /** What each check's `prepare` returned (faces: the pair list). */
  readonly prepared: Readonly<Partial<Record<CheckName, unknown>>>;
  readonly registry: CheckRegistry;
  /** The code version of each check (`codeVersions`): part of every item's key. */
  readonly versions: Readonly<Partial<Record<CheckName, string>>>;
  /** An earlier verdict of this item under this key, or null (without reuse: always null). */
  readonly find: (item: VerifyItem, key: string) => Found | null;
}

/** A run's plan: every item of its shard, the records taken from earlier runs, the items to run, the counts so far. */
export interface VerifyPlan {
  /** The items of this run (of its shard), in check order, keyed. */
  readonly items: readonly KeyedItem[];
  /** The records of the reused items, in item order, each with its key, digest and origin. */
  readonly reused: readonly ItemRecord[];
  /** The items that must run, in item order. */
  readonly fresh: readonly KeyedItem[];
  /** Per selected check, in run order: its items (`total`), the reused ones (`done`) and their failures. */
  readonly checks: Readonly<Partial<Record<CheckName, CheckProgress>>>;
}

/** Plans a run: lists and shards the items, keys them, takes every one whose earlier verdict `find` returns. No I/O but `find`. */
export function planVerify(p: PlanInput): VerifyPlan {
  const { options: o } = p;
  const items = shardItems(enumerateItems(o, p.inputs, p.prepared, p.registry), o.shard).map((item) => ({
    item,
    key: itemKey(item, p.versions),
  }));
  const reused: ItemRecord[] = [];
  const fresh: KeyedItem[] = [];
  for (const k of items) {
    const found = p.find(k.item, k.key);
    if (!found) fresh.push(k);
    else
      reused.push({
        ...found.result,
        index: k.item.index,
        key: k.key,
        digest: itemDigest(k.key, found.result),
        from: found.from,
      });
  }
  const checks = Object.fromEntries(
    o.checks.map((c): [CheckName, CheckProgress] => {
      const done = reused.filter((r) => r.check === c);
      return [
        c,
        {
          done: done.length,
          total: items.filter((k) => k.item.check === c).length,
          failures: done.filter((r) => !r.passed).length,
        },
      ];
    }),
  );
  return { items, reused, fresh, checks };
}
