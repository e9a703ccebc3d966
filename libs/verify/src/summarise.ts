/** summariseRun: a finished run's records, options, inputs and timings as its Summary. */
import { rootLabel } from '@levelbench/store';
import type { VerifyInputs } from './inputs';
import type { ResolvedOptions } from './options';
import { type ItemRecord, SUMMARY_VERSION, type Summary, itemMsByCheck, sortItems, summariseChecks } from './summary';

/** What a run measured and where it came from (read by the caller: clocks, the pool, git). */
export interface RunFacts {
  readonly tool: Summary['tool'];
  readonly commit: string | null;
  readonly started: Date;
  readonly wallMs: number;
  /** The pool's worker threads (0 when no pool started). */
  readonly workers: number;
  /** With `--reuse` or `--cache`: items reused, and earlier results found broken (each ran again). */
  readonly reuse: { readonly reused: number; readonly broken: number } | null;
}

/** The summary of a run: its records sorted and counted per check, its identity and timings. Pure. */
export function summariseRun(
  o: ResolvedOptions,
  inputs: VerifyInputs,
  records: readonly ItemRecord[],
  facts: RunFacts,
): Summary {
  const items = sortItems(records, o.checks);
  const checks = summariseChecks(o.checks, items);
  return {
    version: SUMMARY_VERSION,
    tool: facts.tool,
    commit: facts.commit,
    createdAt: facts.started.toISOString(),
    run: {
      checks: [...o.checks],
      levelsDir: rootLabel(o.levelsDir),
      worlds: o.worlds,
      pairs: o.pairs,
      date: o.date,
      inputs: { curve: inputs.sources.curve, weights: inputs.sources.weights, hashes: inputs.hashes },
    },
    shards: [o.shard ?? { k: 1, n: 1 }],
    complete: o.shard === null,
    passed: Object.values(checks).every((c) => c.passed),
    timings: {
      wallMs: facts.wallMs,
      workers: facts.workers,
      itemMs: itemMsByCheck(items),
      ...(facts.reuse ?? {}),
    },
    checks,
    items,
  };
}
