import type { Command } from 'commander';
import {
  difficultyProfile,
  generateDaily,
  curveLevel,
  hint,
  levelCount,
  solveFast,
  watersortSolveReport,
  solveOptimal,
  type Board,
} from '@levelbench/watersort';
import { intOption, out } from '../cli-io';
import { checkDate, difficultyText, levelArg, loadBoard, loadCurve, movesText, printLevel } from './watersort-io';
import { registerWatersortBots } from './watersort-bots';
import { registerWatersortVerify } from './watersort-verify';

interface JsonOpt {
  json?: boolean;
}

interface SolveOpts extends JsonOpt {
  optimal?: boolean;
  maxNodes?: number;
  difficulty?: boolean;
}

async function solveFiles(files: string[], opts: SolveOpts): Promise<void> {
  const boards: [string, Board][] = [];
  for (const f of files) boards.push([f, await loadBoard(f)]); // validate every file before solving
  for (const [file, board] of boards) {
    const start = performance.now();
    const options = opts.maxNodes === undefined ? {} : { maxNodes: opts.maxNodes };
    const r = opts.optimal ? solveOptimal(board, options) : solveFast(board, options);
    const row = watersortSolveReport(r, Boolean(opts.optimal), performance.now() - start);
    const { ms } = row;
    const difficulty = opts.difficulty ? difficultyProfile(board) : undefined;
    const line = { file, ...row, ...(difficulty ? { difficulty } : {}) };
    if (opts.json) out(line);
    else
      out(
        `${file}: ${r.status}${r.status === 'solved' ? ` in ${r.moves.length} pours${opts.optimal ? ' (proven minimum)' : ''}` : ''} · ${r.nodes} nodes · ${ms} ms${r.moves.length ? `\n  ${movesText(r.moves)}` : ''}${difficulty ? `\n  difficulty: ${difficultyText(difficulty)}` : ''}`,
        false,
      );
  }
}

/** Registers the `watersort` sub-commands: level, daily, solve, hint, verify. */
export function registerWatersort(program: Command): void {
  const ws = program
    .command('watersort')
    .description('Water Sort: generate levels and dailies, solve boards, hints, verification');

  ws.command('level')
    .description(
      "Levels of the curve (1-based numbers), generated or pinned; prints the board bottom→top and its difficulty profile, or JSON lines with --json (`difficulty`, `pinned` and a pin's `note` included)",
    )
    .argument('<n...>', 'level numbers')
    .option('--json', 'one JSON object per level')
    .option('--curve <file>', 'curve file (default levels/watersort/curve.json)')
    .action(async (ns: string[], opts: JsonOpt & { curve?: string }) => {
      const curve = await loadCurve(opts.curve);
      const levels = ns.map((raw) => levelArg(raw, levelCount(curve)));
      for (const n of levels) printLevel(curveLevel(curve, n), opts.json);
    });

  ws.command('daily')
    .description(
      'The daily puzzle of a UTC date: 6 colours, t = 0.5, the same for everyone (with its difficulty profile)',
    )
    .argument('<date>', 'UTC date as YYYY-MM-DD')
    .option('--json', 'print a JSON object')
    .action((date: string, opts: JsonOpt) => {
      printLevel(generateDaily(checkDate(date)), opts.json);
    });

  ws.command('solve')
    .description('Solve board files {capacity, tubes} (colour names bottom→top); moves are [from, to], 0-based in JSON')
    .argument('<file...>', 'board JSON files')
    .option('--json', 'one JSON object per file')
    .option('--optimal', 'use the optimal solver (A*): the proven minimum number of pours')
    .option('--max-nodes <n>', 'node budget of the search', intOption('--max-nodes', 1))
    .option(
      '--difficulty',
      'add the difficulty profile (`difficulty`: random-win chance, dead-end and wrong-move densities, penalties, states; exact up to a state budget)',
    )
    .action((files: string[], opts: SolveOpts) => solveFiles(files, opts));

  ws.command('hint')
    .description('The first pour of a verified solution from the position in FILE, or why there is none')
    .argument('<file>', 'board JSON file')
    .option('--json', 'print a JSON object')
    .option('--max-nodes <n>', 'node budget of each search', intOption('--max-nodes', 1))
    .action(async (file: string, opts: JsonOpt & { maxNodes?: number }) => {
      const h = hint(await loadBoard(file), opts.maxNodes === undefined ? {} : { maxNodes: opts.maxNodes });
      if (opts.json) out({ file, ...h });
      else out(`${file}: ${h.message}`, false);
    });

  registerWatersortVerify(ws);
  registerWatersortBots(ws);
}
