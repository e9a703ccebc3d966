/** Wave function collapse over the cubes of one depth: lowest entropy first, weighted draw, layersOf. */
import { cubeKey, DIRS, OPP, stepTo, type XY } from './geometry';
import { PIECES, SIDE_INDEX, type Piece } from './pieces';
import { Random, fnv1a, hashInts } from '@levelbench/random';
import { SALT } from './salt';
import type { PinnedCube } from './pins';
import { themeAt, type Weights } from './weights';

/** A collapsed cube: its piece and how many floors it has; `pin`: the index of the pin it holds. */
export interface Collapsed {
  readonly piece: Piece;
  readonly floors: number;
  readonly pin?: number;
}
/** A pin that could not hold on one cube of one world (the cube then drew as if unpinned). */
export interface PinFailure {
  readonly pin: number;
  readonly key: string;
  readonly why: string;
}

/** Pieces per kind, variants counted at `variantScale`: a kind's weight is shared by its pieces. */
function kindSizes(variantScale: number): Record<string, number> {
  const n: Record<string, number> = {};
  for (const p of PIECES) n[p.kind] = (n[p.kind] ?? 0) + (p.variant ? variantScale : 1);
  return n;
}

/**
 * Weight of every piece at a depth. The weights file gives one weight per kind (× the depth's theme);
 * the kind's pieces share it, a variant counting `variantScale` of a plain piece. So a kind with many
 * pieces (26 river pieces, 1 meadow) is drawn as often as its weight says, not 26 times as often.
 */
export function pieceWeights(w: Weights, depth: number): number[] {
  const theme = themeAt(w, depth);
  const sizes = kindSizes(w.variantScale);
  return PIECES.map(
    (p) => ((w.pieces[p.kind] * (theme?.pieces?.[p.kind] ?? 1)) / sizes[p.kind]) * (p.variant ? w.variantScale : 1),
  );
}

/** Shannon entropy of a domain under the piece weights. */
function entropy(domain: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  let sumLog = 0;
  for (const i of domain) {
    const wt = weights[i];
    if (wt <= 0) continue; // a piece that cannot be drawn adds no uncertainty
    sum += wt;
    sumLog += wt * Math.log(wt);
  }
  return Math.log(sum) - sumLog / sum;
}

const BASE_FLOORS: Record<string, number> = {
  meadow: 1,
  highland: 2,
  slope: 2,
  gorge: 2,
  river: 1,
  spring: 1,
  lake: 1,
};

/** Picks 1–4 floors, leaning towards the floors of collapsed neighbours so tall regions form. */
export function layersOf(piece: Piece, around: readonly number[], bias: number, rng: Random): number {
  const base = BASE_FLOORS[piece.kind] + bias;
  let f: number;
  if (around.length > 0 && rng.chance(0.6)) f = Math.round(around.reduce((a, b) => a + b, 0) / around.length);
  else f = base + rng.range(-1, 1);
  return Math.max(1, Math.min(4, f));
}

/** Called after each collapse step: the cube's key, its result, and every cube whose option count changed. */
export type CollapseListener = (
  key: string,
  result: Collapsed,
  changed: readonly (readonly [key: string, options: number])[],
  /** The picked cube before the pick: its score (entropy + tie-break, lowest first), its options, the pin it holds. */
  picked: { readonly entropy: number; readonly options: number; readonly pin?: number },
) => void;

/** Options of `collapse`. */
export interface CollapseOptions {
  /**
   * Cubes (keys) that get no water edge: guardian arenas stay dry. Their neighbours draw no water on the
   * touching side, so no earlier draw can force water on them. Such pieces weigh 0 but stay in the domains,
   * so option counts are plain domain sizes (87 at the start) and the collapse never gets stuck.
   */
  readonly dry?: ReadonlySet<string>;
  readonly onStep?: CollapseListener;
  /** Pinned cubes (pins.ts `pinnedCubes`): collapsed first, in key order, each from the pieces its pin allows. */
  readonly pinned?: ReadonlyMap<string, PinnedCube>;
  /** Told of every pin that cannot hold on its cube (its pieces left no option that weighs). */
  readonly onPinFailure?: (f: PinFailure) => void;
}

/** Collapses the given cubes together; the result does not depend on the order they are listed in. */
export function collapse(
  cells: readonly XY[],
  w: Weights,
  seed: number,
  depth: number,
  opts: CollapseOptions = {},
): Map<string, Collapsed> {
  const { onStep, dry, pinned, onPinFailure } = opts;
  const weights = pieceWeights(w, depth);
  const bias = themeAt(w, depth)?.floorBias ?? 0;
  const keys = [...new Set(cells.map(cubeKey))].sort();
  const pos = new Map(keys.map((k) => [k, cells.find((c) => cubeKey(c) === k) as XY]));
  const domains = new Map(keys.map((k) => [k, PIECES.map((p) => p.id)]));
  // dry cubes draw no piece with a water edge (nor the pond), their neighbours none with water on the touching side: the
  // pieces stay in the domains (every cube starts with all 87 options) but weigh 0
  const weightsOf = new Map<string, number[]>();
  const noWater = (k: string, bad: (p: Piece) => boolean) => {
    const ws = weightsOf.get(k) ?? weights.slice();
    PIECES.forEach((p, i) => {
      if (bad(p)) ws[i] = 0;
    });
    weightsOf.set(k, ws);
  };
  for (const k of dry ?? []) {
    const c = pos.get(k);
    if (!c) continue;
    noWater(k, (p) => p.edges.includes('W') || p.variant === 'pond');
    for (const d of DIRS) {
      const nk = cubeKey(stepTo(c, d));
      if (pos.has(nk)) noWater(nk, (p) => p.edges[SIDE_INDEX[OPP[d]]] === 'W');
    }
  }
  const wOf = (k: string) => weightsOf.get(k) ?? weights;
  const done = new Map<string, Collapsed>();
  const rng = new Random(hashInts(seed, SALT.wfc, depth));
  // entropy (plus the deterministic tie-break) is cached and recomputed only when a domain shrinks
  const score = new Map(keys.map((k) => [k, entropy(domains.get(k) as number[], wOf(k)) + (fnv1a(k) % 1000) * 1e-6]));
  // the pinned cubes first (key order), then lowest entropy first
  const firsts = keys.filter((k) => pinned?.has(k));
  while (done.size < keys.length) {
    let best = firsts[done.size] ?? '';
    let bestE = best ? (score.get(best) as number) : Infinity;
    for (const k of best ? [] : keys) {
      if (done.has(k)) continue;
      const e = score.get(k) as number;
      if (e < bestE) {
        bestE = e;
        best = k;
      }
    }
    const ws = wOf(best);
    const pin = pinned?.get(best);
    let domain = domains.get(best) as number[];
    if (pin) {
      const held = domain.filter((i) => pin.pieces.includes(i) && ws[i] > 0);
      if (held.length) domain = held;
      else onPinFailure?.({ pin: pin.pin, key: best, why: whyNot(domain, pin, ws, best, done) });
    }
    let pick = domain[rng.weighted(domain.map((i) => ws[i]))];
    // float rounding can land the draw on a trailing 0-weight piece: take the last piece that weighs
    if (ws[pick] === 0) pick = [...domain].reverse().find((i) => ws[i] > 0) ?? pick;
    const piece = PIECES[pick];
    const c = pos.get(best) as XY;
    const around: number[] = [];
    for (const d of DIRS) {
      const n = done.get(cubeKey(stepTo(c, d)));
      if (n) around.push(n.floors);
    }
    const holds = pin && pin.pieces.includes(pick);
    const result = { piece, floors: layersOf(piece, around, bias, rng), ...(holds ? { pin: pin.pin } : {}) };
    done.set(best, result);
    const changed: [string, number][] | null = onStep ? [[best, 1]] : null;
    // domain: keep only pieces whose touching edge matches every collapsed neighbour's
    for (const d of DIRS) {
      const nk = cubeKey(stepTo(c, d));
      const nd = domains.get(nk);
      if (!nd || done.has(nk)) continue;
      const need = piece.edges[SIDE_INDEX[d]];
      const kept = nd.filter((i) => PIECES[i].edges[SIDE_INDEX[OPP[d]]] === need);
      if (kept.length === nd.length) continue;
      domains.set(nk, kept);
      score.set(nk, entropy(kept, wOf(nk)) + (fnv1a(nk) % 1000) * 1e-6);
      changed?.push([nk, kept.length]);
    }
    if (onStep && changed)
      onStep(best, result, changed, {
        entropy: bestE,
        options: (domains.get(best) as number[]).length,
        ...(holds ? { pin: pin.pin } : {}),
      });
  }
  return done;
}

/** Why a pin's pieces left no option on its cube: a pinned neighbour's edge, or a guardian arena kept dry. */
function whyNot(
  domain: readonly number[],
  pin: PinnedCube,
  ws: readonly number[],
  key: string,
  done: ReadonlyMap<string, Collapsed>,
): string {
  if (domain.some((i) => pin.pieces.includes(i)))
    return `cube (${key}) is a guardian arena or beside one, kept dry: the pin's pieces have water there`;
  const [x, y] = key.split(',').map(Number);
  const by = DIRS.map((d) => stepTo({ x, y }, d))
    .filter((c) => done.has(cubeKey(c)))
    .map((c) => `(${cubeKey(c)}) ${(done.get(cubeKey(c)) as Collapsed).piece.name}`);
  return `cube (${key}): its edges cannot meet ${by.join(' and ')} beside it`;
}
