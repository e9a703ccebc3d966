import { playLine, type PigmentLevel } from '@levelbench/pigment';
import { resize } from '../util/edit';
import { LevelFile } from '../util/level-file';
import { lostByResize } from '../util/transform';

const cell = (c: readonly [number, number]) => `${c[0]},${c[1]}`;

/** The sentence shown after a resize that dropped something (null when nothing was lost). */
export function resizeWarning(before: LevelFile, width: number, height: number): string | null {
  const lost = lostByResize(before, width, height);
  const parts: string[] = [];
  const list = (n: number, what: string, cells: string[]) =>
    n && parts.push(`${n} ${what}${n > 1 ? 's' : ''} (${cells.join('; ')})`);
  list(
    lost.marks.length,
    'mark',
    lost.marks.map((m) => `${m.color} at ${cell(m.at)}`),
  );
  list(
    lost.stains.length,
    'stain',
    lost.stains.map((s) => `${s.color} at ${cell(s.at)}`),
  );
  list(lost.holes.length, 'hole', lost.holes.map(cell));
  if (lost.startMoves) parts.push(`the start moved inside from ${cell(before.start)}`);
  const failing = failingReplays(before, resize(before, width, height));
  if (failing.length) parts.push(`replay ${failing.join(', ')} no longer ends as recorded`);
  return parts.length ? `Resizing to ${width}×${height} removed ${parts.join(', ')}.` : null;
}

/** Replays that passed before and fail after (on a level that still has marks). */
function failingReplays(before: LevelFile, after: LevelFile): string[] {
  if (!before.marks.length || !after.marks.length) return [];
  const ends = (l: LevelFile, moves: string) => playLine({ ...l, replays: [] } as PigmentLevel, moves).state.phase;
  return (before.replays ?? [])
    .filter((r) => ends(before, r.moves) === r.expect && ends(after, r.moves) !== r.expect)
    .map((r) => r.moves);
}
