/** `levelbench pigment suggest`: proven boards with one optimal line of a chosen length, written as level files. */
import { basename, join } from 'node:path';
import type { Command } from 'commander';
import {
  DEFAULT_SUGGEST_MAX_STATES,
  formatChance,
  MAX_MARKS,
  pigmentLevelText,
  resolveSuggestOptions,
  suggestPigmentSteps,
  type SuggestOptions,
} from '@levelbench/pigment';
import { CliError, intOption, log, out } from '../cli-io';
import { since, table } from './pigment-io';
import { folderStore, orExit2 } from '../store-io';

interface SuggestFlags {
  size: string;
  marks: number;
  length: string;
  holes?: string;
  colors?: string;
  stains?: boolean;
  unique?: boolean;
  /** false with --no-spread */
  spread?: boolean;
  count?: number;
  seed?: number;
  out?: string;
  json?: boolean;
  maxStates?: number;
}

/** Reads the flags into suggester options; an unreadable value is a CliError (exit 2) naming the flag. */
export function suggestOptionsFromFlags(f: SuggestFlags): SuggestOptions {
  const size = /^(\d+)x(\d+)$/i.exec(f.size.trim());
  if (!size) throw new CliError(`--size must look like 6x6 (got "${f.size}")`);
  const range = /^(\d+)(?:-(\d+))?$/.exec(f.length.trim());
  if (!range) throw new CliError(`--length must be a whole number or a range like 10-12 (got "${f.length}")`);
  const length: SuggestOptions['length'] = range[2] ? [Number(range[1]), Number(range[2])] : Number(range[1]);
  let holes: number | undefined;
  if (f.holes !== undefined) {
    holes = Number(f.holes);
    if (!/^\d+(\.\d+)?$/.test(f.holes.trim()) || !Number.isFinite(holes))
      throw new CliError(
        `--holes must be a count (e.g. 4) or a share of the cells below 1 (e.g. 0.2), got "${f.holes}"`,
      );
  }
  const colors = f.colors
    ?.split(',')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
  return {
    width: Number(size[1]),
    height: Number(size[2]),
    marks: f.marks,
    length,
    holes,
    colors,
    stains: f.stains ?? false,
    unique: f.unique ?? false,
    spread: f.spread === false ? false : undefined,
    count: f.count ?? 5,
    seed: f.seed ?? 1,
    maxStates: f.maxStates,
  };
}

async function suggestCommand(flags: SuggestFlags): Promise<void> {
  const opts = suggestOptionsFromFlags(flags);
  const resolved = resolveSuggestOptions(opts);
  if ('error' in resolved) throw new CliError(`cannot suggest: ${resolved.error}.`);
  const dir = flags.out ?? join('levels', 'pigment');
  const t0 = performance.now();
  const foundAt = new Map<number, number>();
  const steps = suggestPigmentSteps(opts);
  let r = steps.next();
  for (; !r.done; r = steps.next()) {
    if (r.value.type !== 'suggestion') continue;
    foundAt.set(r.value.suggestion.attempt, since(t0));
    log(`pigment suggest: board ${r.value.found} of ${resolved.count} found after ${since(t0)} ms`);
  }
  const result = r.value;
  const files = result.suggestions.map((s) => ({
    s,
    file: join(dir, `${s.level.id}.json`),
    text: pigmentLevelText(s.level),
  }));
  // never replace a different file: the same seed rewrites identical bytes, anything else is someone's level;
  // through the confined store, so a symlink planted at a target (or as the folder) is refused before any write
  const store = folderStore(dir, true);
  const name = (file: string): string => basename(file);
  let clash: (typeof files)[number] | undefined;
  for (const f of files) {
    const old = await orExit2(() => store.readText(name(f.file)));
    if (old !== null && old !== f.text) {
      clash = f;
      break;
    }
  }
  if (clash) throw new CliError(`${clash.file} already exists with other content; choose another --seed or --out`);
  await orExit2(() => store.makeFolders(''));
  const rows: (string | number | null)[][] = [];
  for (const { s, file, text } of files) {
    await orExit2(() => store.writeAtomic(name(file), text));
    const ms = foundAt.get(s.attempt) ?? since(t0);
    if (flags.json) out({ file, shortest: s.shortest, optimalCount: s.optimalCount, metrics: s.metrics, ms });
    else {
      const m = s.metrics;
      rows.push([
        file,
        s.shortest,
        s.optimalCount,
        m.liveStates,
        m.branching,
        m.traps,
        m.deadEnds,
        m.interactingMarks,
        m.difficulty,
        formatChance(m.randomWin),
        ms,
      ]);
    }
  }
  if (!flags.json)
    out(
      table(
        [
          ...['file', 'shortest', 'optimal', 'live states', 'branching', 'traps', 'dead ends', 'interacting'],
          ...['difficulty', 'random win', 'ms'],
        ],
        rows,
      ),
      false,
    );
  const spent = `${result.attempts} attempts, ${result.states.toLocaleString('en-US')} solver states, ${since(t0)} ms`;
  if (!result.complete) {
    log(
      `pigment suggest: the budget ran out after ${result.suggestions.length} of ${resolved.count} boards (${spent}); ` +
        `wrote ${result.suggestions.length} file(s) to ${dir}`,
    );
    process.exitCode = 1;
  } else log(`pigment suggest: wrote ${result.suggestions.length} board(s) to ${dir} (${spent})`);
}

/** Registers `pigment suggest` under the `pigment` command. */
export function registerPigmentSuggest(pigment: Command): void {
  pigment
    .command('suggest')
    .description(
      'Suggest boards whose shortest line has exactly L tips (with --unique: one optimal line), each proven by the solver; ' +
        'writes level files and prints one JSON line per file with --json. Exit 1 when the budget ends first, 2 on impossible options',
    )
    .requiredOption('--size <WxH>', 'board size, e.g. 6x6 (up to 12x12)')
    .requiredOption('--marks <n>', 'number of marks', intOption('--marks', 1, MAX_MARKS))
    .requiredOption('--length <L>', 'shortest line in tips, or a range like 10-12')
    .option('--holes <k>', 'at most k holes, or a share of the cells below 1 (default 0.3)')
    .option('--colors <list>', 'colours the marks may ask for, e.g. red,green,orange (default: all but empty)')
    .option('--stains', 'marks may start stained with another colour (a stain to fix)')
    .option('--unique', 'exactly one optimal line')
    .option(
      '--no-spread',
      'let the line and the marks stay in a corner (default for lines of at least width + height tips: they span half the board each way)',
    )
    .option('--count <n>', 'boards to find (default 5)', intOption('--count', 1, 99))
    .option(
      '--seed <s>',
      'seed; the same seed gives byte-identical files (default 1)',
      intOption('--seed', 0, 2 ** 31 - 1),
    )
    .option('--out <dir>', 'folder to write the levels to (default levels/pigment)')
    .option('--json', 'one JSON object per file: file, shortest, optimalCount, metrics, ms')
    .option(
      '--max-states <n>',
      `budget: solver states over the whole search (default ${DEFAULT_SUGGEST_MAX_STATES})`,
      intOption('--max-states', 1),
    )
    .action((flags: SuggestFlags) => suggestCommand(flags));
}
