/** The play-testing bots' figures per board, as verify's `bots` check records them (typed metrics of its items). */

/** One bot on one board: runs, solved runs, their share, and the mean moves (pours/tips + undos + restarts) of the solved ones. */
export interface BotItemFigures {
  readonly bot: string;
  readonly runs: number;
  readonly solved: number;
  readonly solveRate: number;
  readonly meanMoves: number | null;
}

/** A `bots` item: which board (a Water Sort curve level or daily, a Pigment level file) and how the bots did on it. */
export type BotsItemMetrics = (
  | { readonly game: 'watersort'; readonly kind: 'level'; readonly n: number }
  | { readonly game: 'watersort'; readonly kind: 'daily'; readonly date: string }
  | { readonly game: 'pigment'; readonly kind: 'file'; readonly name: string }
) & {
  /** The proven fewest moves (null: no line found), the moves each run had, the runs per bot and the seed. */
  readonly optimal: number | null;
  readonly budget: number;
  readonly runs: number;
  readonly seed: number;
  readonly bots: readonly BotItemFigures[];
  /** Why no bot played (a level file that does not parse: the pigment check fails it). */
  readonly skipped?: string;
};
