/** `levelbench pigment …`: solve level files, verify the authored set, play a line on a text board. */
import { basename, join } from 'node:path';
import type { Command } from 'commander';
import { formatErrors } from '@levelbench/formats';
import {
  analysePigment,
  analysisMetrics,
  firstUnwinnableTip,
  isPigmentLevelFileName,
  parsePigmentPack,
  pigmentSolveReport,
  playLine,
  PIGMENT_PACK_FILE,
  renderBoard,
  verifyPigmentFile,
  DEFAULT_MAX_STATES,
  DEFAULT_METRICS_MAX_STATES,
  formatChance,
  type AnalyseOptions,
} from '@levelbench/pigment';
import { CliError, intOption, log, out } from '../cli-io';
import { loadLevel, since, table } from './pigment-io';
import { folderStore, goodOnly, orExit2 } from '../store-io';
import { registerPigmentBots } from './pigment-bots';
import { registerPigmentSuggest } from './pigment-suggest';

interface SolveFlags {
  json?: boolean;
  maxMoves?: number;
  maxStates?: number;
  lines?: number;
  withinLimit?: boolean;
  /** false with --no-metrics */
  metrics?: boolean;
}

/** Wall time the difficulty metrics may take per file in `pigment solve --json` (past it: `exhaustive: false`). */
const METRICS_MS = 500;

async function solveCommand(files: string[], flags: SolveFlags): Promise<void> {
  // the authored replays are `pigment verify`'s business; the metrics (JSON rows whole, the table the random player's
  // chance) get their own budget whatever --max-states says and at most METRICS_MS of work (then `exhaustive:
  // false`); the solve and the metrics are timed apart (solveMs, metricsMs)
  const opts: AnalyseOptions = {
    maxMoves: flags.maxMoves,
    maxStates: flags.maxStates,
    linesCap: flags.lines ?? 1,
    withinLimit: flags.withinLimit,
    replays: false,
    metrics: false,
  };
  const withMetrics = flags.metrics !== false;
  const rows: (string | number | boolean | null)[][] = [];
  let bad = 0;
  let aborted = 0;
  for (const file of files) {
    const loaded = await loadLevel(file);
    if (!loaded.level) {
      bad++;
      log(`levelbench: ${formatErrors(loaded.errors, loaded.moreErrors)}`);
      if (flags.json)
        out({
          file,
          errors: loaded.errors.map(({ path, message }) => ({ path, message })),
          ...(loaded.moreErrors ? { moreErrors: loaded.moreErrors } : {}),
        });
      else rows.push([file, 'error', null, null, null, null, null, null, null, loaded.errors[0].message]);
      continue;
    }
    const t0 = performance.now();
    const solved = analysePigment(loaded.level, opts);
    const solveMs = since(t0);
    const t1 = performance.now();
    const deadline = t1 + METRICS_MS;
    const metrics = withMetrics
      ? analysisMetrics(loaded.level, solved.solve, {
          ...opts,
          metrics: { maxStates: DEFAULT_METRICS_MAX_STATES, shouldStop: () => performance.now() > deadline },
        })
      : null;
    const metricsMs = withMetrics ? since(t1) : 0;
    const a = { ...solved, metrics };
    const ms = Math.round((solveMs + metricsMs) * 100) / 100;
    const report = pigmentSolveReport(loaded.level, a, {
      ms,
      ...(flags.json ? { solveMs, metricsMs } : {}),
      checks: false,
    });
    const { solve: r, limitVerdict: verdict } = a;
    if (r.aborted) aborted++;
    if (flags.json) {
      const { optimalLines, ...row } = report;
      out({ file, ...row, ...(flags.lines ? { optimalLines } : {}) });
    } else {
      const status = r.aborted
        ? 'aborted'
        : r.solvable
          ? 'solved'
          : r.exhaustive
            ? 'unsolvable'
            : `none ≤ ${flags.maxMoves}`;
      const lines = r.solvable
        ? (flags.lines ? r.optimalLines.join(' ') : r.solution) || '(no tips needed)'
        : (r.reason ?? null);
      const chance = metrics ? formatChance(metrics.randomWin) : null;
      rows.push([
        file,
        status,
        r.shortest,
        r.optimalCount,
        loaded.level.limit,
        verdict,
        chance,
        r.states,
        report.ms,
        lines,
      ]);
    }
  }
  if (!flags.json)
    out(
      table(
        [
          'file',
          'result',
          'shortest',
          'optimal',
          'limit',
          'verdict',
          'random win',
          'states',
          'ms',
          flags.lines ? 'optimal lines' : 'solution / reason',
        ],
        rows,
      ),
      false,
    );
  if (aborted > 0)
    log(
      `levelbench: aborted: true — the state budget stopped ${aborted} of ${files.length} searches before an answer (raise --max-states)`,
    );
  // 2: a file could not be read; 3: every file was read but a budget left some without an answer
  if (bad > 0) process.exitCode = 2;
  else if (aborted > 0) process.exitCode = 3;
}

async function verifyCommand(dir: string | undefined, flags: { json?: boolean; maxStates?: number }): Promise<void> {
  const folder = dir ?? join('levels', 'pigment');
  // the folder as a confined store: a FIFO, folder, symlink or huge file among the levels exits 2 before any work
  const store = folderStore(folder);
  const entries = goodOnly(await orExit2(() => store.list('', { read: true, filter: isPigmentLevelFileName })));
  const files = entries.map((e) => join(folder, e.name));
  const texts = new Map(entries.map((e) => [join(folder, e.name), e.text ?? '']));
  if (files.length === 0) throw new CliError(`${folder}: no .json level files to verify`);
  const pack = await orExit2(() => store.readText(PIGMENT_PACK_FILE));
  const rows: (string | number | null)[][] = [];
  const details: string[] = [];
  let failed = 0;
  for (const file of files) {
    const t0 = performance.now();
    const v = verifyPigmentFile(file, texts.get(file) ?? '', { maxStates: flags.maxStates, linesCap: 10 });
    const { failures, analysis: a, level } = v;
    const ms = since(t0);
    if (failures.length) failed++;
    const replays = a ? `${a.replays.filter((r) => r.passed).length}/${a.replays.length}` : null;
    if (flags.json) {
      out({
        file,
        id: v.id,
        passed: failures.length === 0,
        shortest: a?.solve.shortest ?? null,
        optimalCount: a?.solve.optimalCount ?? null,
        limit: level?.limit ?? null,
        limitVerdict: a?.limitVerdict ?? null,
        optimalLines: a?.solve.optimalLines ?? [],
        replays: a?.replays ?? [],
        states: a?.solve.states ?? 0,
        failures,
        ms,
      });
    }
    rows.push([
      file,
      level ? 'ok' : 'invalid',
      a?.solve.shortest ?? null,
      level?.limit ?? null,
      a?.limitVerdict ?? null,
      a?.solve.optimalCount ?? null,
      replays,
      failures.length ? 'FAIL' : 'pass',
    ]);
    for (const f of failures) details.push(`${file}: ${f}`);
  }
  if (!flags.json) {
    out(table(['file', 'schema', 'shortest', 'limit', 'verdict', 'optimal', 'replays', 'status'], rows), false);
    if (details.length) out(['', 'failures:', ...details.map((d) => `  ${d}`)].join('\n'), false);
  }
  const packFailed = pack === null ? 0 : verifyPack(folder, pack, files, flags.json);
  log(
    `pigment verify: ${files.length - failed}/${files.length} levels passed${packFailed ? '; pack.json is not valid' : ''}`,
  );
  if (failed > 0 || packFailed) process.exitCode = 1;
}

/** Checks `pack.json` (its text, read through the store) against its schema and the folder's level ids; returns 1 when it fails. */
function verifyPack(folder: string, text: string, files: readonly string[], json?: boolean): number {
  const file = join(folder, PIGMENT_PACK_FILE);
  const ids = files.map((f) => basename(f, '.json'));
  const r = parsePigmentPack(text, file, ids);
  const failures = r.ok ? [] : r.errors.map((e) => `${e.path || '/'}: ${e.message}`);
  if (json) out({ file, id: null, passed: r.ok, failures });
  else if (!r.ok) out(['', 'pack:', ...failures.map((f) => `  ${file}: ${f}`)].join('\n'), false);
  return r.ok ? 0 : 1;
}

async function playCommand(file: string, moves: string | undefined, flags: { json?: boolean }): Promise<void> {
  const line = (moves ?? '').toUpperCase();
  if (!/^[NSEW]*$/.test(line)) throw new CliError(`moves must be letters N, S, E, W (got "${moves}")`);
  const loaded = await loadLevel(file);
  if (!loaded.level) throw new CliError(formatErrors(loaded.errors, loaded.moreErrors));
  const { state, refused } = playLine(loaded.level, line);
  const unwinnable = state.phase === 'won' ? null : firstUnwinnableTip(loaded.level, line);
  if (flags.json) {
    const { level, ...rest } = state;
    out({ file, id: level.id, moves: line, ...rest, refused, firstUnwinnableTip: unwinnable });
    return;
  }
  const notes = [`${loaded.level.name} (${file}) after "${line}"`, renderBoard(state)];
  if (refused.length) notes.push(`refused tips (spent nothing): ${refused.join(', ')}`);
  if (unwinnable !== null)
    notes.push(
      unwinnable === 0
        ? 'the level cannot be won at all within its limit'
        : `no longer winnable after tip ${unwinnable}`,
    );
  out(notes.join('\n'), false);
}

/** Registers the `pigment` sub-commands. */
export function registerPigment(program: Command): void {
  const pigment = program.command('pigment').description('Pigment dice puzzle: solve, verify and play level files');
  const maxStates = () => intOption('--max-states', 1);
  pigment
    .command('solve')
    .description(
      'Solve level files exactly: shortest line, number of optimal lines, one solution (or why none exists). ' +
        'Exit 0: every file got an answer; 2: a file could not be read; 3: a state budget stopped a search (aborted: true)',
    )
    .argument('<files...>', 'level JSON files')
    .option('--json', 'one JSON object per file per line')
    .option('--max-moves <n>', 'search only lines of at most n tips', intOption('--max-moves', 0))
    .option(
      '--max-states <n>',
      `state budget (default ${DEFAULT_MAX_STATES}); when hit the result says aborted`,
      maxStates(),
    )
    .option('--lines <n>', 'also list up to n optimal lines', intOption('--lines', 1, 10_000))
    .option('--within-limit', "only count wins within each level's move limit (default: find the true shortest)")
    .option(
      '--no-metrics',
      'leave out the difficulty metrics (JSON rows) and the random win column (at most 0.5 s a file)',
    )
    .action((files: string[], flags: SolveFlags) => solveCommand(files, flags));
  pigment
    .command('verify')
    .description(
      'Check every level in DIR (verifyPigmentFile): schema, id == file name, replays, limit == shortest, ' +
        'optimal count countable; exit 1 on any failure',
    )
    .argument('[dir]', 'folder of level files', 'levels/pigment')
    .option('--json', 'one JSON object per level per line')
    .option('--max-states <n>', 'state budget per level', maxStates())
    .action((dir: string, flags: { json?: boolean; maxStates?: number }) => verifyCommand(dir, flags));
  pigment
    .command('play')
    .description('Play a line of tips (e.g. ESWNE) and print the board, die and phase')
    .argument('<file>', 'level JSON file')
    .argument('[moves]', 'tips as letters N, S, E, W', '')
    .option('--json', 'print the final state as JSON')
    .action((file: string, moves: string, flags: { json?: boolean }) => playCommand(file, moves, flags));
  registerPigmentSuggest(pigment);
  registerPigmentBots(pigment);
}
