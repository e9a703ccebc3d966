/** One key per Water Sort board up to tube order and colour names: two boards with the same key are near-duplicates. */
import type { Board } from './types';

/**
 * The board's key, equal for boards that differ only by the order of their tubes and the names of their colours.
 * Each colour is renamed by a signature that does not depend on names (where its units stand, with the tube
 * pattern around each unit, refined once by its neighbours' signatures); ties left after that are broken by first
 * appearance, so a board with symmetric colours may, rarely, get two keys (never two boards one key).
 */
export function boardKey(b: Board): string {
  const units = new Map<string, string[]>();
  // a unit's place: its height in the tube, the tube's fill, and which units of the tube share its colour
  b.tubes.forEach((t) =>
    t.forEach((c, i) => {
      const pattern = t.map((d) => (d === c ? '*' : '.')).join('');
      units.set(c, [...(units.get(c) ?? []), `${i}/${t.length}/${pattern}`]);
    }),
  );
  const first = new Map<string, string>();
  for (const [c, u] of units) first.set(c, [...u].sort().join(','));
  // refine: a unit also says which signatures sit below and above it
  const second = new Map<string, string>();
  for (const c of units.keys()) {
    const around: string[] = [];
    b.tubes.forEach((t) =>
      t.forEach((d, i) => {
        if (d !== c) return;
        around.push(`${i}:${first.get(t[i - 1] ?? '') ?? '-'}>${first.get(t[i + 1] ?? '') ?? '-'}`);
      }),
    );
    second.set(c, `${first.get(c)}|${around.sort().join(';')}`);
  }
  const order = [...units.keys()].sort((x, y) => {
    const a = second.get(x) ?? '';
    const z = second.get(y) ?? '';
    return a < z ? -1 : a > z ? 1 : 0;
  });
  const name = new Map(order.map((c, i) => [c, String.fromCharCode(97 + (i % 26)) + (i >= 26 ? i : '')]));
  const tubes = b.tubes.map((t) => t.map((c) => name.get(c)).join('')).sort();
  return `${b.capacity}:${tubes.join('|')}`;
}
