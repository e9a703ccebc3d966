/**
 * One verdict for a Pigment level file, whichever entry point asks (CLI `pigment verify`, the verify run's pigment
 * item, the server's solve route): schema and semantics, id matches the file name, replays, limit == shortest, and
 * an optimal count that could be counted.
 */
import { formatErrors } from '@levelbench/formats';
import { analysePigment, analysisProblems, type PigmentAnalysis, type PigmentProblem } from './analyse';
import { parsePigmentLevel } from './level';
import type { SolveOptions } from './solve-types';
import type { PigmentLevel } from './types';

/** The verdict on one file; `level` and `analysis` are absent when the file did not parse. */
export interface PigmentFileVerdict {
  readonly file: string;
  readonly id: string | null;
  readonly passed: boolean;
  /** Sentences; schema problems start with `schema: `. */
  readonly failures: readonly string[];
  /** The same failures, in the same order, each with the JSON Pointer of the part of the file it is about. */
  readonly problems: readonly PigmentProblem[];
  readonly level?: PigmentLevel;
  readonly analysis?: PigmentAnalysis;
}

/** The file name without folders and `.json` (`levels/pigment/return.json` → `return`); works with / and \. */
export function fileStem(file: string): string {
  const name = file.split(/[\\/]/).pop() ?? file;
  return name.endsWith('.json') ? name.slice(0, -'.json'.length) : name;
}

/**
 * The problems of an analysed level around the analysis's own (`inner`): the id against the file name
 * (when `file` is given) first, an optimal count the budget did not let the solver count last.
 */
function levelProblems(
  level: PigmentLevel,
  solve: PigmentAnalysis['solve'],
  inner: readonly PigmentProblem[],
  file?: string,
): PigmentProblem[] {
  const problems: PigmentProblem[] = [];
  if (file !== undefined && fileStem(file) !== level.id)
    problems.push({ path: '/id', message: `id "${level.id}" does not match the file name ${fileStem(file)}.json` });
  problems.push(...inner);
  if (solve.solvable && solve.optimalCount === null)
    problems.push({ path: '', message: 'the number of optimal lines could not be counted within the budget' });
  return problems;
}

/**
 * The failures of an analysed level: the id against the file name (when `file` is given), the analysis's own
 * (budget, limit verdict, replays), and an optimal count the budget did not let the solver count.
 */
export function pigmentLevelFailures(
  level: PigmentLevel,
  analysis: Pick<PigmentAnalysis, 'solve' | 'failures'>,
  file?: string,
): string[] {
  const inner = analysis.failures.map((message) => ({ path: '', message }));
  return levelProblems(level, analysis.solve, inner, file).map((p) => p.message);
}

/**
 * {@link pigmentLevelFailures} with the part of the file each is about: `/id`, `/limit`, `/replays/N`,
 * or '' (the whole level) for a budget stop, an uncountable optimum or a level no line wins.
 */
export function pigmentLevelProblems(
  level: PigmentLevel,
  analysis: Pick<PigmentAnalysis, 'solve' | 'replays'>,
  file?: string,
): PigmentProblem[] {
  return levelProblems(level, analysis.solve, analysisProblems(level, analysis.solve, analysis.replays), file);
}

/** Parses, analyses and judges one level file's text. */
export function verifyPigmentFile(
  file: string,
  text: string,
  opts: Pick<SolveOptions, 'maxStates' | 'linesCap'> = {},
): PigmentFileVerdict {
  const parsed = parsePigmentLevel(text, file);
  if (!parsed.ok) {
    const problems = parsed.errors.map((e) => ({ path: e.path, message: `schema: ${formatErrors([e])}` }));
    return { file, id: null, passed: false, failures: problems.map((p) => p.message), problems };
  }
  const level = parsed.value;
  // the verdict needs no difficulty metrics (and on a large board their count of every state costs about a second)
  const analysis = analysePigment(level, { maxStates: opts.maxStates, linesCap: opts.linesCap ?? 5, metrics: false });
  const problems = pigmentLevelProblems(level, analysis, file);
  const failures = problems.map((p) => p.message);
  return { file, id: level.id, passed: failures.length === 0, failures, problems, level, analysis };
}
