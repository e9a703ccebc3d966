/** Pure helpers of the pins editor: one table row per pin of the weights draft, edits that return new weights. */
import { KINDS, PIN_ROLES, pinErrors, type Kind, type Pin, type PinRole, type Weights } from '@levelbench/worldgen';

/** What a row's "where" select can hold: a role, or `at` (a cube position). */
export type PinTarget = PinRole | 'at';
/** What a row's "force" select can hold: a kind, or `piece` (a piece name). */
export type PinForce = Kind | 'piece';

/** The pin a new row starts with: valid at every depth 1..19. */
export const NEW_PIN: Pin = { depth: 1, role: 'route', kind: 'meadow' };

/** The choices of the selects, in order. */
export const PIN_TARGETS: readonly PinTarget[] = [...PIN_ROLES, 'at'];
export const PIN_FORCES: readonly PinForce[] = [...KINDS, 'piece'];

/** The pins of a draft (none when the file has no `pins`). */
export function pinsOf(w: Weights): readonly Pin[] {
  return w.pins ?? [];
}

/** The weights with pin k replaced. */
export function withPin(w: Weights, k: number, pin: Pin): Weights {
  return { ...w, pins: pinsOf(w).map((p, i) => (i === k ? pin : p)) };
}

/** The weights with a new pin at the end. */
export function addPin(w: Weights): Weights {
  return { ...w, pins: [...pinsOf(w), NEW_PIN] };
}

/** The weights without pin k. */
export function removePin(w: Weights, k: number): Weights {
  return { ...w, pins: pinsOf(w).filter((_, i) => i !== k) };
}

const forced = (pin: Pin): Pick<Pin, 'piece' | 'kind'> =>
  pin.piece !== undefined ? { piece: pin.piece } : { kind: pin.kind };
const placed = (pin: Pin): Pick<Pin, 'role' | 'at'> => (pin.at !== undefined ? { at: pin.at } : { role: pin.role });

/** A pin with its target changed: a role, or `at` (keeping its position, else starting at `at`). */
export function retarget(pin: Pin, target: PinTarget, at: readonly [number, number] = [6, 0]): Pin {
  return target === 'at'
    ? { depth: pin.depth, at: pin.at ?? at, ...forced(pin) }
    : { depth: pin.depth, role: target, ...forced(pin) };
}

/** A pin with what it forces changed: a kind, or `piece` (keeping its name, else starting with `piece`). */
export function reforce(pin: Pin, force: PinForce, piece = 'LLLL'): Pin {
  return force === 'piece'
    ? { depth: pin.depth, ...placed(pin), piece: pin.piece ?? piece }
    : { depth: pin.depth, ...placed(pin), kind: force };
}

/** The error of each pin by index (the library's sentence), for the row it belongs to. */
export function pinRowErrors(pins: readonly Pin[]): ReadonlyMap<number, string> {
  const out = new Map<number, string>();
  for (const e of pinErrors(pins, 'weights.json')) {
    const k = Number(e.path.split('/')[2]);
    if (!out.has(k)) out.set(k, e.message);
  }
  return out;
}
