import { LevelFile } from './level-file';
import { contentAt } from './transform';

/** What differs between two versions of a level: cells (as "x,y" keys) and the other fields, in words. */
export interface LevelDiff {
  readonly cells: ReadonlySet<string>;
  readonly fields: readonly string[];
}

/** Compares two levels cell by cell (hole, stain, mark, start) and field by field (name, size, limit, replays). */
export function levelDiff(a: LevelFile, b: LevelFile): LevelDiff {
  const cells = new Set<string>();
  const w = Math.max(a.width, b.width);
  const h = Math.max(a.height, b.height);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      const ca = inA ? JSON.stringify({ ...contentAt(a, [x, y]), start: a.start[0] === x && a.start[1] === y }) : '';
      const cb = inB ? JSON.stringify({ ...contentAt(b, [x, y]), start: b.start[0] === x && b.start[1] === y }) : '';
      if (ca !== cb) cells.add(`${x},${y}`);
    }
  }
  const fields: string[] = [];
  if (a.name !== b.name) fields.push(`name "${a.name}" → "${b.name}"`);
  if (a.width !== b.width || a.height !== b.height) fields.push(`size ${a.width}×${a.height} → ${b.width}×${b.height}`);
  if (a.limit !== b.limit) fields.push(`move limit ${a.limit} → ${b.limit}`);
  const lines = (l: LevelFile) => (l.replays ?? []).map((r) => `${r.moves}→${r.expect}`).join(', ') || 'none';
  if (lines(a) !== lines(b)) fields.push(`replays ${lines(a)} → ${lines(b)}`);
  return { cells, fields };
}
