import fc from 'fast-check';
import { createRng } from '@levelbench/random';
import { winnableFrom } from './analyse';
import { compileBoard, packState } from './board';
import { PIGMENT_BOT_NAMES, PigmentBotBoard, pigmentBots, playPigmentBotRun } from './bots';
import { applyTip, initialState } from './rules';
import { solvePigment } from './solver';
import { authoredLevels, boardNearShortest } from './spec-helpers';
import { DIRS, type PigmentLevel, type PigmentState } from './types';

const level = (over: Partial<PigmentLevel>): PigmentLevel => ({
  id: 'x',
  name: 'x',
  width: 2,
  height: 1,
  holes: [],
  start: [0, 0],
  stains: [],
  marks: [{ at: [1, 0], color: 'yellow' }],
  limit: 1,
  replays: [],
  ...over,
});

const rates = (l: PigmentLevel, opts = {}) => pigmentBots(l, { runs: 20, ...opts }).bots.map((f) => f.solved);

describe('PigmentBotBoard (the bots’ moves)', () => {
  it('tips, wins and loses as the rules do, and calls stuck only what cannot win within the limit', () => {
    fc.assert(
      fc.property(boardNearShortest(3), fc.array(fc.nat(), { maxLength: 12 }), (l, walk) => {
        const b = new PigmentBotBoard(l);
        const compiled = compileBoard(l);
        const packed = (s: PigmentState) => ({ ...packState(l, compiled, s), spent: s.spent });
        let state = initialState(l);
        let here = b.start;
        expect(here).toEqual(packed(state));
        for (const w of walk) {
          if (state.phase !== 'play') break;
          const next = DIRS.map((d) => applyTip(state, d)).filter((r) => r.accepted);
          expect(b.tips(here)).toEqual(next.map((r) => packed(r.state)));
          const k = w % next.length;
          state = next[k].state;
          here = b.tips(here)[k];
          expect(b.won(here)).toBe(state.phase === 'won');
          if (state.phase === 'lost') expect(b.stuck(here)).toBe(true);
          if (b.stuck(here)) expect(winnableFrom(state)).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('pigmentBots', () => {
  const levels = authoredLevels();

  it('gives the same figures for the same seed (golden: the authored levels, 20 runs, seed 7)', () => {
    const golden = () =>
      levels.map((l) => [l.id, ...pigmentBots(l, { runs: 20, seed: 7 }).bots.map((f) => [f.solved, f.meanMoves])]);
    const figures = golden();
    expect(golden()).toEqual(figures);
    expect(figures).toMatchInlineSnapshot(`
      [
        [
          "first-face",
          [
            18,
            1.4444444444444444,
          ],
          [
            20,
            1,
          ],
          [
            20,
            1,
          ],
        ],
        [
          "return",
          [
            2,
            9.5,
          ],
          [
            20,
            10.8,
          ],
          [
            20,
            5,
          ],
        ],
        [
          "what-you-leave",
          [
            2,
            9.5,
          ],
          [
            20,
            9.1,
          ],
          [
            20,
            5,
          ],
        ],
        [
          "the-other-pair",
          [
            1,
            10,
          ],
          [
            20,
            13.8,
          ],
          [
            20,
            6,
          ],
        ],
        [
          "white",
          [
            0,
            null,
          ],
          [
            20,
            11.8,
          ],
          [
            20,
            6,
          ],
        ],
      ]
    `);
  });

  it('keeps every figure in range, and a solved run never beats the shortest line', () => {
    fc.assert(
      fc.property(boardNearShortest(3), fc.integer(), fc.constantFrom(...PIGMENT_BOT_NAMES), (l, seed, bot) => {
        const optimal = solvePigment(l).shortest;
        const budget = 3 * (optimal ?? 0);
        const run = playPigmentBotRun(bot, new PigmentBotBoard(l), budget, createRng(seed));
        expect(run.moves).toBeLessThanOrEqual(budget);
        if (run.solved) expect(run.moves).toBeGreaterThanOrEqual(optimal ?? Infinity);
        for (const f of pigmentBots(l, { runs: 5, seed, optimal }).bots) {
          expect(f.solveRate).toBeGreaterThanOrEqual(0);
          expect(f.solveRate).toBeLessThanOrEqual(1);
          expect(f.solveRate).toBe(f.solved / f.runs);
          if (f.meanMoves !== null) expect(f.meanMoves).toBeGreaterThanOrEqual(optimal ?? Infinity);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('solves a level with one tip, the winning one, with every bot on every run', () => {
    const r = pigmentBots(level({}), { runs: 30 });
    expect(r).toMatchObject({ optimal: 1, budget: 3 });
    expect(r.bots.map((f) => [f.bot, f.solveRate, f.meanMoves])).toEqual(PIGMENT_BOT_NAMES.map((b) => [b, 1, 1]));
  });

  it('never wins a level whose limit is below its shortest line, however many moves it gets', () => {
    const tight = { ...levels[1], limit: levels[1].limit - 1 };
    expect(pigmentBots(tight, { runs: 30 })).toMatchObject({ optimal: levels[1].limit, budget: 3 * levels[1].limit });
    expect(rates(tight, { budget: 200 })).toEqual([0, 0, 0]);
    // the bound sees it at the start: every move is a restart
    for (const bot of PIGMENT_BOT_NAMES)
      expect(playPigmentBotRun(bot, new PigmentBotBoard(tight), 9, createRng(1))).toEqual({ solved: false, moves: 9 });
  });

  it('never wins a level with no line, and gives it no budget by default', () => {
    const white = level({ marks: [{ at: [1, 0], color: 'white' }] });
    expect(pigmentBots(white, { runs: 4 })).toMatchObject({ optimal: null, budget: 0 });
    expect(rates(white, { budget: 30 })).toEqual([0, 0, 0]);
  });

  it('beats chance on the authored levels: the greedy bots win where the random one mostly does not', () => {
    const white = levels.find((l) => l.id === 'white') as PigmentLevel;
    const [random, greedy, lookahead] = rates(white, { seed: 3 });
    expect(random).toBeLessThan(greedy);
    expect(random).toBeLessThan(lookahead);
  });
});
