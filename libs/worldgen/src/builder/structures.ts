/** Structure stages: treasure space, upper floors (slabs), ramps and supports. */
import { DIRS, OPP, SIZE, STEP } from '../geometry';
import { CELLS, CLEARANCE } from '../moves';
import { cell, failWith, setGround, type Ctx, type SlabRect } from './context';

const LAST = SIZE - 1;

/** Stage 7: a flat 3×3 spot for the treasure chest, away from portals and water. */
export function treasureStage(ctx: Ctx): Ctx | null {
  if (!ctx.spec.treasure) return ctx;
  const spots: { i: number; score: number }[] = [];
  for (let y = 3; y < LAST - 2; y++) {
    for (let x = 3; x < LAST - 2; x++) {
      let lo = Infinity,
        hi = -Infinity,
        bad = false;
      for (let dy = -1; dy <= 1 && !bad; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const j = cell(x + dx, y + dy);
          if (ctx.fixed[j] || ctx.water[j] || ctx.wet[j]) bad = true;
          lo = Math.min(lo, ctx.ground[j]);
          hi = Math.max(hi, ctx.ground[j]);
        }
      }
      if (!bad) spots.push({ i: cell(x, y), score: hi - lo + ctx.rng.next() * 2 });
    }
  }
  if (spots.length === 0) return failWith(ctx, 'no space for the treasure');
  spots.sort((a, b) => a.score - b.score);
  const t = spots[0].i;
  const tx = t % SIZE,
    ty = (t - tx) / SIZE;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const j = cell(tx + dx, ty + dy);
      setGround(ctx, j, ctx.ground[t]);
      ctx.fixed[j] = 1;
    }
  }
  ctx.treasure = t;
  return ctx;
}

function free(ctx: Ctx, r: SlabRect): boolean {
  for (let y = r.y0; y <= r.y1; y++)
    for (let x = r.x0; x <= r.x1; x++) if (ctx.slab[cell(x, y)] >= 0 && ctx.slab[cell(x, y)] !== r.h) return false;
  return true;
}

function lay(ctx: Ctx, r: SlabRect): void {
  for (let y = r.y0; y <= r.y1; y++) {
    for (let x = r.x0; x <= r.x1; x++) {
      const i = cell(x, y);
      if (ctx.slab[i] >= 0 && ctx.slab[i] !== r.h) continue; // another landing got here first: keep it
      // a floor stands above its ground with head room: ground that cannot be dug (an edge, a pad, the chest) gets none
      if (ctx.ground[i] > r.h - CLEARANCE && !setGround(ctx, i, r.h - CLEARANCE)) continue;
      ctx.slab[i] = r.h;
    }
  }
  ctx.slabs.push(r);
}

/** Stage 8: upper floors — a slab per extra floor, plus a landing behind every portal above the ground. */
export function slabsStage(ctx: Ctx): Ctx | null {
  for (const p of ctx.portals) {
    if (p.floor === 0 || !p.dir) continue;
    const [sx, sy] = STEP[OPP[p.dir]];
    const along = p.dir === 'N' || p.dir === 'S';
    const xs = along ? [p.x - 1, p.x + 1] : [p.x, p.x + 3 * sx];
    const ys = along ? [p.y, p.y + 3 * sy] : [p.y - 1, p.y + 1];
    // landings of two raised portals near one corner may overlap: the second is trimmed (the spec never changes, so failing would repeat)
    lay(ctx, { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys), h: p.standH });
  }
  for (let f = 1; f < ctx.floors; f++) {
    // a few random spots first (variety), then every spot and size in turn: a floor is only missing when
    // nothing fits, and then the cube says so (build.slabsDropped) instead of dropping it silently
    const r = randomSlab(ctx, f) ?? scanSlab(ctx, f);
    if (!r) {
      ctx.slabsDropped++;
      continue;
    }
    lay(ctx, r);
    ctx.floorHeights[f] = r.h;
  }
  return ctx;
}

/** The slab of floor f over the rectangle, or null when it touches a fixed cell or another slab. */
function slabAt(ctx: Ctx, f: number, x0: number, y0: number, w: number, h: number): SlabRect | null {
  let top = 0;
  for (let y = y0; y < y0 + h; y++) {
    for (let x = x0; x < x0 + w; x++) {
      const i = cell(x, y);
      if (ctx.fixed[i]) return null;
      top = Math.max(top, ctx.ground[i]);
    }
  }
  const r = { x0, y0, x1: x0 + w - 1, y1: y0 + h - 1, h: top + CLEARANCE + 2 * (f - 1) };
  return free(ctx, r) ? r : null;
}

function randomSlab(ctx: Ctx, f: number): SlabRect | null {
  for (let tries = 0; tries < 6; tries++) {
    const w = ctx.rng.range(3, 5),
      h = ctx.rng.range(3, 5);
    const r = slabAt(ctx, f, ctx.rng.range(2, LAST - 1 - w), ctx.rng.range(2, LAST - 1 - h), w, h);
    if (r) return r;
  }
  return null;
}

function scanSlab(ctx: Ctx, f: number): SlabRect | null {
  const start = ctx.rng.int(CELLS);
  for (const size of [4, 3]) {
    const span = LAST - 3 - size; // x1 = x0 + size - 1 stays ≤ 13, as the random spots
    for (let k = 0; k < CELLS; k++) {
      const i = (start + k) % CELLS;
      const x0 = 2 + (i % SIZE),
        y0 = 2 + ((i / SIZE) | 0);
      if (x0 - 2 > span || y0 - 2 > span) continue;
      const r = slabAt(ctx, f, x0, y0, size, size);
      if (r) return r;
    }
  }
  return null;
}

/** Stage 9: a walkable ramp of ground down from one side of each slab, and supports under slab corners. */
export function rampsStage(ctx: Ctx): Ctx {
  for (const r of ctx.slabs) {
    for (const d of ctx.rng.shuffle([...DIRS])) {
      const [sx, sy] = STEP[d];
      const fromX = d === 'E' ? r.x1 : d === 'W' ? r.x0 : ctx.rng.range(r.x0, r.x1);
      const fromY = d === 'S' ? r.y1 : d === 'N' ? r.y0 : ctx.rng.range(r.y0, r.y1);
      const cells: number[] = [];
      let h = r.h,
        ok = false;
      for (let k = 1; k <= 6; k++) {
        const x = fromX + k * sx,
          y = fromY + k * sy;
        if (x < 1 || y < 1 || x >= LAST || y >= LAST) break;
        const i = cell(x, y);
        if (ctx.fixed[i] || ctx.water[i] || ctx.slab[i] >= 0) break;
        h -= 1;
        if (ctx.ground[i] >= h - 1) {
          ok = ctx.ground[i] <= h + 1;
          break;
        }
        cells.push(i);
      }
      if (!ok) continue;
      cells.forEach((i, k) => setGround(ctx, i, r.h - 1 - k));
      ctx.ramps++;
      break;
    }
    for (const [x, y] of [
      [r.x0, r.y0],
      [r.x1, r.y0],
      [r.x0, r.y1],
      [r.x1, r.y1],
    ]) {
      const i = cell(x, y);
      if (!ctx.fixed[i] && !ctx.water[i] && r.x1 - r.x0 >= 2 && r.y1 - r.y0 >= 2) ctx.blocked[i] = 1;
    }
  }
  return ctx;
}
