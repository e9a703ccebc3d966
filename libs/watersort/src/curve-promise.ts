/** The curve promise, checked: inside a tier mixedness rises evenly from the tidiest level to the most mixed. */
import type { Curve } from './curve';
import { easierOn, inBand, type AxisPick } from './generate-axis';

/** What the check needs of a level: its mixedness and the target the promise asks of it (null: not known yet). */
export interface PromiseLevel {
  readonly mixedness: number;
  readonly target: number | null;
  /** On a curve ranked by a difficulty axis: the level's value and band (absent or null otherwise). */
  readonly axis?: AxisPick | null;
}

const fmt = (x: number) => String(Number(x.toPrecision(4)));

/** A level off its band on a difficulty axis, or easier than the level before it. */
function axisProblem(n: number, a: AxisPick, before: AxisPick | null | undefined): string | null {
  if (!inBand(a.value, [a.min, a.max]))
    return `level ${n}: ${a.axis} ${fmt(a.value)}, but the promise asks ${fmt(a.min)}–${fmt(a.max)} and no such board was drawn`;
  if (before && easierOn(a.axis, a.value, before.value))
    return `level ${n}: ${a.axis} ${fmt(a.value)} is easier than level ${n - 1} (${fmt(before.value)})`;
  return null;
}

/** A level off its mixedness target, or less mixed than the level before it. */
function mixednessProblem(n: number, l: PromiseLevel, prev: PromiseLevel | null): string | null {
  if (l.target !== null && l.mixedness !== l.target)
    return `level ${n}: mixedness ${l.mixedness}, but the promise asks ${l.target} and no such board was drawn`;
  if (prev && l.mixedness < prev.mixedness)
    return `level ${n}: mixedness ${l.mixedness} falls below level ${n - 1} (${prev.mixedness})`;
  return null;
}

/**
 * Sentences naming every way a curve breaks the promise, given its levels in order (entries may be
 * null while they are computed): a level whose board misses its tier target (no board of that
 * mixedness within the extra draws), a level less mixed than the one before it in its tier, and a
 * tier of several levels whose candidates all share one mixedness, so nothing can rise.
 */
export function curvePromiseProblems(curve: Curve, levels: readonly (PromiseLevel | null)[]): string[] {
  const problems: string[] = [];
  let n = 1;
  curve.tiers.forEach((tier, k) => {
    const first = n;
    const name = `tier ${k + 1} (${tier.colors} colours, levels ${first}–${first + tier.levels - 1})`;
    let prev: PromiseLevel | null = null;
    for (let i = 0; i < tier.levels; i++, n++) {
      const l = levels[n - 1] ?? null;
      if (!l) {
        prev = null;
        continue;
      }
      const problem = l.axis ? axisProblem(n, l.axis, prev?.axis) : mixednessProblem(n, l, prev);
      if (problem) problems.push(problem);
      prev = l;
    }
    const a = levels[first - 1];
    const b = levels[first + tier.levels - 2];
    if (tier.levels > 1 && a?.target != null && b?.target != null && a.target === b.target)
      problems.push(`${name}: every candidate has mixedness ${a.target}, so mixedness cannot rise across the tier`);
  });
  return problems;
}
