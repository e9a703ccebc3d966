/** Cave stage: rock over most of a cave cube (theme `cave`, the seed's depths 9 and 17), never too low to walk. */
import { hashInts } from '@levelbench/random';
import { SIZE } from '../geometry';
import { fbm } from '../noise';
import { CLEARANCE } from '../moves';
import { themeAt } from '../weights';
import { cell, type Ctx } from './context';

const LAST = SIZE - 1;

/** True when the cube's depth is a cave depth. */
export function isCave(ctx: Ctx): boolean {
  return themeAt(ctx.weights, ctx.spec.depth)?.cave === true;
}

/**
 * Cave roof: every cell gets rock at the highest ground or slab of its 3×3 neighbourhood + head room + 0–2
 * (world-space noise, so the roof runs on across cube walls), which leaves head room for walking, jumping
 * onto a neighbour, bridges over the water and later smoothing (it only moves cells towards their
 * neighbours). Open sky stays over the entry pad (the hero drops in from the well above) and one seeded
 * skylight. Runs before the move graph, so routes are planned under the rock; the inspector checks it again.
 */
export function caveRoofStage(ctx: Ctx): Ctx {
  if (!isCave(ctx)) return ctx;
  const { worldSeed, depth, x: cx, y: cy } = ctx.spec;
  const nseed = hashInts(worldSeed, depth, 11);
  const top = (i: number) => Math.max(ctx.ground[i], ctx.slab[i]);
  const sky = new Uint8Array(SIZE * SIZE);
  const open = (x: number, y: number, r: number) => {
    for (let yy = y - r; yy <= y + r; yy++)
      for (let xx = x - r; xx <= x + r; xx++) if (xx >= 0 && yy >= 0 && xx < SIZE && yy < SIZE) sky[cell(xx, yy)] = 1;
  };
  for (const p of ctx.portals) if (p.kind === 'entry') open(p.x, p.y, 1);
  if (ctx.rng.chance(0.5)) open(ctx.rng.range(3, LAST - 3), ctx.rng.range(3, LAST - 3), 1);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = cell(x, y);
      if (sky[i]) continue;
      let high = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx,
            yy = y + dy;
          if (xx >= 0 && yy >= 0 && xx < SIZE && yy < SIZE) high = Math.max(high, top(cell(xx, yy)));
        }
      const wobble = Math.round((fbm(nseed, cx * LAST + x, cy * LAST + y, 6, 2) + 1) * 1);
      ctx.ceiling[i] = high + CLEARANCE + wobble;
    }
  }
  return ctx;
}
