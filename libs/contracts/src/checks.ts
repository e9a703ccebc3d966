/** The checks of `levelbench verify` and the defaults every layer shows: one list, read by verify, the CLI, the server and the workbench. */

/** The four checks of `levelbench verify`, in report order. */
export const CHECKS = ['pigment', 'watersort', 'worlds', 'faces'] as const;
/** One check name. */
export type CheckName = (typeof CHECKS)[number];

/** True for one of CHECKS. */
export function isCheckName(v: unknown): v is CheckName {
  return typeof v === 'string' && (CHECKS as readonly string[]).includes(v);
}

/** What each check is called on screen and what one item of it is. */
export const CHECK_INFO: Readonly<Record<CheckName, { readonly label: string; readonly item: string }>> = {
  pigment: { label: 'Pigment levels', item: 'level file' },
  watersort: { label: 'Water Sort curve and dailies', item: 'level or daily' },
  worlds: { label: 'Cube Crawler worlds', item: 'world' },
  faces: { label: 'Cube face pairs', item: 'face pair' },
};

/** Open dailies a run checks: the Water Sort rule's open days up to the run's date. */
export { OPEN_DAYS as DAILY_DAYS } from '@levelbench/watersort';

/** Depths drawn as maps for the first world of a run. */
export const MAP_DEPTHS = [1, 10, 20] as const;

/** Defaults of `levelbench verify` (the nightly's size): the CLI, the server job and the workbench's form. */
export const VERIFY_DEFAULTS = { worlds: 64, pairs: 400, levelsDir: 'levels', reportsDir: 'reports' } as const;
