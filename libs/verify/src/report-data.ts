/** Numbers both report renderers show, computed once from a summary's items. */
import type { ItemFigure } from './checks';
import { percentile } from '@levelbench/contracts';
import type { ItemRecord, Summary } from './summary';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

/** A compact description of a distribution. */
export interface Spread {
  readonly count: number;
  readonly mean: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

/** Mean and percentiles of a list of numbers. */
export function spread(values: readonly number[]): Spread {
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  return {
    count: values.length,
    mean,
    p50: percentile(values, 0.5),
    p90: percentile(values, 0.9),
    p99: percentile(values, 0.99),
    max: values.length ? Math.max(...values) : 0,
  };
}

/** What the reports draw and tabulate. */
export interface ReportData {
  readonly pigment: readonly ItemRecord[];
  readonly levels: {
    readonly n: number;
    readonly colors: number | null;
    readonly mixedness: number | null;
    readonly optimal: number | null;
  }[];
  readonly dailies: readonly ItemRecord[];
  readonly tries: number[];
  readonly cubeMs: number[];
  readonly worlds: readonly ItemRecord[];
  readonly faces: readonly ItemRecord[];
  readonly figures: readonly ItemFigure[];
}

/** Splits a summary's items into what each section needs. */
export function reportData(s: Summary): ReportData {
  const by = (check: string): ItemRecord[] => s.items.filter((i) => i.check === check);
  const water = by('watersort');
  const levels = water
    .filter((i) => i.metrics['kind'] === 'level')
    .map((i) => ({
      n: num(i.metrics['n']) ?? 0,
      colors: num(i.metrics['colors']),
      mixedness: num(i.metrics['mixedness']),
      optimal: num(i.metrics['optimalPours']),
    }))
    .sort((a, b) => a.n - b.n);
  const worlds = by('worlds');
  return {
    pigment: by('pigment'),
    levels,
    dailies: water.filter((i) => i.metrics['kind'] === 'daily'),
    tries: worlds.flatMap((w) => nums(w.metrics['tries'])),
    cubeMs: worlds.flatMap((w) => nums(w.metrics['ms'])),
    worlds,
    faces: by('faces'),
    figures: s.items.flatMap((i) => i.figures ?? []),
  };
}

/** `n/total` with a check mark or cross. */
export function verdict(passed: boolean): string {
  return passed ? 'PASS' : 'FAIL';
}

/** Milliseconds as a short human duration. */
export function duration(ms: number): string {
  return ms < 1000
    ? `${Math.round(ms)} ms`
    : ms < 120_000
      ? `${(ms / 1000).toFixed(1)} s`
      : `${(ms / 60_000).toFixed(1)} min`;
}
