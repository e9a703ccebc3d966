/** `watersort bots`: the play-testing bots on curve levels, dailies and board files. */
import type { Command } from 'commander';
import {
  BOT_BUDGET_FACTOR,
  DEFAULT_BOT_RUNS,
  generateDaily,
  levelBoard,
  levelCount,
  watersortBots,
  type Board,
} from '@levelbench/watersort';
import { out } from '../cli-io';
import { BOTS_OPTIONS, type BotsCliOptions, botsTable, runOptions } from './bots-io';
import { checkDate, levelArg, loadBoard, loadCurve } from './watersort-io';

interface Options extends BotsCliOptions {
  curve?: string;
  daily?: string[];
  board?: string[];
}

/** What the bots play: its JSON key and value (`level: 7`, `date`, `file`), and its board. */
type Target = { key: 'level' | 'date' | 'file'; value: number | string; board: () => Board };

/** Registers `watersort bots` under `ws`. */
export function registerWatersortBots(ws: Command): void {
  ws.command('bots')
    .description(
      `Play-testing bots (random, greedy, lookahead) on levels of the curve (all when none is named), dailies and board files: solve rate and mean moves of the solved runs, ${DEFAULT_BOT_RUNS} runs per bot with ${BOT_BUDGET_FACTOR} × the optimal pours each by default`,
    )
    .argument('[level...]', 'level numbers (default: every level, unless --daily or --board is given)')
    .option('--daily <date...>', 'dailies as YYYY-MM-DD')
    .option('--board <file...>', 'board JSON files {capacity, tubes}')
    .option('--runs <n>', `runs per bot (default ${DEFAULT_BOT_RUNS})`, BOTS_OPTIONS.runs)
    .option('--seed <n>', 'seed of the population (default 1)', BOTS_OPTIONS.seed)
    .option('--budget <n>', `moves per run (default ${BOT_BUDGET_FACTOR} × the optimal pours)`, BOTS_OPTIONS.budget)
    .option('--curve <file>', 'curve file (default levels/watersort/curve.json)')
    .option('--json', 'one JSON object per board')
    .action(async (raw: string[], opts: Options) => {
      const curve = await loadCurve(opts.curve);
      const total = levelCount(curve);
      const named = raw.length > 0 || opts.daily !== undefined || opts.board !== undefined;
      const levels = named ? raw.map((r) => levelArg(r, total)) : Array.from({ length: total }, (_, i) => i + 1);
      // every argument is checked (dates, files) before the first board is played
      const targets: Target[] = [
        ...levels.map((n): Target => ({ key: 'level', value: n, board: () => levelBoard(curve, n) })),
        ...(opts.daily ?? [])
          .map(checkDate)
          .map((d): Target => ({ key: 'date', value: d, board: () => generateDaily(d).board })),
      ];
      for (const f of opts.board ?? []) {
        const board = await loadBoard(f);
        targets.push({ key: 'file', value: f, board: () => board });
      }
      const rows = targets.map((t) => ({ t, r: watersortBots(t.board(), runOptions(opts)) }));
      if (opts.json) for (const { t, r } of rows) out({ [t.key]: t.value, ...r });
      else out(botsTable(rows.map(({ t, r }) => ({ label: labelOf(t), ...r }))), false);
    });
}

function labelOf(t: Target): string {
  return t.key === 'level' ? `level ${t.value}` : t.key === 'date' ? `daily ${t.value}` : String(t.value);
}
