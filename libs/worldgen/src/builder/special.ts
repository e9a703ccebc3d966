/** Stages of the town and guardian-arena builders: flat ground to fight on, a plaza with houses. */
import { SIZE } from '../geometry';
import { CELLS } from '../moves';
import { cell, setGround, type Ctx } from './context';

const LAST = SIZE - 1;

function edgeMean(ctx: Ctx): number {
  let sum = 0,
    n = 0;
  for (let i = 0; i < CELLS; i++) {
    if (!ctx.fixed[i] || ctx.water[i]) continue;
    sum += ctx.ground[i];
    n++;
  }
  return n ? Math.round(sum / n) : 3;
}

/** Flattens the middle to one height and blends a ring of `band` cells back to the edges. */
function flatten(ctx: Ctx, margin: number, band: number): number {
  const h = edgeMean(ctx);
  for (let y = 1; y < LAST; y++) {
    for (let x = 1; x < LAST; x++) {
      const d = Math.min(x, y, LAST - x, LAST - y);
      if (d < margin - band) continue;
      const i = cell(x, y);
      const t = d >= margin ? 1 : (d - (margin - band)) / band;
      setGround(ctx, i, ctx.ground[i] * (1 - t) + h * t);
    }
  }
  return h;
}

/** Arena stage: a flat fighting floor in the middle of a guardian room. */
export function arenaStage(ctx: Ctx): Ctx {
  flatten(ctx, 4, 3);
  return ctx;
}

/** Town stage: a flat plaza around the well. */
export function plazaStage(ctx: Ctx): Ctx {
  flatten(ctx, 3, 2);
  return ctx;
}

/** Town stage: 2x2 houses on the plaza, never on a pad or the water. */
export function housesStage(ctx: Ctx): Ctx {
  let placed = 0;
  for (let tries = 0; tries < 24 && placed < 5; tries++) {
    const x = ctx.rng.range(3, LAST - 4),
      y = ctx.rng.range(3, LAST - 4);
    const cells = [cell(x, y), cell(x + 1, y), cell(x, y + 1), cell(x + 1, y + 1)];
    if (cells.some((i) => ctx.fixed[i] || ctx.water[i] || ctx.blocked[i])) continue;
    for (const i of cells) ctx.blocked[i] = 1;
    placed++;
  }
  return ctx;
}
