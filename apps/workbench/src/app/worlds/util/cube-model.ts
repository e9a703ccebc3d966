import { DIRS, FENCE_BIT, type Cube, type Dir, type Spot } from '@levelbench/worldgen';

/** The parts of a built cube the drawings need (what the worker sends to the page), named once. */
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

/** The parts of a built cube the drawings need (what the worker sends to the page). */
export type CubeDrawing = Pick<Cube, (typeof DRAWING_PARTS)[number]>;

/** Copies the drawings' parts out of a cube (so the worker sends only those). */
export function cubeDrawing(c: Cube): CubeDrawing {
  return Object.fromEntries(DRAWING_PARTS.map((k) => [k, c[k]])) as CubeDrawing;
}

/** The fence mask bit of each side of a cell (worldgen's `Dir`, y grows to the south), in worldgen's side order. */
const SIDE_BITS: readonly (readonly [Dir, number])[] = DIRS.map((d) => [d, FENCE_BIT[d]]);

/** A standing place: a cell, its layer (0 ground or water, 1 upper floor or bridge deck) and the height there. */
export interface Place {
  readonly x: number;
  readonly y: number;
  readonly layer: number;
  readonly h: number;
}

/** One cell from bottom to top: ground (or water surface), the upper floor or bridge deck, cave rock overhead. */
export interface ModelCell {
  readonly x: number;
  readonly y: number;
  /** Ground height (the water surface for water cells). */
  readonly ground: number;
  readonly water: boolean;
  /** Upper floor or bridge deck height; null for none. */
  readonly slab: number | null;
  /** The slab over this cell is a bridge deck. */
  readonly bridge: boolean;
  /** Underside of the cave rock overhead; null for open sky. */
  readonly ceiling: number | null;
  /** Taken by a pillar, support or house on the ground layer. */
  readonly blocked: boolean;
}

/** A stair between two places, `low` to `high`. */
export interface ModelStairs {
  readonly low: Place;
  readonly high: Place;
}

/** A ladder on one cell, from `bottom` to `top`. */
export interface ModelLadder {
  readonly x: number;
  readonly y: number;
  readonly bottom: number;
  readonly top: number;
}

/** One fenced side of a standing place (a fence stops drops across it). */
export interface ModelFence {
  readonly x: number;
  readonly y: number;
  readonly layer: number;
  readonly h: number;
  readonly side: Dir;
}

/** A bridge: its deck cells at height `h`, its style, and pillars from the ground up to the deck. */
export interface ModelBridge {
  readonly cells: readonly Place[];
  readonly h: number;
  readonly style: string;
  readonly pillars: readonly {
    readonly x: number;
    readonly y: number;
    readonly bottom: number;
    readonly top: number;
  }[];
}

/** A portal on its floor: where it stands (`standH`) and what the cell offers there (`surface`). */
export interface ModelPortal {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly layer: number;
  readonly floor: number;
  readonly standH: number;
  /** Height of the cell's standing surface on the portal's layer (ground or slab); null when the layer has none. */
  readonly surface: number | null;
  /** The portal stands on its cell's surface (standH equals the surface height). */
  readonly onFloor: boolean;
  readonly entry: boolean;
  readonly exit: boolean;
  readonly label: string;
}

/** A waterfall leaving through the floor into the cube below (or a fall of 2+ inside the cube). */
export interface ModelWaterfall {
  readonly x: number;
  readonly y: number;
  readonly h: number;
  readonly drop: number;
  readonly intoBelow: boolean;
}

/** A cube one depth away that water links to, and the cell where the water lands. */
export interface WaterLink {
  readonly depth: number;
  readonly x: number;
  readonly y: number;
  readonly at: readonly [number, number];
}

/**
 * The one view model of a built cube that the top view and the 3D view both read: every cell with its
 * heights, the structures on it, portals on their floors, the planned routes as places with heights.
 */
export interface CubeModel {
  readonly size: number;
  /** Row-major: `cells[y * size + x]`. */
  readonly cells: readonly ModelCell[];
  readonly stairs: readonly ModelStairs[];
  readonly ladders: readonly ModelLadder[];
  readonly fences: readonly ModelFence[];
  readonly bridges: readonly ModelBridge[];
  readonly portals: readonly ModelPortal[];
  /** Planned routes (portal → exit, exit → treasure), each a list of places; routes of one place are left out. */
  readonly routes: readonly (readonly Place[])[];
  readonly waterfalls: readonly ModelWaterfall[];
  /** Where the waterfall of the cube above lands here, or null. */
  readonly landing: Place | null;
  readonly treasure: Place | null;
  /** Lowest ground and highest thing (ground, slab or the underside of rock). */
  readonly minH: number;
  readonly maxH: number;
  /** Share of the cells with cave rock overhead, 0..1. */
  readonly rockShare: number;
  /** Cubes one depth away that water links to: falls into the cube below, the fall from above landing here. */
  readonly water: { readonly below: readonly WaterLink[]; readonly above: WaterLink | null };
  /** One sentence naming what the cube holds (the drawings' accessible description). */
  readonly summary: string;
}

/** Standing height of a place: ground on layer 0, the slab on layer 1 (null when the cell has none). */
export function heightAt(c: Pick<CubeDrawing, 'ground' | 'slab'>, x: number, y: number, layer: number): number | null {
  return layer === 0 ? c.ground[y][x] : c.slab[y][x];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Builds the view model of a cube's drawing parts. */
export function cubeModel(c: CubeDrawing): CubeModel {
  const place = ([x, y, layer]: Spot): Place => ({ x, y, layer, h: heightAt(c, x, y, layer) ?? c.ground[y][x] });
  const deck = new Set<number>();
  for (const b of c.bridges) for (const [x, y] of b.cells) deck.add(y * c.size + x);
  const cells: ModelCell[] = [];
  for (let y = 0; y < c.size; y++)
    for (let x = 0; x < c.size; x++)
      cells.push({
        x,
        y,
        ground: c.ground[y][x],
        water: c.water[y][x],
        slab: c.slab[y][x],
        bridge: deck.has(y * c.size + x),
        ceiling: c.ceiling[y][x],
        blocked: c.blocked[y][x],
      });
  const stairs = c.stairs.map((s): ModelStairs => {
    const [a, b] = [place(s.a), place(s.b)];
    return a.h <= b.h ? { low: a, high: b } : { low: b, high: a };
  });
  const ladders = c.ladders.map((l): ModelLadder => {
    const [a, b] = [place(l.a), place(l.b)];
    return { x: a.x, y: a.y, bottom: Math.min(a.h, b.h), top: Math.max(a.h, b.h) };
  });
  const fences = c.fences.flatMap((f) => {
    const h = heightAt(c, f.x, f.y, f.layer) ?? c.ground[f.y][f.x];
    return SIDE_BITS.filter(([, bit]) => f.sides & bit).map(
      ([side]): ModelFence => ({ x: f.x, y: f.y, layer: f.layer, h, side }),
    );
  });
  const bridges = c.bridges.map(
    (b): ModelBridge => ({
      cells: b.cells.map(([x, y]) => ({ x, y, layer: 1, h: b.h })),
      h: b.h,
      style: b.style,
      pillars: b.pillars.map(([x, y]) => ({ x, y, bottom: c.ground[y][x], top: b.h })),
    }),
  );
  const portals = c.portals.map((p): ModelPortal => {
    const surface = heightAt(c, p.x, p.y, p.layer);
    const onFloor = surface === p.standH;
    return {
      id: p.id,
      x: p.x,
      y: p.y,
      layer: p.layer,
      floor: p.floor,
      standH: p.standH,
      surface,
      onFloor,
      entry: p.kind === 'entry',
      exit: p.exit,
      label:
        `${p.id}${p.exit ? ' (exit)' : ''}, floor ${p.floor}` +
        (onFloor
          ? ''
          : surface === null
            ? ', no floor under it'
            : `, stands at ${p.standH} over a floor at ${surface}`),
    };
  });
  const routes = c.routes.filter((r) => r.length > 1).map((r) => r.map(place));
  const waterfalls = c.waterfalls.map(
    (w): ModelWaterfall => ({ x: w.x, y: w.y, h: c.ground[w.y][w.x], drop: w.drop, intoBelow: w.intoBelow }),
  );
  const landing = c.fallFromAbove ? place([c.fallFromAbove.at[0], c.fallFromAbove.at[1], 0]) : null;
  const treasure = c.treasure ? place(c.treasure) : null;
  const heights = cells.flatMap((x) => [x.ground, x.slab ?? x.ground, x.ceiling ?? x.ground]);
  const rock = cells.filter((x) => x.ceiling !== null).length;
  const waterCells = cells.filter((x) => x.water).length;
  const slabs = cells.filter((x) => x.slab !== null && !x.bridge).length;
  const below = c.waterfalls.flatMap((f) => (f.intoBelow && f.below ? [f.below] : []));
  const off = portals.filter((p) => !p.onFloor).length;
  return {
    size: c.size,
    cells,
    stairs,
    ladders,
    fences,
    bridges,
    portals,
    routes,
    waterfalls,
    landing,
    treasure,
    minH: Math.min(...cells.map((x) => x.ground)),
    maxH: Math.max(...heights),
    rockShare: rock / cells.length,
    water: { below, above: c.fallFromAbove },
    summary:
      `${c.size}×${c.size} cells, ground from ${Math.min(...cells.map((x) => x.ground))} to ` +
      `${Math.max(...cells.map((x) => x.ground))}: ${plural(waterCells, 'water cell')}, ` +
      `${plural(slabs, 'upper floor cell')}, ${plural(c.portals.length, 'portal')}` +
      `${off ? ` (${off} off their floor)` : ''}, ${plural(c.stairs.length, 'stair')}, ` +
      `${plural(c.ladders.length, 'ladder')}, ${plural(c.bridges.length, 'bridge')}, ` +
      `${plural(fences.length, 'fenced side')}` +
      `${c.treasure ? ', a treasure' : ''}` +
      `${rock ? `, cave rock over ${rock} cells` : ''}` +
      `${c.fallFromAbove ? ', a waterfall from above lands here' : ''}`,
  };
}

/** The colours of the drawn things, shared by the top view, the 3D view and the legend. */
export const CUBE_COLOURS = {
  water: '#3d8bfd',
  slab: '#e0e0e0',
  rock: '#4a3f3a',
  blocked: '#333333',
  bridge: '#8d5a2b',
  pillar: '#4e342e',
  stairs: '#b0aba6',
  ladder: '#6d4c41',
  fence: '#8d6e63',
  portal: '#f5b800',
  entry: '#00e5ff',
  'off-floor': '#e53935',
  route: '#ff4fa3',
  waterfall: '#0d47a1',
  landing: '#4fc3f7',
  treasure: '#ffd54f',
} as const;

/** The shared colours as CSS custom properties (`--c-fence: #8d6e63; …`), for the top view's and the legend's styles. */
export const CUBE_COLOUR_VARS = Object.entries(CUBE_COLOURS)
  .map(([k, v]) => `--c-${k}: ${v}`)
  .join('; ');

/** Ground colour by height: low ground dark green, high ground pale (0..14 spans the range). */
export function groundShade(h: number): string {
  const t = Math.max(0, Math.min(1, h / 14));
  return `rgb(${Math.round(70 + 130 * t)},${Math.round(120 + 90 * t)},${Math.round(60 + 120 * t)})`;
}

/**
 * Everything the cube drawings show, for the legend: each id is a kind of thing drawn in the top view and
 * the 3D view (`both`) or in the 3D view only; the 3D scene names its objects by these ids.
 */
export const CUBE_LEGEND = [
  { id: 'ground', label: 'ground (darker = lower)', views: 'both' },
  { id: 'water', label: 'water', views: 'both' },
  { id: 'slab', label: 'upper floor', views: 'both' },
  { id: 'rock', label: 'cave rock overhead', views: 'both' },
  { id: 'blocked', label: 'blocked (pillar, support, house)', views: 'both' },
  { id: 'bridge', label: 'bridge deck', views: 'both' },
  { id: 'pillar', label: 'bridge pillar', views: '3d' },
  { id: 'stairs', label: 'stairs', views: 'both' },
  { id: 'ladder', label: 'ladder', views: 'both' },
  { id: 'fence', label: 'fence (stops drops)', views: 'both' },
  { id: 'portal', label: 'portal (gate, well)', views: 'both' },
  { id: 'entry', label: 'entry portal', views: 'both' },
  { id: 'portal-floor', label: 'portal floor (where it stands)', views: '3d' },
  { id: 'off-floor', label: 'portal off its floor', views: 'both' },
  { id: 'route', label: 'planned route', views: 'both' },
  { id: 'waterfall', label: 'waterfall into the cube below', views: 'both' },
  { id: 'landing', label: 'waterfall from above lands', views: 'both' },
  { id: 'treasure', label: 'treasure', views: 'both' },
] as const;

/** A kind of drawn thing (an id of {@link CUBE_LEGEND}). */
export type DrawnKind = (typeof CUBE_LEGEND)[number]['id'];
