import type { Cube, Spot } from '@levelbench/worldgen';

/** Drawing units per cell of a cube. */
export const CUBE_CELL = 24;

/** The parts of a built cube the drawing needs (what the worker sends to the page), named once. */
const DRAWING_PARTS = [
  'size',
  'ground',
  'water',
  'slab',
  'blocked',
  'ceiling',
  'fallFromAbove',
  'bridges',
  'stairs',
  'ladders',
  'fences',
  'routes',
  'waterfalls',
  'treasure',
  'portals',
] as const satisfies readonly (keyof Cube)[];

/** The parts of a built cube the drawing needs (what the worker sends to the page). */
export type CubeDrawing = Pick<Cube, (typeof DRAWING_PARTS)[number]>;

/** Copies the drawing's parts out of a cube (so the worker sends only those). */
export function cubeDrawing(c: Cube): CubeDrawing {
  return Object.fromEntries(DRAWING_PARTS.map((k) => [k, c[k]])) as CubeDrawing;
}

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
  readonly label: string;
}

/** Everything the cube component draws, in drawing units (square, `size` wide). */
export interface CubeView {
  readonly size: number;
  readonly cell: number;
  readonly cells: readonly CubeCell[];
  readonly bridges: readonly { readonly left: number; readonly top: number; readonly style: string }[];
  readonly stairs: readonly Segment[];
  readonly ladders: readonly Segment[];
  readonly fences: readonly Segment[];
  /** Planned routes as polyline points. */
  readonly routes: readonly string[];
  /** Waterfalls leaving through the floor into the cube below. */
  readonly waterfalls: readonly { readonly cx: number; readonly cy: number }[];
  /** Where the waterfall of the cube above lands (a plunge pool), or null. */
  readonly landing: { readonly cx: number; readonly cy: number } | null;
  /** Share of the cells with cave rock overhead, 0..1. */
  readonly rockShare: number;
  readonly treasure: { readonly left: number; readonly top: number } | null;
  readonly portals: readonly PortalMark[];
  readonly label: string;
}

/** Ground colour by height: low ground dark green, high ground pale (0..14 spans the range). */
export function groundShade(h: number): string {
  const t = Math.max(0, Math.min(1, h / 14));
  return `rgb(${Math.round(70 + 130 * t)},${Math.round(120 + 90 * t)},${Math.round(60 + 120 * t)})`;
}

export const WATER_FILL = '#3d8bfd';

/** A built cube as drawing data: cells, bridges, stairs, ladders, fences, routes, waterfalls, treasure, portals. */
export function cubeView(c: CubeDrawing): CubeView {
  const s = CUBE_CELL;
  const mid = (v: number) => v * s + s / 2;
  const link = (a: Spot, b: Spot): Segment => ({ x1: mid(a[0]), y1: mid(a[1]), x2: mid(b[0]), y2: mid(b[1]) });
  const cells: CubeCell[] = [];
  for (let y = 0; y < c.size; y++)
    for (let x = 0; x < c.size; x++) {
      const water = c.water[y][x];
      const slab = c.slab[y][x];
      const rock = c.ceiling[y][x];
      cells.push({
        x,
        y,
        left: x * s,
        top: y * s,
        fill: water ? WATER_FILL : groundShade(c.ground[y][x]),
        slab: slab !== null,
        rock: rock !== null,
        blocked: c.blocked[y][x],
        title:
          `(${x},${y}) ${water ? 'water' : 'ground'} ${c.ground[y][x]}` +
          `${slab !== null ? `, floor above at ${slab}` : ''}${rock !== null ? `, rock above at ${rock}` : ''}`,
      });
    }
  const fences: Segment[] = [];
  for (const f of c.fences) {
    const [x0, y0] = [f.x * s, f.y * s];
    if (f.sides & 1) fences.push({ x1: x0, y1: y0, x2: x0 + s, y2: y0 });
    if (f.sides & 2) fences.push({ x1: x0 + s, y1: y0, x2: x0 + s, y2: y0 + s });
    if (f.sides & 4) fences.push({ x1: x0, y1: y0 + s, x2: x0 + s, y2: y0 + s });
    if (f.sides & 8) fences.push({ x1: x0, y1: y0, x2: x0, y2: y0 + s });
  }
  const portals = c.portals.map(
    (p): PortalMark => ({
      cx: mid(p.x),
      cy: mid(p.y),
      r: s / 2 - 2,
      entry: p.kind === 'entry',
      exit: p.exit,
      label: `${p.id}${p.exit ? ' (exit)' : ''}, floor ${p.floor}`,
    }),
  );
  const water = cells.filter((x) => c.water[x.y][x.x]).length;
  return {
    size: c.size * s,
    cell: s,
    cells,
    bridges: c.bridges.flatMap((b) => b.cells.map(([x, y]) => ({ left: x * s, top: y * s, style: b.style }))),
    stairs: c.stairs.map((st) => link(st.a, st.b)),
    ladders: c.ladders.map((l) => link(l.a, l.b)),
    fences,
    routes: c.routes.filter((r) => r.length > 1).map((r) => r.map((p) => `${mid(p[0])},${mid(p[1])}`).join(' ')),
    waterfalls: c.waterfalls.filter((f) => f.intoBelow).map((f) => ({ cx: mid(f.x), cy: mid(f.y) })),
    landing: c.fallFromAbove ? { cx: mid(c.fallFromAbove.at[0]), cy: mid(c.fallFromAbove.at[1]) } : null,
    rockShare: cells.filter((x) => x.rock).length / cells.length,
    treasure: c.treasure ? { left: c.treasure[0] * s, top: c.treasure[1] * s } : null,
    portals,
    label:
      `Cube drawing, ${c.size}×${c.size} cells: ${water} water cells, ${c.portals.length} portals, ` +
      `${c.stairs.length} stairs, ${c.ladders.length} ladders, ${c.bridges.length} bridges` +
      `${c.treasure ? ', a treasure' : ''}` +
      `${cells.some((x) => x.rock) ? `, cave rock over ${cells.filter((x) => x.rock).length} cells` : ''}` +
      `${c.fallFromAbove ? ', a waterfall from above lands here' : ''}`,
  };
}

/** A cube one depth away that water links to, and the cell where the water lands. */
export interface WaterLink {
  readonly depth: number;
  readonly x: number;
  readonly y: number;
  readonly at: readonly [number, number];
}

/** The cubes this cube's water links to: falls into the cube below, and the fall from the cube above that lands here. */
export function waterLinks(c: CubeDrawing): { readonly below: readonly WaterLink[]; readonly above: WaterLink | null } {
  const below = c.waterfalls.flatMap((f) => (f.intoBelow && f.below ? [f.below] : []));
  return { below, above: c.fallFromAbove };
}
