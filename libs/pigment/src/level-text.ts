/** A level as the text of its file: two-space JSON with cells and small objects kept on one line (as the editor saves). */
import type { PigmentLevel } from './types';

/** The file text of a level, ending in a newline; the same level always gives the same bytes. */
export function pigmentLevelText(level: PigmentLevel): string {
  const ordered = {
    id: level.id,
    name: level.name,
    width: level.width,
    height: level.height,
    holes: level.holes,
    start: level.start,
    stains: level.stains,
    marks: level.marks,
    limit: level.limit,
    ...(level.maxStates !== undefined ? { maxStates: level.maxStates } : {}),
    replays: level.replays,
  };
  return (
    JSON.stringify(ordered, null, 2)
      .replace(/\[\s+(-?\d+),\s+(-?\d+)\s+\]/g, '[$1, $2]')
      .replace(/\{\s+("\w+": [^{}[\]\n]+|"\w+": \[[^\]\n]*\]),\s+("\w+": [^{}[\]\n]+)\s+\}/g, '{ $1, $2 }') + '\n'
  );
}
