import fc from 'fast-check';
import { createRng } from '@levelbench/random';
import { BotTubes } from './bot-tubes';
import { BOT_NAMES, botBudget, playBotRun, watersortBots } from './bots';
import { defaultCurve } from './curve';
import { generateLevel } from './generate';
import { applyPour, canPour, isWon, legalPours, segmentCount } from './rules';
import { solveOptimal } from './solve-optimal';
import { arbBoard } from './test-boards';
import type { Board } from './types';

const figures = (b: Board, opts = {}) =>
  watersortBots(b, { runs: 20, ...opts }).bots.map((f) => [f.bot, f.solved, f.meanMoves]);

describe('BotTubes (the bots’ board)', () => {
  it('pours as the rules do, and takes a pour back exactly', () => {
    fc.assert(
      fc.property(arbBoard(5), fc.array(fc.nat(), { maxLength: 20 }), (start, walk) => {
        const tubes = new BotTubes(start);
        let board = start;
        const keys = [tubes.key];
        const done: [number, number, number][] = [];
        for (const w of walk) {
          const moves = legalPours(board);
          if (moves.length === 0) break;
          const [from, to] = moves[w % moves.length];
          expect(tubes.canPour(from, to)).toBe(canPour(board, from, to));
          done.push([from, to, tubes.pour(from, to)]);
          board = (applyPour(board, from, to) as { board: Board }).board;
          expect(tubes.segments).toBe(segmentCount(board));
          expect(tubes.won).toBe(isWon(board));
          keys.push(tubes.key);
        }
        for (const [from, to, amount] of done.reverse()) {
          keys.pop();
          tubes.unpour(from, to, amount);
          expect(tubes.key).toBe(keys[keys.length - 1]);
        }
        expect(tubes.segments).toBe(segmentCount(start));
      }),
      { numRuns: 200 },
    );
  });

  it('names a position up to tube order, and tells different ones apart', () => {
    const a = new BotTubes({ capacity: 2, tubes: [['x', 'y'], ['y', 'x'], []] });
    const b = new BotTubes({ capacity: 2, tubes: [[], ['y', 'x'], ['x', 'y']] });
    const c = new BotTubes({ capacity: 2, tubes: [['y', 'x'], ['y', 'x'], []] });
    expect(a.key).toBe(b.key);
    expect(a.key).not.toBe(c.key);
    // two equal tubes do not cancel out
    expect(new BotTubes({ capacity: 1, tubes: [['x'], ['x'], []] }).key).not.toBe(
      new BotTubes({ capacity: 1, tubes: [[], [], []] }).key,
    );
  });
});

describe('watersortBots', () => {
  const level20 = generateLevel(defaultCurve, 20).board;
  const level80 = generateLevel(defaultCurve, 80).board;

  it('gives the same figures for the same seed (golden: curve level 80, 20 runs, seed 7)', () => {
    const r = watersortBots(level80, { runs: 20, seed: 7 });
    expect(watersortBots(level80, { runs: 20, seed: 7 })).toEqual(r);
    expect(r).toMatchInlineSnapshot(`
      {
        "bots": [
          {
            "bot": "random",
            "meanMoves": 45.583333333333336,
            "runs": 20,
            "solveRate": 0.6,
            "solved": 12,
          },
          {
            "bot": "greedy",
            "meanMoves": 42.705882352941174,
            "runs": 20,
            "solveRate": 0.85,
            "solved": 17,
          },
          {
            "bot": "lookahead",
            "meanMoves": 37.1578947368421,
            "runs": 20,
            "solveRate": 0.95,
            "solved": 19,
          },
        ],
        "budget": 75,
        "optimal": 25,
        "runs": 20,
        "seed": 7,
      }
    `);
  });

  it('draws each run from its own seed, so another seed plays other lines', () => {
    expect(figures(level80, { seed: 1 })).not.toEqual(figures(level80, { seed: 2 }));
  });

  it('keeps every figure in range, and a solved run never beats the optimal pours', () => {
    fc.assert(
      fc.property(arbBoard(4), fc.integer(), fc.constantFrom(...BOT_NAMES), (board, seed, bot) => {
        const solved = solveOptimal(board);
        const optimal = solved.status === 'solved' ? solved.moves.length : null;
        const budget = botBudget(optimal);
        const run = playBotRun(bot, new BotTubes(board), budget, createRng(seed));
        expect(run.moves).toBeLessThanOrEqual(budget);
        if (run.solved) expect(run.moves).toBeGreaterThanOrEqual(optimal ?? Infinity);
        const r = watersortBots(board, { runs: 5, seed, optimal });
        for (const f of r.bots) {
          expect(f.solveRate).toBeGreaterThanOrEqual(0);
          expect(f.solveRate).toBeLessThanOrEqual(1);
          expect(f.solveRate).toBe(f.solved / f.runs);
          if (f.meanMoves !== null) {
            expect(f.meanMoves).toBeGreaterThanOrEqual(optimal ?? Infinity);
            expect(f.meanMoves).toBeLessThanOrEqual(budget);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('solves a trivial board with every bot on every run', () => {
    const onePour: Board = { capacity: 2, tubes: [['a'], ['a'], ['b', 'b']] };
    const r = watersortBots(onePour, { runs: 30 });
    expect(r).toMatchObject({ optimal: 1, budget: 3 });
    expect(r.bots.map((f) => [f.bot, f.solveRate, f.meanMoves])).toEqual(BOT_NAMES.map((b) => [b, 1, 1]));
    const won = watersortBots({ capacity: 2, tubes: [['a', 'a'], []] }, { runs: 3 });
    expect(won.bots.map((f) => [f.solveRate, f.meanMoves])).toEqual(BOT_NAMES.map(() => [1, 0]));
  });

  it('never wins a board without a legal pour, and spends the whole budget restarting', () => {
    const locked: Board = {
      capacity: 2,
      tubes: [
        ['a', 'b'],
        ['b', 'a'],
      ],
    };
    expect(watersortBots(locked, { runs: 5 })).toMatchObject({ optimal: null, budget: 0 });
    for (const bot of BOT_NAMES)
      expect(playBotRun(bot, new BotTubes(locked), 7, createRng(1))).toEqual({ solved: false, moves: 7 });
    expect(watersortBots(locked, { runs: 5, budget: 40 }).bots.every((f) => f.solved === 0)).toBe(true);
  });

  it('never wins within a budget below the optimal pours', () => {
    const r = watersortBots(level20, { runs: 50 });
    const short = watersortBots(level20, { runs: 50, budget: (r.optimal ?? 0) - 1 });
    expect(r.bots.find((f) => f.bot === 'random')?.solved).toBeGreaterThan(0);
    expect(short.bots.map((f) => f.solved)).toEqual([0, 0, 0]);
  });

  it('refuses a run count that is not a whole number, and a board that is not valid', () => {
    expect(() => watersortBots(level20, { runs: 1.5 })).toThrow(
      'watersortBots: runs must be a whole number ≥ 0, got 1.5',
    );
    expect(() => watersortBots({ capacity: 2, tubes: [['a'], []] }, { optimal: 1 })).toThrow(
      'watersortBots: not a valid board: colour "a" has 1 units, expected exactly 2',
    );
  });
});
