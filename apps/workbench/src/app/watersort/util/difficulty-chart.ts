import { type Curve, type LevelMetrics, type RankBy } from '@levelbench/watersort';
import { curveSpecs, specKey } from './chart-data';

/** The axes the difficulty chart draws per level, each in percent. */
export type DifficultyKey = Exclude<RankBy, 'mixedness'>;

/** One line of the difficulty chart (percent per level, null until computed). */
export interface DifficultySeries {
  readonly key: DifficultyKey;
  readonly label: string;
  readonly color: string;
  /** True for the axis the curve ranks by: drawn bold. */
  readonly ranking: boolean;
  readonly data: readonly (number | null)[];
}

/** A within-tier step that gets easier on one or more axes; an error only on the ranking axis. */
export interface EasierStep {
  readonly level: number;
  readonly axes: readonly RankBy[];
  readonly onRanking: boolean;
}

/** What the difficulty chart draws: the profile axes per level and every step that gets easier. */
export interface DifficultyChartData {
  readonly labels: readonly number[];
  readonly rankBy: RankBy;
  readonly series: readonly DifficultySeries[];
  readonly easier: readonly EasierStep[];
}

const AXES: readonly { key: DifficultyKey; label: string; color: string }[] = [
  { key: 'randomWin', label: 'Random win % (lower is harder)', color: '#2f8f46' },
  { key: 'deadEndDensity', label: 'Dead-end density %', color: '#9b3fb5' },
  { key: 'wrongMoveDensity', label: 'Wrong-move density %', color: '#8a5a2b' },
];

function value(m: LevelMetrics | null, key: DifficultyKey): number | null {
  const p = m?.difficulty;
  if (!p) return null;
  return key === 'randomWin' ? p.randomWin.probability : p[key];
}

/** The axes on which level b is easier than the level a before it (mixedness falls, randomWin rises, a density falls). */
export function easierAxes(a: LevelMetrics, b: LevelMetrics): RankBy[] {
  const out: RankBy[] = [];
  if (b.mixedness < a.mixedness) out.push('mixedness');
  for (const { key } of AXES) {
    const [x, y] = [value(a, key), value(b, key)];
    if (x === null || y === null) continue;
    if (key === 'randomWin' ? y > x : y < x) out.push(key);
  }
  return out;
}

/** Chart data for the curve's levels from the metrics computed so far (gaps where a level is not yet known). */
export function difficultyChartData(curve: Curve, metrics: ReadonlyMap<string, LevelMetrics>): DifficultyChartData {
  const specs = curveSpecs(curve);
  const m = specs.map((s) => metrics.get(specKey(s)) ?? null);
  const rankBy = curve.rankBy ?? 'mixedness';
  const easier: EasierStep[] = [];
  specs.forEach((s, i) => {
    const [a, b] = [m[i - 1], m[i]];
    if (i === 0 || !a || !b || s.tier?.first === s.level) return;
    const axes = easierAxes(a, b);
    if (axes.length) easier.push({ level: s.level, axes, onRanking: axes.includes(rankBy) });
  });
  return {
    labels: specs.map((s) => s.level),
    rankBy,
    series: AXES.map(({ key, label, color }) => ({
      key,
      label,
      color,
      ranking: key === rankBy,
      data: m.map((x) => {
        const v = value(x, key);
        return v === null ? null : Math.round(v * 1e5) / 1e3;
      }),
    })),
    easier,
  };
}

/** A row of markers over the levels (null: no marker) for the easier steps, on or off the ranking axis. */
export interface DifficultyMarks {
  readonly label: string;
  readonly color: string;
  readonly onRanking: boolean;
  readonly data: readonly (number | null)[];
}

/**
 * Markers for the easier steps: each drawn on the line of the first drawn axis it got easier on (0 when
 * only mixedness fell); those on the ranking axis apart, as they break the curve's promise.
 */
export function difficultyMarks(d: DifficultyChartData): DifficultyMarks[] {
  const row = (onRanking: boolean) =>
    d.labels.map((level, i) => {
      const step = d.easier.find((s) => s.level === level && s.onRanking === onRanking);
      if (!step) return null;
      const line = d.series.find((s) => step.axes.includes(s.key));
      return line?.data[i] ?? 0;
    });
  return [
    { label: `Easier than the level before on ${d.rankBy}`, color: '#d62728', onRanking: true, data: row(true) },
    { label: 'Easier on another axis (information)', color: '#7f7f7f', onRanking: false, data: row(false) },
  ];
}
