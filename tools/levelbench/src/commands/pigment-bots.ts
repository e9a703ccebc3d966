/** `pigment bots`: the play-testing bots on level files. */
import type { Command } from 'commander';
import { formatErrors } from '@levelbench/formats';
import { PIGMENT_BOT_BUDGET_FACTOR, PIGMENT_BOT_RUNS, pigmentBots } from '@levelbench/pigment';
import { intOption, log, out } from '../cli-io';
import { BOTS_OPTIONS, type BotsCliOptions, type BotsRow, botsTable, runOptions } from './bots-io';
import { loadLevel } from './pigment-io';

interface Options extends BotsCliOptions {
  maxStates?: number;
}

/** Registers `pigment bots` under `pigment`. */
export function registerPigmentBots(pigment: Command): void {
  pigment
    .command('bots')
    .description(
      `Play-testing bots (random, greedy, lookahead) on level files: solve rate and mean moves of the solved runs, ${PIGMENT_BOT_RUNS} runs per bot with ${PIGMENT_BOT_BUDGET_FACTOR} × the shortest line each by default; exit 2 if a file could not be read`,
    )
    .argument('<file...>', 'level JSON files')
    .option('--runs <n>', `runs per bot (default ${PIGMENT_BOT_RUNS})`, BOTS_OPTIONS.runs)
    .option('--seed <n>', 'seed of the population (default 1)', BOTS_OPTIONS.seed)
    .option(
      '--budget <n>',
      `moves per run (default ${PIGMENT_BOT_BUDGET_FACTOR} × the shortest line)`,
      BOTS_OPTIONS.budget,
    )
    .option('--max-states <n>', 'state budget of the solve that finds the shortest line', intOption('--max-states', 1))
    .option('--json', 'one JSON object per file')
    .action(async (files: string[], opts: Options) => {
      const rows: BotsRow[] = [];
      for (const file of files) {
        const loaded = await loadLevel(file);
        if (!loaded.level) {
          log(`levelbench: ${formatErrors(loaded.errors)}`);
          if (opts.json) out({ file, errors: loaded.errors.map(({ path, message }) => ({ path, message })) });
          process.exitCode = 2;
          continue;
        }
        const maxStates = opts.maxStates ?? loaded.level.maxStates;
        const r = pigmentBots(loaded.level, { ...runOptions(opts), ...(maxStates === undefined ? {} : { maxStates }) });
        if (opts.json) out({ file, id: loaded.level.id, ...r });
        else rows.push({ label: file, ...r });
      }
      if (!opts.json && rows.length) out(botsTable(rows), false);
    });
}
