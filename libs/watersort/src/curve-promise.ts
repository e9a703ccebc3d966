/** The curve promise, checked: inside a tier mixedness rises evenly from the tidiest level to the most mixed. */
import type { Curve } from './curve';
import { easierOn, inBand, type AxisPick } from './generate-axis';

/** What the check needs of a level: its mixedness and the target the promise asks of it (null: not known yet). */
export interface PromiseLevel {
  readonly mixedness: number;
  readonly target: number | null;
  /** On a curve ranked by a difficulty axis: the level's value and band (absent or null otherwise). */
  readonly axis?: AxisPick | null;
  /** A hand-made board pinned to the level (`CurveLevel.pinned`): its problems say so. */
  readonly pinned?: boolean;
}

const fmt = (x: number) => String(Number(x.toPrecision(4)));

/** How a problem names level n: `level 5`, or `level 5 (pinned)` for a hand-made board. */
const levelName = (n: number, l: PromiseLevel): string => (l.pinned ? `level ${n} (pinned)` : `level ${n}`);
/** Why a level is off its target: the generator drew no such board, or the designer pinned another. */
const offTarget = (l: PromiseLevel): string => (l.pinned ? '' : ' and no such board was drawn');

/** A level off its band on a difficulty axis, or easier than the level before it. */
function axisProblem(n: number, l: PromiseLevel, a: AxisPick, prev: PromiseLevel | null): string | null {
  const before = prev?.axis;
  if (!inBand(a.value, [a.min, a.max]))
    return `${levelName(n, l)}: ${a.axis} ${fmt(a.value)}, but the promise asks ${fmt(a.min)}–${fmt(a.max)}${offTarget(l)}`;
  if (before && easierOn(a.axis, a.value, before.value))
    return `${levelName(n, l)}: ${a.axis} ${fmt(a.value)} is easier than ${levelName(n - 1, prev)} (${fmt(before.value)})`;
  return null;
}

/** A level off its mixedness target, or less mixed than the level before it. */
function mixednessProblem(n: number, l: PromiseLevel, prev: PromiseLevel | null): string | null {
  if (l.target !== null && l.mixedness !== l.target)
    return `${levelName(n, l)}: mixedness ${l.mixedness}, but the promise asks ${l.target}${offTarget(l)}`;
  if (prev && l.mixedness < prev.mixedness)
    return `${levelName(n, l)}: mixedness ${l.mixedness} falls below ${levelName(n - 1, prev)} (${prev.mixedness})`;
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
      const problem = l.axis ? axisProblem(n, l, l.axis, prev) : mixednessProblem(n, l, prev);
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
