/** Terrain stages: floors, ground heights from the faces, the archetype, portals. */
import { edgeFade, shapeOf } from '../archetypes';
import { edgeCell } from '../faces';
import { DIRS, OPP, SIZE, STEP } from '../geometry';
import { fbm } from '../noise';
import { hashInts } from '@levelbench/random';
import { cell, failWith, setGround, type Ctx, type Portal } from './context';

const LAST = SIZE - 1;
const HILLS: Record<string, number> = {
  meadow: 1.5,
  highland: 3,
  slope: 2.5,
  gorge: 3,
  river: 1.5,
  spring: 2,
  lake: 1,
};

/** Stage 1: how many floors stack up (1–4) and the height of each upper floor. */
export function floorsStage(ctx: Ctx): Ctx {
  ctx.floors = ctx.spec.builder === 'terrain' ? ctx.spec.floors : 1;
  ctx.floorHeights = Array.from({ length: ctx.floors }, (_, f) => f * 4);
  return ctx;
}

/** Stage 2: edges copied from the faces; the inside blended from the four edges (Coons patch) plus world-space hills. */
export function heightsStage(ctx: Ctx): Ctx {
  const f = ctx.spec.faces;
  const { worldSeed, depth, x: cx, y: cy } = ctx.spec;
  const amp = HILLS[ctx.spec.kind] ?? 2;
  const nseed = hashInts(worldSeed, depth, 7);
  const c00 = f.N.heights[0],
    c10 = f.N.heights[LAST],
    c01 = f.S.heights[0],
    c11 = f.S.heights[LAST];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = cell(x, y);
      const u = x / LAST,
        v = y / LAST;
      const coons =
        (1 - v) * f.N.heights[x] +
        v * f.S.heights[x] +
        (1 - u) * f.W.heights[y] +
        u * f.E.heights[y] -
        ((1 - u) * (1 - v) * c00 + u * (1 - v) * c10 + (1 - u) * v * c01 + u * v * c11);
      const hills = fbm(nseed, cx * LAST + x, cy * LAST + y, 12, 3) * amp * edgeFade(x, y);
      ctx.ground[i] = Math.max(0, Math.round(coons + hills + edgeFade(x, y) * 0.5));
    }
  }
  for (const d of DIRS) {
    const face = f[d];
    for (let t = 0; t < SIZE; t++) {
      const [ex, ey] = edgeCell(d, t);
      ctx.ground[cell(ex, ey)] = face.heights[t];
      if (face.water[t]) ctx.water[cell(ex, ey)] = 1;
    }
  }
  return ctx;
}

/** Stage 3: the archetype's big shape, faded out towards the edges (terraces quantise the inside). */
export function archetypeStage(ctx: Ctx): Ctx {
  const a = ctx.spec.archetype;
  const shape = shapeOf(a, ctx.rng);
  for (let y = 1; y < LAST; y++) {
    for (let x = 1; x < LAST; x++) {
      const i = cell(x, y);
      const fade = edgeFade(x, y);
      let h = ctx.ground[i] + shape.delta[i] * fade;
      if (a === 'terraces' && fade >= 1) h = Math.floor(h / 3) * 3 + 1;
      setGround(ctx, i, h);
      if (shape.wet[i] && fade >= 1) ctx.wet[i] = 1;
    }
  }
  if (ctx.spec.piece.endsWith('-pond')) pond(ctx);
  return ctx;
}

/**
 * A pond piece holds a pond: a round hollow of radius 2–3 somewhere in the middle, one below the lowest
 * ground around it, that the pools stage fills (cells left dry under a floor or a pad stay land).
 */
function pond(ctx: Ctx): void {
  const cx = ctx.rng.range(5, 10),
    cy = ctx.rng.range(5, 10);
  const r = 2 + ctx.rng.next();
  const cells: number[] = [];
  let low = Infinity;
  for (let y = cy - 3; y <= cy + 3; y++)
    for (let x = cx - 3; x <= cx + 3; x++) {
      if (Math.hypot(x - cx, y - cy) > r) continue;
      const i = cell(x, y);
      cells.push(i);
      low = Math.min(low, ctx.ground[i]);
    }
  for (const i of cells) if (setGround(ctx, i, Math.max(0, low - 1))) ctx.wet[i] = 1;
}

/** True for a cell next to a water cell on the cube's edge (the way in of a river crossing). */
function besideEdgeWater(ctx: Ctx, x: number, y: number): boolean {
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ]) {
    const ex = x + dx,
      ey = y + dy;
    if ((ex === 0 || ey === 0 || ex === LAST || ey === LAST) && ctx.water[cell(ex, ey)]) return true;
  }
  return false;
}

function flattenPad(ctx: Ctx, x: number, y: number, h: number, r: number): void {
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      const px = x + dx,
        py = y + dy;
      if (px < 1 || py < 1 || px >= LAST || py >= LAST) continue;
      const i = cell(px, py);
      // a cell just inside a river crossing stays open for the river (a pad there would cut the crossing off)
      if (besideEdgeWater(ctx, px, py)) continue;
      if (setGround(ctx, i, h)) {
        ctx.water[i] = 0;
        ctx.fixed[i] = 1;
      }
    }
  }
}

/** Stage 4: portals on the faces (pad one cell in), the entry ring and the well inside (3×3 pads). */
export function portalsStage(ctx: Ctx): Ctx | null {
  const portals: Portal[] = [];
  for (const p of ctx.spec.portals) {
    const i = cell(p.x, p.y);
    if (p.kind === 'face' && p.dir) {
      const h = p.h ?? ctx.ground[i];
      if (p.floor > 0) {
        ctx.slab[i] = h;
        portals.push({ ...p, node: i + SIZE * SIZE, standH: h });
        continue;
      }
      const [sx, sy] = STEP[OPP[p.dir]];
      const inner = cell(p.x + sx, p.y + sy);
      setGround(ctx, inner, h);
      ctx.water[inner] = 0;
      ctx.fixed[inner] = 1;
      portals.push({ ...p, node: i, standH: h });
    } else {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) sum += ctx.ground[cell(p.x + dx, p.y + dy)];
      const h = Math.round(sum / 9);
      flattenPad(ctx, p.x, p.y, h, 1);
      // where two pads overlap (the town's spawn and well) the first one's cells stay: stand where the ground is
      portals.push({ ...p, node: i, standH: ctx.ground[i] });
    }
  }
  ctx.portals = portals;
  const exits = portals.filter((p) => p.exit);
  if (exits.length > 1) return failWith(ctx, 'more than one exit');
  ctx.exit = exits.length ? exits[0].node : -1;
  return ctx;
}
