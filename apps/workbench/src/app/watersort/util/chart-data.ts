import {
  curvePromiseProblems,
  levelCount,
  levelSpec,
  type Curve,
  type LevelMetrics,
  type LevelSpec,
} from '@levelbench/watersort';

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

/** The generator input of every level of the curve, level 1 first. */
export function curveSpecs(curve: Curve): LevelSpec[] {
  const n = levelCount(curve);
  const out: LevelSpec[] = [];
  for (let i = 1; i <= n; i++) out.push(levelSpec(curve, i));
  return out;
}

/** A key that changes exactly when the generated board of a level would change (its tier and the curve's rankBy set its target). */
export function specKey(s: LevelSpec): string {
  const tier = s.tier ? `${s.tier.first}+${s.tier.levels}` : '-';
  return `${s.seed}:${s.colors}:${s.t}:${s.candidates}:${tier}${s.rankBy ? `:${s.rankBy}` : ''}`;
}

/** Where the curve breaks the promise (mixedness rising evenly inside each tier), from the levels computed so far. */
export function promiseWarnings(curve: Curve, metrics: ReadonlyMap<string, LevelMetrics>): string[] {
  try {
    return curvePromiseProblems(
      curve,
      curveSpecs(curve).map((s) => metrics.get(specKey(s)) ?? null),
    );
  } catch {
    return []; // an invalid curve: its own warnings say why
  }
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
