/**
 * One check of `levelbench verify`, whole: what it reads, the items it makes, the worker step that
 * checks one, where an item is, its report sections and what a diff says moved. Verify, the reports,
 * the diff, the CLI and the server iterate the registry (`CHECK_DEFINITIONS`) instead of naming checks.
 */
import type { CheckName, FailureLocation, ItemResult } from '@levelbench/contracts';
import type { VerifyTaskMap } from '../handlers';
import type { InputName, VerifyInputs } from '../inputs';
import type { ResolvedOptions } from '../options';
import type { ItemRecord, Summary } from '../summary';

/** What every item payload carries: its check and its id (unique within the run). */
export interface ItemPayloadBase {
  readonly check: CheckName;
  readonly id: string;
}

/** A run option that changes a check's items, so a diff names it when it differs between two runs. */
export type RunOptionName = 'levels' | 'worlds' | 'pairs' | 'date';

/** A worker step's answer: the item's verdict without its place and time (the handler adds them). */
export type CheckOutcome = Omit<ItemResult, 'at' | 'ms'>;

/** What `prepare` may use: the run, a task in the pool, and a cache keyed by content. */
export interface PrepareContext {
  readonly options: ResolvedOptions;
  readonly inputs: VerifyInputs;
  /** The version of the code that checks this check's items (`codeVersions`). */
  readonly version: string;
  /** Runs a verify task in the pool (`faces.specs`). */
  runTask(tag: 'faces.specs', input: VerifyTaskMap['faces.specs']['in']): Promise<VerifyTaskMap['faces.specs']['out']>;
  /** A content key of these parts (what `find` and `keep` take). */
  keyOf(parts: readonly string[]): string;
  /** A prepared value kept by an earlier run under `key`, or null. */
  find(key: string): unknown;
  /** Keeps a prepared value under `key` for later runs (no-op without a cache folder). */
  keep(key: string, value: unknown): void;
}

/** What `items` gets: the run's options and inputs, and what `prepare` returned (undefined without one). */
export interface ItemsContext<Prepared = unknown> {
  readonly options: ResolvedOptions;
  readonly inputs: VerifyInputs;
  readonly prepared: Prepared;
}

/** One report section: Markdown lines (report.md) and HTML parts (report.html); empty arrays draw nothing. */
export interface ReportSection {
  /** This check's items, in report order, and the whole summary. */
  markdown(items: readonly ItemRecord[], summary: Summary): string[];
  html(items: readonly ItemRecord[], summary: Summary): string[];
}

/**
 * A verify check over its own item payload `P` and what its `prepare` returns (`Prepared`). Methods (not arrow
 * properties) so a definition over its own types is a `CheckDefinition` of the base payload: the registry holds
 * them side by side, and dispatches an item to its definition by the item's `check`.
 */
export interface CheckDefinition<P extends ItemPayloadBase = ItemPayloadBase, Prepared = unknown> {
  readonly name: CheckName;
  /** On screen: the check (`Pigment levels`) and one item of it (`level file`). */
  readonly label: string;
  readonly item: string;
  /** Inputs from the store it reads: their sources and content hashes are part of the run's identity. */
  readonly inputs: readonly InputName[];
  /** Run options that change its items (a diff names them). */
  readonly options: readonly RunOptionName[];
  /** The run option that sets how many items it has, when one does (the workbench's number field). */
  readonly sizeOption?: 'worlds' | 'pairs';
  /** Source files/folders (from the workspace root) its verdicts depend on, beside the shared ones. */
  readonly sources: readonly string[];
  /** Work before the items can be listed (faces: the pair list, planned in the pool). */
  prepare?(ctx: PrepareContext): Promise<Prepared>;
  /** The item payloads of a run, in check order (their index is what shards split on). */
  items(ctx: ItemsContext<Prepared>): readonly P[];
  /** Where an item is: its file, curve level, daily, world or pair. */
  place(payload: P): FailureLocation;
  /** The worker step: checks one item (pure; runs in a worker thread). */
  check(payload: P): CheckOutcome;
  /**
   * A cheap re-check of a pass that a cache or an earlier report claims for this item (false: run it again);
   * without one, a claim whose digest checks is believed.
   */
  recheck?(payload: P, claimed: ItemResult): boolean;
  readonly report: ReportSection;
}

/** Declares a check over its own payload type (and what its `prepare` returns), keeping both in its type. */
export function defineCheck<P extends ItemPayloadBase, Prepared = undefined>(
  d: CheckDefinition<P, Prepared>,
): CheckDefinition<P, Prepared> {
  return d;
}

/** The item payload of a check definition (`PayloadOf<typeof pigmentCheck>`). */
export type PayloadOf<D> = D extends { check(payload: infer P): CheckOutcome } ? P : never;

/** True when `payload` is an item of check `def` (its `check` names it): the payload narrowed to `def`'s type. */
export function isPayloadOf<P extends ItemPayloadBase>(
  def: Pick<CheckDefinition<P>, 'name' | 'check'>,
  payload: ItemPayloadBase,
): payload is P {
  return payload.check === def.name;
}
