/** Water stages: rivers from crossing to crossing, waterfalls, pools and streams with banks all round. */
import { CORE_DEPTH, DIRS, OPP, SIZE, STEP } from '../geometry';
import { edgeCell } from '../faces';
import { besideNode } from '../moves';
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

/** Stage 5: rivers from crossing to crossing (one crossing: to a pool in the middle). */
export function riversStage(ctx: Ctx): Ctx {
  const cs = crossings(ctx);
  if (cs.length === 0) return ctx;
  const level = Math.min(...cs.map((c) => c.bed));
  if (cs.length === 1) {
    const px = ctx.rng.range(6, 9),
      py = ctx.rng.range(6, 9);
    riverPath(ctx, cs[0], px, py, level);
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) carve(ctx, px + dx, py + dy, level);
    return ctx;
  }
  for (let k = 1; k < cs.length; k++) riverPath(ctx, cs[k], cs[0].x, cs[0].y, level);
  return ctx;
}

/** Stage 6: waterfalls where water steps down, and one into the cube below (its cell is a sink). */
export function waterfallsStage(ctx: Ctx): Ctx {
  let lowest = -1;
  for (let y = 2; y < LAST - 1; y++) {
    for (let x = 2; x < LAST - 1; x++) {
      const i = cell(x, y);
      if (!ctx.water[i] || ctx.fixed[i]) continue;
      if (lowest < 0 || ctx.ground[i] < ctx.ground[lowest]) lowest = i;
    }
  }
  const wantsFall =
    ctx.spec.depth < CORE_DEPTH &&
    (ctx.spec.kind === 'lake' || ctx.spec.kind === 'spring') &&
    ctx.spec.builder === 'terrain';
  if (lowest >= 0 && wantsFall) {
    ctx.waterfalls.push({ cell: lowest, drop: 99, intoBelow: true });
    ctx.blocked[lowest] = 1;
  }
  return ctx;
}

/** Records steps down between water cells after banks settled (drops of 2+ are falls a swimmer cannot climb). */
function recordSteps(ctx: Ctx): void {
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!ctx.water[i]) continue;
    const x = i % SIZE,
      y = (i - x) / SIZE;
    for (const d of DIRS) {
      const nx = x + STEP[d][0],
        ny = y + STEP[d][1];
      if (nx < 0 || ny < 0 || nx >= SIZE || ny >= SIZE) continue;
      const j = cell(nx, ny);
      if (ctx.water[j] && ctx.ground[i] - ctx.ground[j] >= 2)
        ctx.waterfalls.push({ cell: i, drop: ctx.ground[i] - ctx.ground[j], intoBelow: false });
    }
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
        if (!ctx.fixed[j]) ctx.ground[j] = ctx.ground[i];
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
