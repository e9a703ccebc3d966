import {
  axisText,
  curvePin,
  curvePromiseProblems,
  levelCount,
  levelSpec,
  type Curve,
  type CurvePin,
  type LevelMetrics,
  type LevelSpec,
} from '@levelbench/watersort';

/** What a level of the curve asks for: the generator's spec, and the hand-made board when the level is pinned. */
export type CurveLevelSpec = LevelSpec & { readonly pin?: CurvePin };

/** One line of the curve chart; `axis` says which scale it is drawn against. */
export interface ChartSeries {
  readonly key: 'colors' | 't' | 'mixedness' | 'optimal';
  readonly label: string;
  readonly axis: 'count' | 't';
  readonly color: string;
  readonly data: readonly (number | null)[];
}

/** Everything the chart draws: level numbers on x and one series per quantity. */
export interface CurveChartData {
  readonly labels: readonly number[];
  readonly series: readonly ChartSeries[];
  /** Level numbers where a new tier starts (drawn as the colour step). */
  readonly tierStarts: readonly number[];
}

/** The generator input of every level of the curve, level 1 first, with the pin of a pinned level. */
export function curveSpecs(curve: Curve): CurveLevelSpec[] {
  const n = levelCount(curve);
  const out: CurveLevelSpec[] = [];
  for (let i = 1; i <= n; i++) {
    const pin = curvePin(curve, i);
    out.push(pin ? { ...levelSpec(curve, i), pin } : levelSpec(curve, i));
  }
  return out;
}

/**
 * A key that changes exactly when the board of a level would change (its tier and the curve's rankBy set its
 * target; a pinned level's board is the pin's).
 */
export function specKey(s: CurveLevelSpec): string {
  const tier = s.tier ? `${s.tier.first}+${s.tier.levels}` : '-';
  const pin = s.pin ? `:pin:${JSON.stringify(s.pin.board)}` : '';
  return `${s.seed}:${s.colors}:${s.t}:${s.candidates}:${tier}${s.rankBy ? `:${s.rankBy}` : ''}${pin}`;
}

/**
 * Where the generator breaks the promise (mixedness rising evenly inside each tier), from the levels computed so
 * far; a pinned level is the designer's choice, left out here and warned about by {@link pinWarnings}.
 */
export function promiseWarnings(curve: Curve, metrics: ReadonlyMap<string, LevelMetrics>): string[] {
  try {
    return curvePromiseProblems(
      curve,
      curveSpecs(curve).map((s) => (s.pin ? null : (metrics.get(specKey(s)) ?? null))),
    );
  } catch {
    return []; // an invalid curve: its own warnings say why
  }
}

/** Where a pinned board breaks its tier's promise or colour count, as verify warns (a warning, not a failure). */
export function pinWarnings(curve: Curve, metrics: ReadonlyMap<string, LevelMetrics>): string[] {
  const out: string[] = [];
  let specs: CurveLevelSpec[];
  try {
    specs = curveSpecs(curve);
  } catch {
    return [];
  }
  for (const s of specs) {
    const m = s.pin ? metrics.get(specKey(s)) : undefined;
    if (!s.pin || !m) continue;
    const where = `pinned level ${s.level}`;
    if (m.target !== null && m.mixedness !== m.target)
      out.push(`${where}: mixedness ${m.mixedness}, its tier asks ${m.target}`);
    if (m.axis && (m.axis.value < m.axis.min || m.axis.value > m.axis.max)) out.push(`${where}: ${axisText(m.axis)}`);
    if (m.colors !== s.colors) out.push(`${where}: has ${m.colors} colours, its tier has ${s.colors}`);
  }
  return out;
}

/**
 * Chart series for levels 1..n: colours and t come straight from the curve; mixedness and
 * optimal pours come from `metrics` by spec key and stay null (a gap) until computed.
 */
export function curveChartData(curve: Curve, metrics: ReadonlyMap<string, LevelMetrics>): CurveChartData {
  const specs = curveSpecs(curve);
  const m = specs.map((s) => metrics.get(specKey(s)) ?? null);
  const tierStarts: number[] = [];
  specs.forEach((s, i) => {
    if (i === 0 || s.colors !== specs[i - 1].colors || s.t === 0) tierStarts.push(s.level);
  });
  return {
    labels: specs.map((s) => s.level),
    tierStarts,
    series: [
      { key: 'colors', label: 'Colours', axis: 'count', color: '#6d4fc2', data: specs.map((s) => s.colors) },
      {
        key: 'mixedness',
        label: 'Mixedness',
        axis: 'count',
        color: '#c2571c',
        data: m.map((x) => x?.mixedness ?? null),
      },
      {
        key: 'optimal',
        label: 'Optimal pours',
        axis: 'count',
        color: '#1c7fc2',
        data: m.map((x) => x?.optimalPours ?? null),
      },
      { key: 't', label: 't (right axis)', axis: 't', color: '#3a9a4aaa', data: specs.map((s) => round3(s.t)) },
    ],
  };
}

/** How many of the curve's levels have metrics for their current spec. */
export function computedCount(curve: Curve, metrics: ReadonlyMap<string, LevelMetrics>): number {
  return curveSpecs(curve).filter((s) => metrics.has(specKey(s))).length;
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}

/**
 * The levels to compute, shared out among at most `workers` Web Workers a whole tier at a time (a tier's
 * levels share its mixedness range or axis bands, which each worker computes once): the dearest tiers
 * first, each to the least loaded worker. A tier's cost grows about threefold per colour (its states do).
 */
export function shareByTier(specs: readonly CurveLevelSpec[], workers: number): CurveLevelSpec[][] {
  const tiers = new Map<number, CurveLevelSpec[]>();
  for (const s of specs) {
    const key = s.tier ? s.tier.first : s.level;
    const group = tiers.get(key);
    if (group) group.push(s);
    else tiers.set(key, [s]);
  }
  const cost = (g: readonly CurveLevelSpec[]) => g.reduce((a, s) => a + 3 ** s.colors, 0);
  const groups = [...tiers.values()].sort((a, b) => cost(b) - cost(a) || a[0].level - b[0].level);
  const shares: { specs: CurveLevelSpec[]; load: number }[] = [];
  for (const g of groups) {
    if (shares.length < Math.max(1, workers)) shares.push({ specs: [], load: 0 });
    const least = shares.reduce((a, b) => (b.load < a.load ? b : a));
    least.specs.push(...g);
    least.load += cost(g);
  }
  return shares.map((s) => s.specs.sort((a, b) => a.level - b.level));
}
