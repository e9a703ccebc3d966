import type { Dir } from '@levelbench/worldgen';
import { CUBE_COLOURS, groundShade, type CubeModel } from './cube-model';

export { groundShade } from './cube-model';

/** Drawing units per cell of the top view. */
export const CUBE_CELL = 24;

export const WATER_FILL = CUBE_COLOURS.water;

/** One cell: ground shaded by height or water, with an upper floor, cave rock overhead or a blocked marker. */
export interface CubeCell {
  readonly x: number;
  readonly y: number;
  readonly left: number;
  readonly top: number;
  readonly fill: string;
  readonly slab: boolean;
  /** Cave rock above the cell. */
  readonly rock: boolean;
  readonly blocked: boolean;
  readonly title: string;
}

/** A line in drawing units. */
export interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** A portal ring: entry cyan, others gold; the label says where it leads and on which floor. */
export interface PortalMark {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly entry: boolean;
  readonly exit: boolean;
  /** Not standing on its cell's surface (drawn with a red cross). */
  readonly offFloor: boolean;
  readonly label: string;
}

/** Stairs from above: the run from the low cell's middle to the high cell's edge, a tread line per step. */
export interface StairsMark {
  readonly run: Segment;
  readonly treads: readonly Segment[];
  readonly title: string;
}

/** Everything the top view draws, in drawing units (square, `size` wide), projected from the cube's view model. */
export interface CubeView {
  readonly size: number;
  readonly cell: number;
  readonly cells: readonly CubeCell[];
  readonly bridges: readonly { readonly left: number; readonly top: number; readonly style: string }[];
  readonly stairs: readonly StairsMark[];
  readonly ladders: readonly Segment[];
  readonly fences: readonly Segment[];
  /** Planned routes as polyline points. */
  readonly routes: readonly string[];
  /** Waterfalls leaving through the floor into the cube below. */
  readonly waterfalls: readonly { readonly cx: number; readonly cy: number }[];
  /** Where the waterfall of the cube above lands (a plunge pool), or null. */
  readonly landing: { readonly cx: number; readonly cy: number } | null;
  readonly treasure: { readonly left: number; readonly top: number } | null;
  readonly portals: readonly PortalMark[];
  readonly label: string;
}

/** The edge of a cell on one side, in drawing units. */
export function sideEdge(x: number, y: number, side: Dir, s = CUBE_CELL): Segment {
  const [x0, y0] = [x * s, y * s];
  switch (side) {
    case 'N':
      return { x1: x0, y1: y0, x2: x0 + s, y2: y0 };
    case 'E':
      return { x1: x0 + s, y1: y0, x2: x0 + s, y2: y0 + s };
    case 'S':
      return { x1: x0, y1: y0 + s, x2: x0 + s, y2: y0 + s };
    case 'W':
      return { x1: x0, y1: y0, x2: x0, y2: y0 + s };
  }
}

/** The top view of a cube's view model: cells, bridges, stairs, ladders, fences, routes, waterfalls, treasure, portals. */
export function cubeView(m: CubeModel): CubeView {
  const s = CUBE_CELL;
  const mid = (v: number) => v * s + s / 2;
  const cells = m.cells.map(
    (c): CubeCell => ({
      x: c.x,
      y: c.y,
      left: c.x * s,
      top: c.y * s,
      fill: c.water ? WATER_FILL : groundShade(c.ground),
      slab: c.slab !== null && !c.bridge,
      rock: c.ceiling !== null,
      blocked: c.blocked,
      title:
        `(${c.x},${c.y}) ${c.water ? 'water' : 'ground'} ${c.ground}` +
        `${c.slab !== null ? `, ${c.bridge ? 'bridge deck' : 'floor above'} at ${c.slab}` : ''}` +
        `${c.ceiling !== null ? `, rock above at ${c.ceiling}` : ''}`,
    }),
  );
  const stairs = m.stairs.map((st): StairsMark => {
    const [dx, dy] = [st.high.x - st.low.x, st.high.y - st.low.y];
    const len = Math.hypot(dx, dy) || 1;
    const [ux, uy] = [dx / len, dy / len];
    const [x1, y1] = [mid(st.low.x), mid(st.low.y)];
    const reach = len * s - s / 2;
    const n = Math.max(1, st.high.h - st.low.h);
    const half = s / 3;
    const treads = Array.from({ length: n }, (_, i) => {
      const t = (reach * (i + 1)) / (n + 1);
      const [cx, cy] = [x1 + ux * t, y1 + uy * t];
      return { x1: cx - uy * half, y1: cy + ux * half, x2: cx + uy * half, y2: cy - ux * half };
    });
    return {
      run: { x1, y1, x2: x1 + ux * reach, y2: y1 + uy * reach },
      treads,
      title: `stairs from (${st.low.x},${st.low.y}) at ${st.low.h} up to (${st.high.x},${st.high.y}) at ${st.high.h}`,
    };
  });
  const portals = m.portals.map(
    (p): PortalMark => ({
      cx: mid(p.x),
      cy: mid(p.y),
      r: s / 2 - 2,
      entry: p.entry,
      exit: p.exit,
      offFloor: !p.onFloor,
      label: p.label,
    }),
  );
  const water = m.cells.filter((c) => c.water).length;
  const rock = m.cells.filter((c) => c.ceiling !== null).length;
  return {
    size: m.size * s,
    cell: s,
    cells,
    bridges: m.bridges.flatMap((b) => b.cells.map((c) => ({ left: c.x * s, top: c.y * s, style: b.style }))),
    stairs,
    ladders: m.ladders.map((l) => ({ x1: l.x * s + 6, y1: mid(l.y), x2: l.x * s + s - 6, y2: mid(l.y) })),
    fences: m.fences.map((f) => sideEdge(f.x, f.y, f.side)),
    routes: m.routes.map((r) => r.map((p) => `${mid(p.x)},${mid(p.y)}`).join(' ')),
    waterfalls: m.waterfalls.filter((f) => f.intoBelow).map((f) => ({ cx: mid(f.x), cy: mid(f.y) })),
    landing: m.landing ? { cx: mid(m.landing.x), cy: mid(m.landing.y) } : null,
    treasure: m.treasure ? { left: m.treasure.x * s, top: m.treasure.y * s } : null,
    portals,
    label:
      `Cube drawing, ${m.size}×${m.size} cells: ${water} water cells, ${m.portals.length} portals, ` +
      `${m.stairs.length} stairs, ${m.ladders.length} ladders, ${m.bridges.length} bridges` +
      `${m.treasure ? ', a treasure' : ''}` +
      `${rock ? `, cave rock over ${rock} cells` : ''}` +
      `${m.landing ? ', a waterfall from above lands here' : ''}`,
  };
}
