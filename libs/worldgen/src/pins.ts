/**
 * Pins (`pins` in the weights file): a designer forces a piece or a kind onto every planned room of a role at a
 * depth, or onto the cube at a position, in every world. `pinErrors` refuses pins that can never hold before any
 * work; `pinnedCubes` says which cubes of one world's depth are pinned to what (an `at` pin wins over a role pin).
 */
import type { FormatError } from '@levelbench/formats';
import { CORE_DEPTH, cubeKey, ringInner, ringOuter, type XY } from './geometry';
import { PIECES, type Piece } from './pieces';
import type { DepthPlan, Room } from './planner';
import type { Kind } from './weights';

/** Roles a pin can name: the planner's roles as `worlds map` names them, or any guardian or treasure room. */
export const PIN_ROLES = ['entry', 'route', 'side', 'well', 'core', 'guardian', 'treasure'] as const;
/** A role a pin names. */
export type PinRole = (typeof PIN_ROLES)[number];

/** One pin: a depth, then `role` or `at` (a cube position), then `piece` (a name, e.g. `LWLW`) or `kind`. */
export interface Pin {
  readonly depth: number;
  readonly role?: PinRole;
  readonly at?: readonly [number, number];
  readonly piece?: string;
  readonly kind?: Kind;
}

/** Pairs of roles that can fall on one room (a treasure in a route room, a guardian in the well room, …). */
const SHARE: Readonly<Record<PinRole, readonly PinRole[]>> = {
  entry: ['treasure'],
  route: ['guardian', 'treasure'],
  side: ['treasure'],
  well: ['guardian'],
  core: ['guardian'],
  guardian: ['route', 'well', 'core', 'treasure'],
  treasure: ['entry', 'route', 'side', 'guardian'],
};
/** Rooms of these roles are guardian arenas in every world: flat and dry. */
const ARENA: ReadonlySet<PinRole> = new Set(['guardian', 'well', 'core']);

/** True for a piece a guardian arena may not draw (a water edge, or the pond). */
export function isWet(p: Piece): boolean {
  return p.edges.includes('W') || p.variant === 'pond';
}

/** The pieces a pin allows (ids), or null for an unknown piece name. */
export function pinPieces(pin: Pin): number[] | null {
  const ids = PIECES.filter((p) => (pin.piece !== undefined ? p.name === pin.piece : p.kind === pin.kind)).map(
    (p) => p.id,
  );
  return ids.length ? ids : null;
}

/** The pin in words, for failures: `pin 2 (depth 3 route → LWLW)`. */
export function pinLabel(pins: readonly Pin[], k: number): string {
  const p = pins[k];
  const where = p.role ?? `at (${p.at?.join(',')})`;
  return `pin ${k} (depth ${p.depth} ${where} → ${p.piece ?? p.kind})`;
}

/** Why a role never has a room at a depth, or null when it can. */
function roleNever(role: PinRole, depth: number): string | null {
  if (depth === 0)
    return role === 'well' ? null : `depth 0 is the town: its one room is the well (role "well"), never "${role}"`;
  if (role === 'core' && depth !== CORE_DEPTH) return `only depth ${CORE_DEPTH} has the core room`;
  if (role === 'well' && depth === CORE_DEPTH) return `depth ${CORE_DEPTH} has no well (its last room is the core)`;
  return null;
}

/** Every pin that can never hold, with its index (JSON path `/pins/k`) and why. */
export function pinErrors(pins: readonly Pin[], file: string): FormatError[] {
  const errors: FormatError[] = [];
  const err = (k: number, message: string, field = ''): void => {
    errors.push({ file, path: `/pins/${k}${field}`, message: `pin ${k}: ${message}` });
  };
  pins.forEach((p, k) => {
    if ((p.role === undefined) === (p.at === undefined))
      return err(k, 'give exactly one of "role" (a planned room) and "at" (a cube position)');
    if ((p.piece === undefined) === (p.kind === undefined))
      return err(k, 'give exactly one of "piece" and "kind" to force');
    if (pinPieces(p) === null)
      return err(
        k,
        `unknown piece "${p.piece}" (pieces are named by their N, E, S, W edges, e.g. "LWLW", "LLLL-pond")`,
        '/piece',
      );
    if (p.role !== undefined) {
      const never = roleNever(p.role, p.depth);
      if (never) return err(k, never, '/role');
      if (ARENA.has(p.role) && p.depth > 0 && (pinPieces(p) ?? []).every((id) => isWet(PIECES[id])))
        return err(k, `a ${p.role} room is a guardian arena, kept flat and dry: "${p.piece ?? p.kind}" has water`);
    }
    if (p.at !== undefined) {
      const r = Math.max(Math.abs(p.at[0]), Math.abs(p.at[1]));
      // collapsed cubes are the ring's rooms and their neighbours: at most one step outside the ring
      if (r > ringOuter(p.depth) + 1 || r < ringInner(p.depth) - 1)
        return err(
          k,
          `(${p.at.join(',')}) is never a cube of depth ${p.depth} (its ring is ${ringInner(p.depth)}..${ringOuter(p.depth)} from the centre)`,
          '/at',
        );
    }
    for (let j = 0; j < k; j++) {
      const q = pins[j];
      if (q.depth !== p.depth) continue;
      const sameAt = p.at && q.at && p.at[0] === q.at[0] && p.at[1] === q.at[1];
      const sameRoom = p.role && q.role && (p.role === q.role || SHARE[p.role].includes(q.role));
      if (sameAt || sameRoom)
        return err(
          k,
          `two pins on one cube: pin ${j} ${sameAt ? 'is at the same position' : `("${q.role}") can name the same room`}`,
        );
    }
  });
  return errors;
}

function hasRole(r: Room, role: PinRole): boolean {
  if (role === 'guardian') return r.guardian !== null;
  if (role === 'treasure') return r.treasure;
  return r.role === role;
}

/** A pinned cube of one world's depth: the pin's index and the pieces it allows. */
export interface PinnedCube {
  readonly pin: number;
  readonly pieces: readonly number[];
}

/** The pinned cubes (by key) of a depth of one world: role pins on its rooms, then `at` pins over them. */
export function pinnedCubes(pins: readonly Pin[], plan: DepthPlan): Map<string, PinnedCube> {
  const out = new Map<string, PinnedCube>();
  const put = (c: XY, k: number) => out.set(cubeKey(c), { pin: k, pieces: pinPieces(pins[k]) ?? [] });
  pins.forEach((p, k) => {
    if (p.depth === plan.depth && p.role) for (const r of plan.rooms) if (hasRole(r, p.role)) put(r, k);
  });
  pins.forEach((p, k) => {
    if (p.depth === plan.depth && p.at) put({ x: p.at[0], y: p.at[1] }, k);
  });
  return out;
}
