import { curvePin, type Board, type Curve, type CurvePin } from '@levelbench/watersort';

/** The curve's pins, by level. */
export function pinsOf(curve: Curve): readonly CurvePin[] {
  return curve.pinned ?? [];
}

/** The pin of level n, or null when level n serves its generated board. */
export function pinAt(curve: Curve, level: number): CurvePin | null {
  return curvePin(curve, level) ?? null;
}

/** The curve with `board` pinned to `level` (replacing a pin there), pins in level order; a blank note is left out. */
export function pinBoard(curve: Curve, level: number, board: Board, note = ''): Curve {
  const text = note.trim();
  const pin: CurvePin = {
    level,
    board: { capacity: board.capacity, tubes: board.tubes.map((t) => [...t]) },
    ...(text ? { note: text } : {}),
  };
  const pinned = [...pinsOf(curve).filter((p) => p.level !== level), pin].sort((a, b) => a.level - b.level);
  return { ...curve, pinned };
}

/** The curve without a pin on `level`; no `pinned` key is left when none remains. */
export function unpinLevel(curve: Curve, level: number): Curve {
  const rest = pinsOf(curve).filter((p) => p.level !== level);
  const plain: Curve = { ...curve };
  delete (plain as { pinned?: unknown }).pinned;
  return rest.length ? { ...plain, pinned: rest } : plain;
}
