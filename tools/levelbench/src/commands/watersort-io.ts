/** File and output helpers of the `watersort` commands. */
import {
  axisText,
  boardToText,
  defaultCurve,
  difficultyProfile,
  parseBoard,
  parseCurve,
  parseUtcDate,
  type Board,
  type Curve,
  type DifficultyProfile,
  type GeneratedLevel,
  type Move,
} from '@levelbench/watersort';
import { CliError, out } from '../cli-io';
import { levelsStore, orExit2, parsedOrExit2, readArgFile, settingsOrDefault } from '../store-io';

/** Where the designers' curve lives, relative to the working directory. */
export const CURVE_FILE = 'levels/watersort/curve.json';

async function readText(file: string): Promise<string> {
  const text = await readArgFile(file);
  if (text === null) throw new CliError(`cannot read ${file}: ENOENT`);
  return text;
}

/** Loads `--curve FILE`, else levels/watersort/curve.json (through the confined store), else the built-in default; a bad file exits 2. */
export async function loadCurve(file?: string): Promise<Curve> {
  const text =
    file !== undefined ? await readText(file) : await orExit2(() => levelsStore().readText('watersort/curve.json'));
  return settingsOrDefault(text, file ?? CURVE_FILE, {
    command: 'watersort',
    what: 'curve',
    defaultFile: CURVE_FILE,
    parse: parseCurve,
    builtIn: defaultCurve,
  });
}

/** Reads and validates a board file `{capacity, tubes}`; a bad file exits 2 with every problem named. */
export async function loadBoard(file: string): Promise<Board> {
  return parsedOrExit2(parseBoard(await readText(file), file), 'board');
}

/** Checks a `YYYY-MM-DD` argument; a bad date exits 2. */
export function checkDate(date: string): string {
  try {
    parseUtcDate(date);
  } catch (e) {
    throw new CliError((e as Error).message);
  }
  return date;
}

/** Parses a level number argument against the curve; exits 2 when outside it. */
export function levelArg(raw: string, total: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > total)
    throw new CliError(`level must be an integer between 1 and ${total}, got "${raw}"`);
  return n;
}

/** A level as the commands print it: a curve level (`pinned`, a pin's `note`) or a daily (`date`). */
type Printed = GeneratedLevel & { date?: string; pinned?: boolean; note?: string };

/** The JSON line of a level (field names are a QA contract); a curve level says `pinned` and a pin's `note`. */
export function levelJson(g: Printed): object {
  return {
    ...(g.date ? { date: g.date } : {}),
    level: g.level,
    ...(g.pinned === undefined ? {} : { pinned: g.pinned }),
    ...(g.note === undefined ? {} : { note: g.note }),
    colors: g.colors,
    t: g.t,
    seed: g.seed,
    mixedness: g.mixedness,
    // what the level was asked for: a mixedness target in its tier, or a band on the curve's rankBy axis
    target: g.target,
    axis: g.axis,
    board: g.board,
    solution: g.solution,
    nodes: g.nodes,
    attempts: g.attempts,
    pick: g.pick,
    candidates: g.candidates.map((c) => ({ mixedness: c.mixedness, attempt: c.attempt })),
    difficulty: difficultyProfile(g.board),
  };
}

/** The difficulty profile in one line: `random win 12.3 % in 36 pours · dead ends 6.9 % · wrong moves 55.7 % · …`. */
export function difficultyText(p: DifficultyProfile): string {
  const pct = (x: number) => `${(100 * x).toPrecision(3)} %`;
  const partial = p.exhaustive ? '' : ` · not exhaustive (state budget; ${p.undecided} undecided)`;
  return (
    `random win ${pct(p.randomWin.probability)} in ${p.randomWin.budget} pours · dead ends ${pct(p.deadEndDensity)}` +
    ` · wrong moves ${pct(p.wrongMoveDensity)} · penalty mean ${p.penaltyMean.toFixed(2)} max ${p.penaltyMax}` +
    ` · ${p.reachableStates} states (${p.deadStates} dead), ${p.statesOnOptimalLines} on optimal lines${partial}`
  );
}

/** Pours as text with 1-based tube numbers, matching the board text: `3→1 2→3`. */
export function movesText(moves: readonly Move[]): string {
  return moves.map(([f, t]) => `${f + 1}→${t + 1}`).join(' ');
}

/** A level as text: a header line (`· pinned` and the note for a pinned one) and the board bottom→top. */
export function levelText(g: Printed): string {
  const name = g.date ? `daily ${g.date}` : `level ${g.level}`;
  const pin = g.pinned ? ` · pinned${g.note === undefined ? '' : `: ${g.note}`}` : '';
  const asked = g.axis ? ` · ${axisText(g.axis)}` : g.target !== null ? ` (target ${g.target})` : '';
  const head = `${name}${pin} · ${g.colors} colours · t ${g.t.toFixed(2)} · mixedness ${g.mixedness}${asked} · solution ${g.solution.length} pours`;
  return `${head}\n${boardToText(g.board)}\nsolution: ${movesText(g.solution)}\ndifficulty: ${difficultyText(difficultyProfile(g.board))}\n`;
}

/** Prints a level: its JSON line with `json`, else its text. */
export function printLevel(g: Printed, json?: boolean): void {
  if (json) out(levelJson(g));
  else out(levelText(g), false);
}
