/** Options and the text table of the `bots` commands (`watersort bots`, `pigment bots`): no game lib here. */
import { intOption } from '../cli-io';

/** What a bots report shows, whichever game played it. */
export interface BotsRow {
  readonly label: string;
  readonly optimal: number | null;
  readonly budget: number;
  readonly bots: readonly { readonly bot: string; readonly solveRate: number; readonly meanMoves: number | null }[];
}

/** The options both commands take. */
export interface BotsCliOptions {
  json?: boolean;
  runs?: number;
  seed?: number;
  budget?: number;
}

/** Parsers of `--runs` (1…100 000), `--seed` (a 32-bit unsigned integer) and `--budget` (moves per run). */
export const BOTS_OPTIONS = {
  runs: intOption('--runs', 1, 100_000),
  seed: intOption('--seed', 0, 0xffffffff),
  budget: intOption('--budget', 0, 1_000_000),
} as const;

/** The run options of the lib call, left out when not given (the lib's defaults apply). */
export function runOptions(o: BotsCliOptions): { runs?: number; seed?: number; budget?: number } {
  return {
    ...(o.runs === undefined ? {} : { runs: o.runs }),
    ...(o.seed === undefined ? {} : { seed: o.seed }),
    ...(o.budget === undefined ? {} : { budget: o.budget }),
  };
}

const cell = (b: BotsRow['bots'][number]) =>
  `${Math.round(b.solveRate * 100)}% / ${b.meanMoves === null ? '–' : b.meanMoves.toFixed(1)}`;

/** One aligned table: board, optimal, budget, then `solve rate / mean moves of the solved runs` per bot. */
export function botsTable(rows: readonly BotsRow[]): string {
  const names = rows[0]?.bots.map((b) => b.bot) ?? [];
  const cells = [
    ['board', 'optimal', 'budget', ...names],
    ...rows.map((r) => [r.label, r.optimal === null ? '–' : String(r.optimal), String(r.budget), ...r.bots.map(cell)]),
  ];
  const widths = cells[0].map((_, i) => Math.max(...cells.map((c) => c[i].length)));
  const line = (c: readonly string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
