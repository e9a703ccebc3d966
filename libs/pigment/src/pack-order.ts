import type { PigmentPack } from './pack';

/** Level ids in pack order: the pack's ids that exist, then every level the pack does not list, by id. */
export function packOrder(pack: PigmentPack | null, levelIds: readonly string[]): string[] {
  const known = new Set(levelIds);
  const listed = (pack?.order ?? []).filter((id) => known.has(id));
  const rest = [...levelIds].filter((id) => !listed.includes(id)).sort();
  return [...listed, ...rest];
}
