/** runVerify: resolve → read inputs → prepare → plan → run the batch in the pool → summarise, as an Observable of progress. */
import { Observable } from 'rxjs';
import { type LevelbenchPool, type TaskRunner, createPool, runBatch } from '@levelbench/pool';
import type { CheckProgress, VerifyProgressEvent } from '@levelbench/contracts';
import type { CheckName, ItemResult, PrepareContext } from './checks';
import { CHECK_DEFINITIONS, type CheckRegistry, checkDefinition } from './checks/registry';
import type { VerifyTaskMap } from './handlers';
import { readInputs, type VerifyInputs } from './inputs';
import type { VerifyItem } from './items';
import { codeVersions } from './code-version';
import { gitCommit, toolVersion } from './meta';
import { resolveOptions, type ResolvedOptions, type VerifyOptions } from './options';
import { planVerify } from './plan';
import { type ItemRecord, type Summary } from './summary';
import { summariseRun } from './summarise';
import { type ReuseSources, ResultStore, contentKey, itemDigest } from './reuse';
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

/** Runs each selected check's `prepare` (faces: the pair list, planned in the pool and kept by content key). */
async function prepareChecks(
  o: ResolvedOptions,
  inputs: VerifyInputs,
  registry: CheckRegistry,
  versions: Readonly<Partial<Record<CheckName, string>>>,
  results: ResultStore,
  runTask: PrepareContext['runTask'],
): Promise<Partial<Record<CheckName, unknown>>> {
  const prepared: Partial<Record<CheckName, unknown>> = {};
  for (const check of o.checks) {
    const def = checkDefinition(check, registry);
    if (!def.prepare) continue;
    prepared[check] = await def.prepare({
      options: o,
      inputs,
      version: versions[check] ?? '',
      runTask,
      keyOf: contentKey,
      find: (key) => results.findPrepared(key),
      keep: (key, value) => results.keepPrepared(key, value),
    });
  }
  return prepared;
}

/**
 * Runs every selected check in the pool: resolve the options, read the inputs, prepare, plan, run the
 * plan's fresh items as one batch, summarise. Errors with VerifyOptionsError / VerifyInputError before any
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
      const prepared = await prepareChecks(o, inputs, registry, versions, results, (tag, input) =>
        pool().run(tag, input, { signal, timeoutMs: ITEM_TIMEOUT_MS }),
      );
      const plan = planVerify({
        options: o,
        inputs,
        prepared,
        registry,
        versions,
        find: (item, key) => results.find(item, key),
      });

      const records: ItemRecord[] = [...plan.reused];
      const reused = plan.reused.length;
      const reusedFailures = plan.reused.filter((r) => !r.passed).length;
      const checks: Partial<Record<CheckName, CheckProgress>> = { ...plan.checks };
      const progress = (e: { done: number; total: number; current: string | null; failures: number }): void =>
        subscriber.next({
          type: 'progress',
          done: e.done + reused,
          total: e.total + reused,
          current: e.current,
          failures: e.failures + reusedFailures,
          checks: { ...checks },
        });
      if (plan.fresh.length === 0) progress({ done: 0, total: 0, current: null, failures: 0 });
      else
        await new Promise<void>((resolve, reject) => {
          batch = runBatch(
            pool(),
            plan.fresh.map(({ item }) => ({ id: item.id, tag: 'verify.item' as const, input: item.payload })),
            { signal, timeoutMs: ITEM_TIMEOUT_MS, isFailure: (r) => !r.passed },
          ).subscribe({
            next: (e) => {
              if (e.type !== 'item') return progress(e);
              const { item, key } = plan.fresh[e.outcome.index];
              const ran = recordOf(registry, item, e.outcome);
              const rec = { ...ran, key, digest: itemDigest(key, ran) };
              records.push(rec);
              // a task that threw or crashed says nothing about the item: only verdicts are kept
              if (e.outcome.ok) results.keep(key, rec);
              const p = checks[item.check] ?? { done: 0, total: 0, failures: 0 };
              checks[item.check] = { ...p, done: p.done + 1, failures: p.failures + (rec.passed ? 0 : 1) };
            },
            error: reject,
            complete: resolve,
          });
        });
      await results.flush();
      const summary = summariseRun(o, inputs, records, {
        tool: { name: 'levelbench', version: toolVersion() },
        commit: gitCommit(),
        started,
        wallMs: Math.round(performance.now() - t0),
        workers: (ctx.pool ?? owned)?.size ?? 0,
        reuse: ctx.reuse ? { reused, broken: results.broken } : null,
      });
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
