import { PALETTE, type Curve, type CurveTier, type RankBy } from '@levelbench/watersort';

/** Most colours a tier may ask for (the palette size). */
export const MAX_COLORS = PALETTE.length;

function withTiers(curve: Curve, tiers: CurveTier[]): Curve {
  // `levels` must equal the tiers' sum (parseCurve checks it), so the editor keeps it in step
  return { ...curve, tiers, levels: tiers.reduce((a, t) => a + t.levels, 0) };
}

function clampInt(v: number, lo: number, hi: number): number {
  if (!Number.isFinite(v)) return lo;
  return Math.min(hi, Math.max(lo, Math.round(v)));
}

/** Sets tier i's colour count (clamped to 1..palette size). */
export function setTierColors(curve: Curve, i: number, colors: number): Curve {
  return withTiers(
    curve,
    curve.tiers.map((t, k) => (k === i ? { ...t, colors: clampInt(colors, 1, MAX_COLORS) } : t)),
  );
}

/** Sets tier i's level count (at least 1); the curve's total follows. */
export function setTierLevels(curve: Curve, i: number, levels: number): Curve {
  return withTiers(
    curve,
    curve.tiers.map((t, k) => (k === i ? { ...t, levels: clampInt(levels, 1, 1000) } : t)),
  );
}

/** Sets the candidates collected per level (1..100). */
export function setCandidates(curve: Curve, candidates: number): Curve {
  return { ...curve, candidates: clampInt(candidates, 1, 100) };
}

/** What each tier rises in, as the curve page offers it: the value, its label and how to read the axis. */
export const RANK_BY_OPTIONS: readonly { readonly value: RankBy; readonly label: string }[] = [
  { value: 'mixedness', label: 'Mixedness (the default)' },
  { value: 'randomWin', label: 'Random-win chance (lower is harder)' },
  { value: 'deadEndDensity', label: 'Dead-end density (higher is harder)' },
  { value: 'wrongMoveDensity', label: 'Wrong-move density (higher is harder)' },
];

/** Sets what each tier rises in; mixedness, the default, leaves the key out so the file reads as before. */
export function setRankBy(curve: Curve, rankBy: RankBy): Curve {
  const next: Curve = { levels: curve.levels, candidates: curve.candidates, tiers: curve.tiers };
  return {
    ...next,
    ...(rankBy === 'mixedness' ? {} : { rankBy }),
    ...(curve.pinned ? { pinned: curve.pinned } : {}),
  };
}

/** Appends a tier one colour above the last (capped at the palette size) with the last tier's level count. */
export function addTier(curve: Curve): Curve {
  const last = curve.tiers[curve.tiers.length - 1];
  const tier = last
    ? { colors: Math.min(MAX_COLORS, last.colors + 1), levels: last.levels }
    : { colors: 3, levels: 10 };
  return withTiers(curve, [...curve.tiers, tier]);
}

/** Removes tier i (the last remaining tier stays). */
export function removeTier(curve: Curve, i: number): Curve {
  if (curve.tiers.length <= 1) return curve;
  return withTiers(
    curve,
    curve.tiers.filter((_, k) => k !== i),
  );
}

/** A tier as a table row: its level range and the t step between consecutive levels. */
export interface TierRow {
  readonly index: number;
  readonly colors: number;
  readonly levels: number;
  readonly first: number;
  readonly last: number;
  readonly tubes: number;
}

/** The tiers as table rows with their level ranges ("levels 9–18"). */
export function tierRows(curve: Curve): TierRow[] {
  let first = 1;
  return curve.tiers.map((t, index) => {
    const row = { index, colors: t.colors, levels: t.levels, first, last: first + t.levels - 1, tubes: t.colors + 2 };
    first += t.levels;
    return row;
  });
}

/** Warnings a designer should see before saving (the server re-checks with the schema). */
export function curveWarnings(curve: Curve): string[] {
  const out: string[] = [];
  curve.tiers.forEach((t, i) => {
    const prev = curve.tiers[i - 1];
    if (prev && t.colors <= prev.colors)
      out.push(`Tier ${i + 1} has ${t.colors} colours, not more than tier ${i} (${prev.colors}).`);
  });
  const total = curve.tiers.reduce((a, t) => a + t.levels, 0);
  for (const p of curve.pinned ?? [])
    if (p.level > total)
      out.push(`Level ${p.level} has a pinned board but the curve now ends at level ${total}: unpin it or add levels.`);
  return out;
}

/** True when two curves are the same file content. */
export function sameCurve(a: Curve | null, b: Curve | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
