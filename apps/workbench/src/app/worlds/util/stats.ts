import { KINDS, type Kind } from '@levelbench/worldgen';

/** What the worker reports for one sampled seed. */
export interface SeedStats {
  readonly seed: number;
  /** Collapsed cubes per land kind over all depths of the world. */
  readonly kinds: Record<Kind, number>;
  readonly cubes: number;
  readonly triesMean: number;
  readonly triesMax: number;
  readonly msMean: number;
  readonly walkable: boolean;
  readonly failures: readonly string[];
}

/** One row of the statistics table: how often a kind came out vs what its weight asks for. */
export interface KindRow {
  readonly kind: Kind;
  readonly observed: number;
  readonly expected: number;
  readonly count: number;
}

/** The sample summed up: kind frequencies vs expected shares, tries per cube, failures. */
export interface SampleSummary {
  readonly seeds: number;
  readonly rows: readonly KindRow[];
  readonly cubes: number;
  readonly triesMean: number;
  readonly triesMax: number;
  readonly msMean: number;
  readonly walkable: number;
  readonly failures: readonly { readonly seed: number; readonly message: string }[];
}

/** Sums per-seed statistics; `expected` is the weights' unconstrained share per kind. */
export function summarize(stats: readonly SeedStats[], expected: Record<Kind, number>): SampleSummary {
  const counts = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  let cells = 0;
  let cubes = 0;
  let tries = 0;
  let ms = 0;
  for (const s of stats) {
    for (const k of KINDS) counts[k] += s.kinds[k] ?? 0;
    cubes += s.cubes;
    tries += s.triesMean * s.cubes;
    ms += s.msMean * s.cubes;
  }
  for (const k of KINDS) cells += counts[k];
  return {
    seeds: stats.length,
    rows: KINDS.map((kind) => ({
      kind,
      count: counts[kind],
      observed: cells ? counts[kind] / cells : 0,
      expected: expected[kind],
    })),
    cubes,
    triesMean: cubes ? tries / cubes : 0,
    triesMax: stats.reduce((a, s) => Math.max(a, s.triesMax), 0),
    msMean: cubes ? ms / cubes : 0,
    walkable: stats.filter((s) => s.walkable).length,
    failures: stats.flatMap((s) => s.failures.map((message) => ({ seed: s.seed, message }))),
  };
}

/** "12.3 %" */
export function percent(v: number): string {
  return `${(v * 100).toFixed(1)} %`;
}

/** The sample's seeds: `count` consecutive seeds from `first`. */
export function sampleSeeds(first: number, count: number): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => (first + i) >>> 0);
}
