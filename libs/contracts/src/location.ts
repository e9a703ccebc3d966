/**
 * Where a failure is, as data: every failure of a verify item has one (`ItemResult.locations[i]` belongs
 * to `failures[i]`), so reports, annotations and the workbench's links read it instead of the sentence.
 */

/** A place in a level file: `file` relative to the levels store, `path` a JSON Pointer into it ('' = the whole file). */
export interface FileLocation {
  readonly kind: 'file';
  readonly file: string;
  readonly path: string;
}

/** A Water Sort curve level (1-based) or an open daily (YYYY-MM-DD). */
export type WatersortLocation =
  | { readonly kind: 'watersort-level'; readonly n: number }
  | { readonly kind: 'watersort-daily'; readonly date: string };

/** A world, a depth of it (its plan, when `cube` is null) or one cube at (x, y) of that depth. */
export interface WorldLocation {
  readonly kind: 'world';
  readonly seed: number;
  readonly depth: number | null;
  readonly cube: readonly [number, number] | null;
}

/** The seam between two neighbouring cubes: cube `a` and its neighbour `b` in direction `dir`, and the cells compared. */
export interface PairLocation {
  readonly kind: 'pair';
  readonly seed: number;
  readonly depth: number;
  readonly dir: string;
  readonly a: readonly [number, number];
  readonly b: readonly [number, number];
  /** The two cells (cube-local x, y) that differ, when the failure is one cell. */
  readonly cells?: { readonly a: readonly [number, number]; readonly b: readonly [number, number] };
}

/** Where one failure is. */
export type FailureLocation = FileLocation | WatersortLocation | WorldLocation | PairLocation;
