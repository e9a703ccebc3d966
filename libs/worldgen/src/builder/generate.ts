/** The cube factory: fixed stage lists per builder, retried with new dice until the inspector passes. */
import { hash32 } from '@levelbench/random';
import type { CubeSpec, BuilderName } from '../cube-spec';
import type { Weights } from '../weights';
import { newCtx, type Ctx, type Stage } from './context';
import { bridgeStylesStage, fencesStage, inspectStage, smoothStage } from './finish';
import { escapeStage, moveGraphStage, placeStage, routesStage } from './routes';
import { caveRoofStage } from './cave';
import { arenaStage, housesStage, plazaStage } from './special';
import { rampsStage, slabsStage, treasureStage } from './structures';
import { archetypeStage, floorsStage, heightsStage, portalsStage } from './terrain';
import { plungeStage, poolsStage, riversStage, waterfallsStage } from './water';

/** Most attempts per cube. */
export const MAX_TRIES = 200;

const tail: [string, Stage][] = [
  ['move graph', moveGraphStage],
  ['routes', routesStage],
  ['escape routes', escapeStage],
  ['place structures', placeStage],
  ['smooth', smoothStage],
  ['bridge styles', bridgeStylesStage],
  ['fences', fencesStage],
  ['inspection', inspectStage],
];

/** The stage list of each builder, in order. */
export const PIPELINES: Readonly<Record<BuilderName, readonly [string, Stage][]>> = {
  terrain: [
    ['floors', floorsStage],
    ['heights from faces', heightsStage],
    ['archetype', archetypeStage],
    ['portals', portalsStage],
    ['plunge pool', plungeStage],
    ['rivers', riversStage],
    ['waterfalls', waterfallsStage],
    ['treasure space', treasureStage],
    ['slabs', slabsStage],
    ['ramps and supports', rampsStage],
    ['pools and banks', poolsStage],
    ['cave roof', caveRoofStage],
    ...tail,
  ],
  arena: [
    ['floors', floorsStage],
    ['heights from faces', heightsStage],
    ['arena floor', arenaStage],
    ['portals', portalsStage],
    ['plunge pool', plungeStage],
    ['rivers', riversStage],
    ['treasure space', treasureStage],
    ['pools and banks', poolsStage],
    ['cave roof', caveRoofStage],
    ...tail,
  ],
  town: [
    ['floors', floorsStage],
    ['heights from faces', heightsStage],
    ['plaza', plazaStage],
    ['portals', portalsStage],
    ['houses', housesStage],
    ['rivers', riversStage],
    ['pools and banks', poolsStage],
    ...tail,
  ],
};

/** Result of building one cube. */
export interface Built {
  readonly ctx: Ctx;
  readonly tries: number;
  readonly failures: readonly string[];
}

/** Runs one attempt; returns the context or null with the failing stage named in ctx.failure. */
export function attempt(spec: CubeSpec, weights: Weights, a: number): { ctx: Ctx; ok: boolean } {
  const ctx = newCtx(spec, weights, hash32(spec.seed + a * 7919), a);
  for (const [name, stage] of PIPELINES[spec.builder]) {
    if (stage(ctx) === null) {
      ctx.failure = `${name}: ${ctx.failure ?? 'failed'}`;
      return { ctx, ok: false };
    }
  }
  return { ctx, ok: true };
}

/** Builds a cube: attempt a = 0, 1, … with seed hash32(spec.seed + a * 7919), the spec unchanged, up to 200 tries. */
export function generate(spec: CubeSpec, weights: Weights): Built {
  const failures: string[] = [];
  let last: Ctx | null = null;
  for (let a = 0; a < MAX_TRIES; a++) {
    const { ctx, ok } = attempt(spec, weights, a);
    if (ok) return { ctx, tries: a + 1, failures };
    if (failures.length < 5) failures.push(ctx.failure ?? 'failed');
    last = ctx;
  }
  return { ctx: last as Ctx, tries: MAX_TRIES, failures };
}
