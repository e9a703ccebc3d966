/** Hand-made boards pinned to curve levels: the seed's rules for them, and level N as players get it. */
import { levelSpec, type Curve, type CurvePin, type LevelSpec } from './curve';
import { axisBands, generateFromSpec, MIN_COLORS, tierRange, tierTarget, type GeneratedLevel } from './generate';
import { axisValue } from './generate-axis';
import { COLOR_NAMES } from './palette';
import { boardIssues, CAPACITY, colorCount, EXTRA_TUBES, isCompleteTube, mixedness, type BoardIssue } from './rules';
import { solveFast } from './solve-fast';
import { solveOptimal } from './solve-optimal';
import type { Board } from './types';

/** Node budget of the fast solve that gives a pinned level its served solution (else the optimal solver's). */
export const PIN_SOLVER_NODES = 200_000;

/**
 * Level n of a curve as every layer serves it: a generated level, or the hand-made board pinned to it.
 * A pinned level keeps the generator's fields: `target`/`axis` say what the tier's promise asks
 * (the pinned board may miss it: a warning, not a failure), `solution` is a fast solve of the
 * pinned board (else an optimal one; empty when neither found one), `candidates` is the pin alone.
 */
export interface CurveLevel extends GeneratedLevel {
  /** True when the level serves a board from the curve's `pinned`. */
  readonly pinned: boolean;
  /** The pin's note, when it has one. */
  readonly note?: string;
}

/**
 * Every way a board breaks the seed's rules for a level, with the JSON path (into the board) of the
 * part at fault: the playable-board rules of `boardIssues`, capacity 4, palette colours only, at
 * least 2 colours, tubes = colours + 2 with exactly 2 empty (so every other tube is full), and no
 * tube that starts complete. Any colour count 2..9 is allowed (a pin need not match its tier).
 */
export function levelBoardIssues(board: Board): BoardIssue[] {
  const issues = boardIssues(board);
  if (board.capacity !== CAPACITY && !issues.some((i) => i.path === '/capacity'))
    issues.push({ path: '/capacity', message: `capacity must be ${CAPACITY}, got ${board.capacity}` });
  board.tubes.forEach((tube, i) =>
    tube.forEach((c, j) => {
      if (!COLOR_NAMES.includes(c))
        issues.push({
          path: `/tubes/${i}/${j}`,
          message: `"${c}" is not a palette colour (${COLOR_NAMES.join(', ')})`,
        });
    }),
  );
  const colors = colorCount(board);
  if (colors < MIN_COLORS)
    issues.push({ path: '/tubes', message: `uses ${colors} colours, a level needs at least ${MIN_COLORS}` });
  if (board.tubes.length !== colors + EXTRA_TUBES)
    issues.push({
      path: '/tubes',
      message: `has ${board.tubes.length} tubes, expected ${colors + EXTRA_TUBES} (${colors} colours + ${EXTRA_TUBES} empty)`,
    });
  const empty = board.tubes.filter((t) => t.length === 0).length;
  if (empty !== EXTRA_TUBES)
    issues.push({ path: '/tubes', message: `has ${empty} empty tubes, expected ${EXTRA_TUBES}` });
  board.tubes.forEach((t, i) => {
    if (isCompleteTube(t, board.capacity))
      issues.push({ path: `/tubes/${i}`, message: 'starts complete (full of one colour)' });
  });
  return issues;
}

/** The pin of level n, if the curve pins it. */
export function curvePin(curve: Curve, n: number): CurvePin | undefined {
  return curve.pinned?.find((p) => p.level === n);
}

/** What the tier's promise asks of the level of `spec` (the same figures its generated board would be held to). */
function promiseOf(spec: LevelSpec, board: Board): Pick<GeneratedLevel, 'target' | 'axis'> {
  if (!spec.tier || spec.tier.levels < 2) return { target: null, axis: null };
  if (spec.rankBy) {
    const [min, max] = axisBands(spec.rankBy, spec.colors, spec.candidates, spec.tier)[spec.level - spec.tier.first];
    return { target: null, axis: { axis: spec.rankBy, value: axisValue(spec.rankBy, board), min, max } };
  }
  return { target: tierTarget(tierRange(spec.colors, spec.candidates, spec.tier), spec.t), axis: null };
}

/** The level of `spec` served with `pin`'s board (see CurveLevel); the board is not checked here (parseCurve does). */
export function pinnedLevel(spec: LevelSpec, pin: CurvePin): CurveLevel {
  const board = pin.board;
  const mix = mixedness(board);
  const fast = solveFast(board, { maxNodes: PIN_SOLVER_NODES });
  const solved = fast.status === 'solved' ? fast : solveOptimal(board);
  const solution = solved.status === 'solved' ? solved.moves : [];
  return {
    level: spec.level,
    colors: colorCount(board),
    t: spec.t,
    seed: spec.seed,
    mixedness: mix,
    ...promiseOf(spec, board),
    board,
    solution,
    nodes: solved.nodes,
    pick: 0,
    attempts: 0,
    candidates: [{ board, mixedness: mix, solution, nodes: solved.nodes, attempt: 0 }],
    pinned: true,
    ...(pin.note === undefined ? {} : { note: pin.note }),
  };
}

/**
 * Level n (1-based) of the curve as CLI, server, workbench and verify serve it: the pinned board when
 * the curve pins n, else `generateFromSpec(levelSpec(curve, n))` unchanged (`pinned: false`).
 * Throws a RangeError for a level outside the curve.
 */
export function curveLevel(curve: Curve, n: number): CurveLevel {
  const spec = levelSpec(curve, n);
  const pin = curvePin(curve, n);
  return pin ? pinnedLevel(spec, pin) : { ...generateFromSpec(spec), pinned: false };
}

/** Level n's board alone: the pinned board (nothing generated) or the generated one. */
export function levelBoard(curve: Curve, n: number): Board {
  const spec = levelSpec(curve, n); // throws for a level outside the curve, pinned or not
  return curvePin(curve, n)?.board ?? generateFromSpec(spec).board;
}
