/** Water stages: rivers from crossing to crossing, waterfalls, pools and streams with banks all round. */
import { DIRS, OPP, SIZE, STEP } from '../geometry';
import { edgeCell } from '../faces';
import { besideNode, CLEARANCE } from '../moves';
import { cutOffCrossings } from '../geometry-rules';
import { cell, failWith, type Ctx } from './context';

const LAST = SIZE - 1;

interface Crossing {
  readonly x: number;
  readonly y: number;
  readonly bed: number;
}

function crossings(ctx: Ctx): Crossing[] {
  const out: Crossing[] = [];
  for (const d of DIRS) {
    const r = ctx.spec.faces[d].river;
    if (!r) continue;
    const mid = r.at + Math.floor((r.width - 1) / 2);
    const [ex, ey] = edgeCell(d, mid);
    const [sx, sy] = STEP[OPP[d]];
    out.push({ x: ex + sx, y: ey + sy, bed: ctx.spec.faces[d].heights[mid] });
  }
  return out;
}

function carve(ctx: Ctx, x: number, y: number, level: number): void {
  for (const [dx, dy] of [
    [0, 0],
    [1, 0],
    [0, 1],
  ]) {
    const px = x + dx,
      py = y + dy;
    if (px < 1 || py < 1 || px >= LAST || py >= LAST) continue;
    const i = cell(px, py);
    if (ctx.fixed[i]) continue;
    ctx.ground[i] = level;
    ctx.water[i] = 1;
  }
}

/** Wiggly walk between two inner cells; the dice decide the sideways steps. */
function riverPath(ctx: Ctx, a: Crossing, bx: number, by: number, level: number): void {
  let x = a.x,
    y = a.y;
  for (let guard = 0; guard < 64; guard++) {
    carve(ctx, x, y, level);
    if (x === bx && y === by) return;
    const dx = Math.sign(bx - x),
      dy = Math.sign(by - y);
    const alongX = Math.abs(bx - x) >= Math.abs(by - y);
    if (ctx.rng.chance(0.25)) {
      const nx = alongX ? x : x + (ctx.rng.chance(0.5) ? 1 : -1);
      const ny = alongX ? y + (ctx.rng.chance(0.5) ? 1 : -1) : y;
      if (nx >= 1 && ny >= 1 && nx < LAST && ny < LAST) {
        x = nx;
        y = ny;
        continue;
      }
    }
    if (alongX && dx !== 0) x += dx;
    else if (dy !== 0) y += dy;
    else x += dx;
  }
}

/**
 * Stage 5: rivers from crossing to crossing. A spring's river ends in a pool in the middle; where the world
 * planned a fall into the cube below (spec.fallOut) the water runs to that cell instead and pools there.
 */
export function riversStage(ctx: Ctx): Ctx | null {
  const cs = crossings(ctx);
  if (cs.length === 0) return ctx;
  const level = Math.min(...cs.map((c) => c.bed));
  const pool = (px: number, py: number) => {
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) carve(ctx, px + dx, py + dy, level);
  };
  for (let k = 1; k < cs.length; k++) riverPath(ctx, cs[k], cs[0].x, cs[0].y, level);
  const fall = ctx.spec.fallOut;
  if (fall) {
    riverPath(ctx, cs[0], fall[0], fall[1], level);
    pool(fall[0], fall[1]);
    const i = cell(fall[0], fall[1]);
    ctx.ground[i] = level;
    ctx.water[i] = 1;
  } else if (cs.length === 1) {
    const px = ctx.rng.range(6, 9),
      py = ctx.rng.range(6, 9);
    riverPath(ctx, cs[0], px, py, level);
    pool(px, py);
  }
  return joinCrossings(ctx, level);
}

/** Cells a river may end in besides another crossing or a pool: the falls into and from the cubes below and above. */
export function sinksOf(ctx: Ctx): number[] {
  return [ctx.spec.fallOut, ctx.spec.fallIn].filter((c) => c !== null).map(([x, y]) => cell(x, y));
}

/**
 * The brush skips fixed cells (portal pads, the plunge landing), which can cut a river off or leave it joined
 * only at a corner. Every crossing whose water reaches no other crossing, pool or sink orthogonally gets the
 * shortest channel (through cells that are not fixed) to the nearest other water; none possible fails the attempt.
 */
function joinCrossings(ctx: Ctx, level: number): Ctx | null {
  for (let round = 0; round < 4; round++) {
    const { runs, cut } = cutOffCrossings(ctx.geo, sinksOf(ctx));
    if (cut.length === 0) return ctx;
    const run = runs[cut[0]];
    const from = new Int32Array(SIZE * SIZE).fill(-2);
    const queue: number[] = [];
    const own = new Uint8Array(SIZE * SIZE);
    // the crossing's own water: flood it first, then search out from it
    for (const i of run) {
      own[i] = 1;
      queue.push(i);
    }
    for (let q = 0; q < queue.length; q++)
      for (let d = 0; d < 4; d++) {
        const j = besideNode(queue[q], d, 0);
        if (j >= 0 && ctx.water[j] && !own[j]) {
          own[j] = 1;
          queue.push(j);
        }
      }
    for (const i of queue) from[i] = -1;
    let hit = -1;
    for (let q = 0; q < queue.length && hit < 0; q++) {
      for (let d = 0; d < 4; d++) {
        const j = besideNode(queue[q], d, 0);
        if (j < 0 || from[j] !== -2) continue;
        const x = j % SIZE,
          y = (j - x) / SIZE;
        if (ctx.water[j]) {
          from[j] = queue[q];
          hit = j;
          break;
        }
        if (ctx.fixed[j] || x < 1 || y < 1 || x >= LAST || y >= LAST) continue;
        from[j] = queue[q];
        queue.push(j);
      }
    }
    if (hit < 0)
      return failWith(ctx, `the river crossing at (${run[0] % SIZE},${(run[0] / SIZE) | 0}) cannot be joined`);
    for (let n = from[hit]; n >= 0 && !own[n]; n = from[n]) {
      ctx.ground[n] = level;
      ctx.water[n] = 1;
    }
  }
  return cutOffCrossings(ctx.geo, sinksOf(ctx)).cut.length === 0 ? ctx : failWith(ctx, 'river crossings cut off');
}

/**
 * Plunge pool: the waterfall of the cube above (same x, y, one depth up) lands here, at spec.fallIn, as a
 * pool of that cell and its four neighbours (pads excepted). The landing cell is fixed, so no later stage
 * builds over it or drains it; the world keeps it off every pad and the arena's middle.
 */
export function plungeStage(ctx: Ctx): Ctx {
  const at = ctx.spec.fallIn;
  if (!at) return ctx;
  const [x, y] = at;
  let low = Infinity;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) low = Math.min(low, ctx.ground[cell(x + dx, y + dy)]);
  const level = Math.max(0, low - 1);
  for (const [dx, dy] of [
    [0, 0],
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ]) {
    const i = cell(x + dx, y + dy);
    if (ctx.fixed[i]) continue;
    ctx.ground[i] = level;
    ctx.water[i] = 1;
    ctx.wet[i] = 1;
  }
  ctx.fixed[cell(x, y)] = 1;
  return ctx;
}

/**
 * Stage 6: the waterfall into the cube below, where the world planned one (spec.fallOut): its cell is a
 * sink (blocked, the water goes down through the floor) and is fixed so later stages keep it. `drop` is the
 * water's height above the cube's base; the fall lands at the same cell of the cube one depth down.
 */
export function waterfallsStage(ctx: Ctx): Ctx {
  const fall = ctx.spec.fallOut;
  if (!fall) return ctx;
  const i = cell(fall[0], fall[1]);
  ctx.water[i] = 1;
  ctx.blocked[i] = 1;
  ctx.fixed[i] = 1;
  ctx.waterfalls.push({ cell: i, drop: ctx.ground[i], intoBelow: true });
  return ctx;
}

/**
 * Records steps down between water cells after banks settled (drops of 2+ are falls a swimmer cannot climb):
 * one waterfall per cell, with its biggest drop, and none where the fall into the cube below already is.
 */
function recordSteps(ctx: Ctx): void {
  const listed = new Set(ctx.waterfalls.map((w) => w.cell));
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!ctx.water[i] || listed.has(i)) continue;
    const x = i % SIZE,
      y = (i - x) / SIZE;
    let drop = 0;
    for (const d of DIRS) {
      const nx = x + STEP[d][0],
        ny = y + STEP[d][1];
      if (nx < 0 || ny < 0 || nx >= SIZE || ny >= SIZE) continue;
      const j = cell(nx, ny);
      if (ctx.water[j]) drop = Math.max(drop, ctx.ground[i] - ctx.ground[j]);
    }
    if (drop >= 2) ctx.waterfalls.push({ cell: i, drop, intoBelow: false });
  }
}

/** Stage 10: pools (archetype water, hollows) and banks all round: no water cell may sit above a land neighbour. */
export function poolsStage(ctx: Ctx): Ctx | null {
  for (let y = 1; y < LAST; y++) {
    for (let x = 1; x < LAST; x++) {
      const i = cell(x, y);
      if (ctx.fixed[i] || ctx.slab[i] >= 0) continue;
      const h = ctx.ground[i];
      const hollow =
        ctx.ground[i - 1] > h && ctx.ground[i + 1] > h && ctx.ground[i - SIZE] > h && ctx.ground[i + SIZE] > h;
      if (ctx.wet[i] || hollow) ctx.water[i] = 1;
    }
  }
  for (let round = 0; round < 40; round++) {
    let changed = false;
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (!ctx.water[i]) continue;
      for (let d = 0; d < 4; d++) {
        const j = besideNode(i, d, 0);
        if (j < 0 || ctx.water[j] || ctx.ground[j] >= ctx.ground[i]) continue;
        // a bank rises unless that would push it into the floor above it (then the water sinks instead)
        const underFloor = ctx.slab[j] >= 0 && !ctx.bridge[j] && ctx.slab[j] - ctx.ground[i] < CLEARANCE;
        if (!ctx.fixed[j] && !underFloor) ctx.ground[j] = ctx.ground[i];
        else if (!ctx.fixed[i]) ctx.ground[i] = ctx.ground[j];
        else return failWith(ctx, `water at (${i % SIZE},${(i / SIZE) | 0}) has no bank`);
        changed = true;
      }
    }
    if (!changed) {
      recordSteps(ctx);
      return ctx;
    }
  }
  return failWith(ctx, 'banks did not settle');
}
