/** What the level list can be narrowed to: text in the name or id, a board size, a status, a difficulty range. */
export interface LevelFilter {
  readonly text: string;
  /** `WxH`, or '' for any size. */
  readonly size: string;
  /** A status chip's text ("solved", "slack", …), or '' for any. */
  readonly status: string;
  readonly minDifficulty: number | null;
  readonly maxDifficulty: number | null;
}

/** No filter: every level. */
export const NO_FILTER: LevelFilter = { text: '', size: '', status: '', minDifficulty: null, maxDifficulty: null };

/** One list row as the filter sees it (size and difficulty unknown until the file and metrics are read). */
export interface FilterRow {
  readonly id: string;
  readonly name: string;
  readonly size: string | null;
  readonly status: string;
  readonly difficulty: number | null;
}

/** True when the filter narrows anything. */
export function isFiltering(f: LevelFilter): boolean {
  return !!(f.text.trim() || f.size || f.status || f.minDifficulty !== null || f.maxDifficulty !== null);
}

/**
 * Whether a row passes: every word of the text in its name or id (any case), its size and status equal,
 * its difficulty inside the range — a row whose difficulty is not known yet fails a difficulty bound.
 */
export function matchesFilter(row: FilterRow, f: LevelFilter): boolean {
  const hay = `${row.name} ${row.id}`.toLowerCase();
  const words = f.text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.every((w) => hay.includes(w))) return false;
  if (f.size && row.size !== f.size) return false;
  if (f.status && row.status !== f.status) return false;
  if (f.minDifficulty !== null && (row.difficulty === null || row.difficulty < f.minDifficulty)) return false;
  if (f.maxDifficulty !== null && (row.difficulty === null || row.difficulty > f.maxDifficulty)) return false;
  return true;
}

/** Ids sorted by difficulty, easiest first; equal ones keep their order, unknown ones go last in theirs. */
export function sortByDifficulty(ids: readonly string[], difficulty: (id: string) => number | null): string[] {
  return ids
    .map((id, i) => ({ id, i, d: difficulty(id) }))
    .sort((a, b) => (a.d ?? Infinity) - (b.d ?? Infinity) || a.i - b.i)
    .map((x) => x.id);
}
