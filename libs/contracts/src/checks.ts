/** What every layer knows of the checks of `levelbench verify`: their names and info, and the defaults every layer shows. */
import type { CheckMetrics } from './metrics';

/** A check's name: one of the checks the metrics are typed for (the verify registry lists them in report order). */
export type CheckName = Extract<keyof CheckMetrics, string>;

/** What a client shows of one check (`GET /api/verify/checks`, from the verify registry). */
export interface CheckInfo {
  readonly name: CheckName;
  /** The check on screen (`Pigment levels`) and one item of it (`level file`). */
  readonly label: string;
  readonly item: string;
  /** The run option that sets how many items it has, when one does. */
  readonly sizeOption?: 'worlds' | 'pairs';
}

/** Open dailies a run checks: the Water Sort rule's open days up to the run's date. */
export { OPEN_DAYS as DAILY_DAYS } from '@levelbench/watersort';

/** Depths drawn as maps for the first world of a run. */
export const MAP_DEPTHS = [1, 10, 20] as const;

/** Defaults of `levelbench verify` (the nightly's size): the CLI, the server job and the workbench's form. */
export const VERIFY_DEFAULTS = { worlds: 64, pairs: 400, levelsDir: 'levels', reportsDir: 'reports' } as const;

/**
 * Caps on what a client may ask of a server verify job (the CLI allows 10 000 worlds and 100 000 pairs): a
 * report grows by ~20 KiB per world and ~270 B per face pair, so these keep one report under ~8 MB and one
 * job from holding the shared pool for hours. The server refuses more; the workbench's form says so first.
 */
export const SERVER_VERIFY_CAPS = { worlds: 256, pairs: 10_000 } as const;
