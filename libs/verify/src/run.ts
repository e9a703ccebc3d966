/** runVerify: enumerate the items, run them through the pool, summarise, write the report — as an Observable of progress. */
import { Observable } from 'rxjs';
import { rootLabel } from '@levelbench/store';
import { type LevelbenchPool, type TaskRunner, createPool, runBatch } from '@levelbench/pool';
import type { CheckProgress, VerifyProgressEvent } from '@levelbench/contracts';
import type { CheckName, ItemResult } from './checks';
import { CHECK_DEFINITIONS, type CheckRegistry, checkDefinition } from './checks/registry';
import type { VerifyTaskMap } from './handlers';
import { readInputs } from './inputs';
import { enumerateItems, shardItems, type VerifyItem } from './items';
import { codeVersions } from './code-version';
import { gitCommit, toolVersion } from './meta';
import { resolveOptions, type VerifyOptions } from './options';
import { type ItemRecord, SUMMARY_VERSION, type Summary, itemMsByCheck, sortItems, summariseChecks } from './summary';
import { type ReuseSources, ResultStore, contentKey, itemDigest, itemKey } from './reuse';
import { withScorecards } from './scorecards';
import { refuseOutInsideLevels } from './write';

/**
 * What runVerify emits: progress while running, then one `done` with the summary. It writes nothing: the
 * edge (the CLI, the server's job) publishes the report with `publishReport`.
 */
export type VerifyEvent = VerifyProgressEvent | { readonly type: 'done'; readonly summary: Summary };

export type { CheckProgress } from '@levelbench/contracts';

/** Where runVerify runs: an existing pool (else one of its own, sized by `workers`), a cancel signal, a clock for folder names. */
export interface VerifyContext {
  readonly pool?: TaskRunner<VerifyTaskMap>;
  readonly signal?: AbortSignal;
  readonly now?: () => Date;
  /** Earlier results to take unchanged items from (the CLI's `--reuse` and `--cache`; never a client's choice). */
  readonly reuse?: ReuseSources;
  /** The checks to choose from (default the production registry; a test adds one of its own). */
  readonly checks?: CheckRegistry;
}

/** Wall-clock backstop per item; budgets inside the rules libs are counted in states/nodes/tries. */
export const ITEM_TIMEOUT_MS = 10 * 60_000;

function recordOf(
  registry: CheckRegistry,
  item: VerifyItem,
  outcome: { ok: true; value: ItemResult; ms: number } | { ok: false; error: string; ms: number },
): ItemRecord {
  // the worker's own time for the check; the batch's clock also counts the wait in the pool's queue
  const ms = Math.round((outcome.ok ? (outcome.value.ms ?? outcome.ms) : outcome.ms) * 10) / 10;
  if (outcome.ok) return { ...outcome.value, index: item.index, ms };
  return {
    check: item.check,
    id: item.id,
    at: checkDefinition(item.check, registry).place(item.payload),
    index: item.index,
    passed: false,
    failures: [`the task failed: ${outcome.error}`],
    metrics: {},
    ms,
  };
}

/**
 * Runs every selected check in the pool. Errors with VerifyOptionsError / VerifyInputError before any
 * work, or an AbortError when `signal` aborts (running tasks are cancelled). Writes nothing (see publishReport).
 */
export function runVerify(options: VerifyOptions, ctx: VerifyContext = {}): Observable<VerifyEvent> {
  return new Observable<VerifyEvent>((subscriber) => {
    const controller = new AbortController();
    const onAbort = (): void => controller.abort(ctx.signal?.reason);
    ctx.signal?.addEventListener('abort', onAbort, { once: true });
    if (ctx.signal?.aborted) controller.abort(ctx.signal.reason);
    const signal = controller.signal;
    const now = ctx.now ?? (() => new Date());
    let batch: { unsubscribe(): void } | undefined;
    let owned: LevelbenchPool<VerifyTaskMap> | undefined;

    const release = async (): Promise<void> => {
      ctx.signal?.removeEventListener('abort', onAbort);
      await owned?.destroy();
    };

    const main = async (): Promise<void> => {
      const registry = ctx.checks ?? CHECK_DEFINITIONS;
      const o = resolveOptions(options, undefined, registry);
      // a report written into the store would be listed (and verified) as a level
      if (o.outDir) refuseOutInsideLevels(o.outDir, o.levelsDir);
      else refuseOutInsideLevels(o.reportsDir, o.levelsDir, '--reports');
      const inputs = await readInputs(o, registry);
      const started = now();
      const t0 = performance.now();
      // the pool starts only when something has to run: a run that reuses every item starts no worker
      const pool = (): TaskRunner<VerifyTaskMap> =>
        ctx.pool ?? (owned ??= createPool<VerifyTaskMap>({ workers: o.workers ?? undefined }));
      const versions = codeVersions(registry);
      // a claimed pass is believed only if its check's cheap re-check holds (Pigment: its lines replay to a win)
      const results = new ResultStore(
        ctx.reuse ?? {},
        (item, claimed) => checkDefinition(item.check, registry).recheck?.(item.payload, claimed) ?? true,
      );
      // what a check needs before its items can be listed (faces: the pair list), reused by content key
      const prepared: Partial<Record<CheckName, unknown>> = {};
      for (const check of o.checks) {
        const def = checkDefinition(check, registry);
        if (!def.prepare) continue;
        prepared[check] = await def.prepare({
          options: o,
          inputs,
          version: versions[check] ?? '',
          runTask: (tag, input) =>
            pool().run(tag, input as VerifyTaskMap[typeof tag]['in'], { signal, timeoutMs: ITEM_TIMEOUT_MS }),
          keyOf: contentKey,
          find: (key) => results.findPrepared(key),
          keep: (key, value) => results.keepPrepared(key, value),
        });
      }
      const all = shardItems(enumerateItems(o, inputs, prepared, registry), o.shard);
      const keyed = all.map((item) => ({ item, key: itemKey(item, versions) }));
      const records: ItemRecord[] = [];
      const fresh: { item: VerifyItem; key: string }[] = [];
      for (const k of keyed) {
        const found = results.find(k.item, k.key);
        if (found)
          records.push({
            ...found.result,
            index: k.item.index,
            key: k.key,
            digest: itemDigest(k.key, found.result),
            from: found.from,
          });
        else fresh.push(k);
      }
      const reused = records.length;
      const reusedFailures = records.filter((r) => !r.passed).length;
      const items = fresh.map((f) => f.item);
      const perCheck = new Map<CheckName, { done: number; total: number; failures: number }>(
        o.checks.map((c) => [c, { done: 0, total: 0, failures: 0 }]),
      );
      const counts = (c: CheckName): { done: number; total: number; failures: number } =>
        perCheck.get(c) ?? { done: 0, total: 0, failures: 0 };
      for (const it of all) counts(it.check).total++;
      for (const r of records) {
        counts(r.check).done++;
        if (!r.passed) counts(r.check).failures++;
      }
      const checksView = (): Partial<Record<CheckName, CheckProgress>> =>
        Object.fromEntries([...perCheck].map(([c, p]) => [c, { ...p }]));
      if (items.length === 0)
        subscriber.next({
          type: 'progress',
          done: reused,
          total: reused,
          current: null,
          failures: reusedFailures,
          checks: checksView(),
        });
      else
        await new Promise<void>((resolve, reject) => {
          batch = runBatch(
            pool(),
            items.map((it) => ({ id: it.id, tag: 'verify.item' as const, input: it.payload })),
            { signal, timeoutMs: ITEM_TIMEOUT_MS, isFailure: (r) => !r.passed },
          ).subscribe({
            next: (e) => {
              if (e.type === 'item') {
                const { item, key } = fresh[e.outcome.index];
                const ran = recordOf(registry, item, e.outcome);
                const rec = { ...ran, key, digest: itemDigest(key, ran) };
                records.push(rec);
                // a task that threw or crashed says nothing about the item: only verdicts are kept
                if (e.outcome.ok) results.keep(key, rec);
                const p = counts(item.check);
                p.done++;
                if (!rec.passed) p.failures++;
              } else {
                subscriber.next({
                  type: 'progress',
                  done: e.done + reused,
                  total: e.total + reused,
                  current: e.current,
                  failures: e.failures + reusedFailures,
                  checks: checksView(),
                });
              }
            },
            error: reject,
            complete: resolve,
          });
        });
      await results.flush();
      const sorted = sortItems(records, o.checks);
      const checks = summariseChecks(o.checks, sorted);
      const summary: Summary = {
        version: SUMMARY_VERSION,
        tool: { name: 'levelbench', version: toolVersion() },
        commit: gitCommit(),
        createdAt: started.toISOString(),
        run: {
          checks: [...o.checks],
          levelsDir: rootLabel(o.levelsDir),
          worlds: o.worlds,
          pairs: o.pairs,
          date: o.date,
          inputs: {
            curve: inputs.sources.curve,
            weights: inputs.sources.weights,
            hashes: inputs.hashes,
          },
        },
        shards: [o.shard ?? { k: 1, n: 1 }],
        complete: o.shard === null,
        passed: Object.values(checks).every((c) => c.passed),
        timings: {
          wallMs: Math.round(performance.now() - t0),
          workers: (ctx.pool ?? owned)?.size ?? 0,
          itemMs: itemMsByCheck(sorted),
          ...(ctx.reuse ? { reused, broken: results.broken } : {}),
        },
        checks,
        items: sorted,
      };
      subscriber.next({ type: 'done', summary: withScorecards(summary) });
    };

    main().then(
      () => release().then(() => subscriber.complete()),
      (e: unknown) => release().then(() => subscriber.error(e)),
    );
    return () => {
      batch?.unsubscribe();
      controller.abort();
    };
  });
}
