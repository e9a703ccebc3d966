/** What the world asks of a cube beyond its faces: its portals, and where a waterfall crosses into the depth below. */
import { hashInts, Random } from '@levelbench/random';
import { edgeCell, type FaceSpec } from './faces';
import { dirBetween, type Dir, type XY } from './geometry';
import type { DepthPlan } from './planner';
import { SALT } from './salt';
import { wellCell, type PortalSpec } from './cube-spec';

/** What portalSpecs needs from the world. */
export interface PortalWorld {
  readonly seed: number;
  readonly plan: DepthPlan;
  face(c: XY, d: Dir): FaceSpec;
}

/** The portals of cube (x, y): one per link (on the shared face), the entry under the well above, the well or core. */
export function portalSpecs(w: PortalWorld, x: number, y: number): PortalSpec[] {
  const { seed, plan: p } = w;
  const depth = p.depth;
  const c = { x, y };
  const room = p.rooms.find((r) => r.x === x && r.y === y);
  const role = depth === 0 && room ? 'town' : room ? room.role : 'neighbour';
  const portals: PortalSpec[] = [];
  const arriveFrom = room?.role !== 'side' && room?.order ? p.route[room.order - 1] : null;
  const exitTo =
    room?.role === 'side'
      ? room.parent
      : room?.order !== null && room && room.order < p.route.length - 1
        ? p.route[room.order + 1]
        : null;
  for (const [u, v] of p.links) {
    const other = u.x === x && u.y === y ? v : v.x === x && v.y === y ? u : null;
    if (!other) continue;
    const d = dirBetween(c, other) as Dir;
    const f = w.face(c, d);
    if (!f.portal) throw new Error(`face ${f.key} of a link has no portal`);
    const [px, py] = edgeCell(d, f.portal.at);
    const exit = !!exitTo && exitTo.x === other.x && exitTo.y === other.y;
    const arrival = !!arriveFrom && arriveFrom.x === other.x && arriveFrom.y === other.y;
    portals.push({
      id: d,
      kind: 'face',
      dir: d,
      x: px,
      y: py,
      floor: f.portal.floor,
      h: f.portal.h,
      to: other,
      exit,
      arrival,
    });
  }
  if (room?.role === 'entry' || role === 'town') {
    const [ex, ey] =
      role === 'town'
        ? [3 + (hashInts(seed, SALT.town, 1) % 3), 3 + (hashInts(seed, SALT.town, 2) % 3)]
        : wellCell(seed, depth - 1);
    portals.push({
      id: 'entry',
      kind: 'entry',
      dir: null,
      x: ex,
      y: ey,
      floor: 0,
      h: null,
      to: null,
      exit: false,
      arrival: true,
    });
  }
  if (room?.role === 'well' || room?.role === 'core' || role === 'town') {
    const [wx, wy] = wellCell(seed, depth);
    const kind = room?.role === 'core' ? 'core' : 'well';
    portals.push({
      id: kind,
      kind,
      dir: null,
      x: wx,
      y: wy,
      floor: 0,
      h: null,
      to: null,
      exit: true,
      arrival: false,
    });
  }
  return portals;
}

/**
 * Where a waterfall from a cube lands in the cube below (same x, y one depth down): the same cell in both
 * cubes, on the ring of cells 2 or 13 (so its pool stays off the arena's 8×8 middle, cells 4–11, and the edges), its 3×3 clear of every portal pad of either
 * cube. Drawn from its own seed, so both cubes get it whichever is built first.
 */
export function fallCell(
  seed: number,
  depth: number,
  x: number,
  y: number,
  pads: readonly PortalSpec[],
): [number, number] {
  const cells: [number, number][] = [];
  for (let cy = 2; cy <= 13; cy++)
    for (let cx = 2; cx <= 13; cx++) if (cx < 3 || cx > 12 || cy < 3 || cy > 12) cells.push([cx, cy]);
  new Random(hashInts(seed, SALT.fall, depth, x, y)).shuffle(cells);
  // pads are 3×3 (entry, well) or the edge cell and the one inside it (faces): 3 apart keeps both 3×3s apart
  const clear = ([cx, cy]: [number, number]) => pads.every((p) => Math.abs(p.x - cx) >= 3 || Math.abs(p.y - cy) >= 3);
  return cells.find(clear) ?? cells[0];
}
