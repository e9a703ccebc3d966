import type { Board, Curve } from '@levelbench/watersort';

/** A hand-made board pinned to a curve level (see the curve schema's `pinned`). */
export interface CurvePinEntry {
  readonly level: number;
  readonly board: Board;
  readonly note?: string;
}

type PinnedCurve = Curve & { readonly pinned?: readonly CurvePinEntry[] };

/** The curve's pins, by level. */
export function pinsOf(curve: Curve): readonly CurvePinEntry[] {
  return (curve as PinnedCurve).pinned ?? [];
}

/** The pin of level n, or null when level n serves its generated board. */
export function pinAt(curve: Curve, level: number): CurvePinEntry | null {
  return pinsOf(curve).find((p) => p.level === level) ?? null;
}

/** The curve with `board` pinned to `level` (replacing a pin there), pins in level order; a blank note is left out. */
export function pinBoard(curve: Curve, level: number, board: Board, note = ''): Curve {
  const text = note.trim();
  const pin: CurvePinEntry = {
    level,
    board: { capacity: board.capacity, tubes: board.tubes.map((t) => [...t]) },
    ...(text ? { note: text } : {}),
  };
  const pinned = [...pinsOf(curve).filter((p) => p.level !== level), pin].sort((a, b) => a.level - b.level);
  return { ...curve, pinned } as PinnedCurve;
}

/** The curve without a pin on `level`; no `pinned` key is left when none remains. */
export function unpinLevel(curve: Curve, level: number): Curve {
  const rest = pinsOf(curve).filter((p) => p.level !== level);
  const { pinned: _drop, ...plain } = curve as PinnedCurve;
  return rest.length ? ({ ...plain, pinned: rest } as PinnedCurve) : plain;
}
