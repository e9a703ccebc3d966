import { KINDS, PIECES, pieceWeights, type Kind, type Piece, type Theme, type Weights } from '@levelbench/worldgen';

/** Slider range in log10 units: weights from 0.01 to 30 (each step is a factor, not an amount). */
export const LOG_MIN = -2;
export const LOG_MAX = Math.log10(30);

/** A weight as a slider position (log10, clamped to the slider range). */
export function toSlider(v: number): number {
  if (!(v > 0)) return LOG_MIN;
  return Math.min(LOG_MAX, Math.max(LOG_MIN, Math.log10(v)));
}

/** A slider position as a weight, rounded to 3 significant digits so the file stays readable. */
export function fromSlider(x: number): number {
  return Number(Math.pow(10, x).toPrecision(3));
}

/** Sets one land kind's base weight (must stay > 0; the schema refuses 0 so WFC never gets stuck). */
export function setKindWeight(w: Weights, kind: Kind, v: number): Weights {
  if (!(v > 0) || !Number.isFinite(v)) return w;
  return { ...w, pieces: { ...w.pieces, [kind]: v } };
}

/** Sets the variant pieces' scale (> 0, at most 10 as the schema says). */
export function setVariantScale(w: Weights, v: number): Weights {
  if (!(v > 0) || !Number.isFinite(v)) return w;
  return { ...w, variantScale: Math.min(10, v) };
}

/** Sets theme i's multiplier for a kind; a multiplier of 1 is dropped (missing means 1). */
export function setThemeMultiplier(w: Weights, i: number, kind: Kind, v: number): Weights {
  if (!(v > 0) || !Number.isFinite(v)) return w;
  const themes = w.themes.map((t, k) => {
    if (k !== i) return t;
    const pieces: Partial<Record<Kind, number>> = { ...(t.pieces ?? {}) };
    if (v === 1) delete pieces[kind];
    else pieces[kind] = v;
    // every other field of the theme stays as it was (also ones this editor does not know); pieces sit after depths
    const entries = Object.entries(t).filter(([key]) => key !== 'pieces');
    if (Object.keys(pieces).length)
      entries.splice(entries.findIndex(([key]) => key === 'depths') + 1, 0, ['pieces', pieces]);
    return Object.fromEntries(entries) as Theme;
  });
  return { ...w, themes };
}

/** Theme i's multiplier for a kind (1 when not set). */
export function themeMultiplier(w: Weights, i: number, kind: Kind): number {
  return w.themes[i]?.pieces?.[kind] ?? 1;
}

/** A piece of the catalogue with its weight at a depth and its share of the draw. */
export interface PieceRow {
  readonly id: number;
  readonly name: string;
  readonly edges: Piece['edges'];
  readonly kind: Kind;
  readonly variant: string | null;
  readonly weight: number;
  /** Probability of this piece in an unconstrained draw at that depth, 0..1. */
  readonly share: number;
}

/** The 87-piece catalogue with weights and shares at a depth. */
export function pieceRows(w: Weights, depth: number): PieceRow[] {
  const weights = pieceWeights(w, depth);
  const total = weights.reduce((a, b) => a + b, 0);
  return PIECES.map((p, i) => ({
    id: p.id,
    name: p.name,
    edges: p.edges,
    kind: p.kind,
    variant: p.variant,
    weight: weights[i],
    share: weights[i] / total,
  }));
}

/** Share of each land kind in an unconstrained draw, averaged over the given depths. */
export function expectedKindShares(w: Weights, depths: readonly number[]): Record<Kind, number> {
  const out = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  for (const d of depths) for (const r of pieceRows(w, d)) out[r.kind] += r.share / depths.length;
  return out;
}

/** Kinds whose base weight or any theme multiplier differs between two weight files. */
export function changedKinds(a: Weights, b: Weights): Kind[] {
  return KINDS.filter(
    (k) =>
      a.pieces[k] !== b.pieces[k] || a.themes.some((t, i) => themeMultiplier(a, i, k) !== themeMultiplier(b, i, k)),
  );
}
