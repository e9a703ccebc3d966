import fc from 'fast-check';
import { solveNaive, solvePigmentBfs } from './testing';
import { compileBoard, packState } from './board';
import { unsolvableReason } from './proofs';
import { relaxationsOf } from './relaxations';
import { applyTip, initialState } from './rules';
import { generate, smallBoard } from './spec-helpers';
import { COLOR_NAMES, type ColorName, type PigmentLevel, type PigmentState } from './types';

const bare: PigmentLevel = {
  id: 'p',
  name: 'P',
  width: 3,
  height: 3,
  holes: [],
  start: [0, 0],
  stains: [],
  marks: [],
  limit: 99,
  replays: [],
};

/** unsolvableReason of a level from its start (or a given state), and how often it built the relaxations. */
function reason(level: PigmentLevel, from: PigmentState = initialState(level)) {
  const board = compileBoard(level);
  let built = 0;
  const relax = () => {
    built++;
    return relaxationsOf(level, board);
  };
  return { reason: unsolvableReason(level, board, relax, packState(level, board, from)), built };
}

/** 4 × 3 whose corner cell 3,2 the holes at 2,2 and 3,1 wall off. */
const walledCorner = {
  ...bare,
  width: 4,
  height: 3,
  holes: [
    [2, 2],
    [3, 1],
  ] as const,
};

/** 3 × 2 without its north-west corner, start south-west, a yellow mark at [2, 0] (yellow lands there, never last). */
const cornerlessYellow: PigmentLevel = {
  ...bare,
  width: 3,
  height: 2,
  holes: [[0, 0]],
  start: [0, 1],
  marks: [{ at: [2, 0], color: 'yellow' }],
};

describe('unsolvableReason', () => {
  it('a mark walled off by holes cannot be reached (named by x, y), without building the relaxations', () => {
    const walled = { ...walledCorner, marks: [{ at: [3, 2] as const, color: 'red' as ColorName }] };
    expect(reason(walled)).toEqual({ reason: 'the mark at 3,2 cannot be reached', built: 0 });
  });

  it('a mark no face that lands there can turn its colour can never show it', () => {
    // only yellow ever lands on [1, 0] of a 2 × 1 corridor
    const corridor = { ...bare, width: 2, height: 1 };
    expect(reason({ ...corridor, marks: [{ at: [1, 0], color: 'purple' }] })).toEqual({
      reason: 'the mark at 1,0 can never show purple',
      built: 0,
    });
    // yellow does land there, but not on a black stain: black seals
    const sealed = { ...corridor, stains: [{ at: [1, 0] as const, color: 'black' as ColorName }] };
    expect(reason({ ...sealed, marks: [{ at: [1, 0], color: 'yellow' }] }).reason).toBe(
      'the mark at 1,0 can never show yellow',
    );
    // mixes count: yellow on red is orange, and orange is reachable
    const red = { ...corridor, stains: [{ at: [1, 0] as const, color: 'red' as ColorName }] };
    expect(reason({ ...red, marks: [{ at: [1, 0], color: 'orange' }] })).toEqual({ reason: null, built: 1 });
    // white is never left behind (it clears), on any board
    expect(reason({ ...bare, marks: [{ at: [2, 1], color: 'white' }] }).reason).toBe(
      'the mark at 2,1 can never show white',
    );
  });

  it('a mark whose faces could make its colour but no line finishes it, even alone, fails on the relaxation', () => {
    // 3 × 2 without its north-west corner, start south-west: yellow lands on [2, 0], never last
    const level = cornerlessYellow;
    expect(reason(level)).toEqual({ reason: 'the mark at 2,0 can never show yellow, even on its own', built: 1 });
    const naive = solveNaive(level);
    expect([naive.solvable, naive.aborted]).toEqual([false, false]);
  });

  it('marks that already hold are skipped; the first failing mark is named, by its place in the list', () => {
    const walledAt = [3, 2] as const;
    const level = { ...walledCorner, stains: [{ at: walledAt, color: 'red' as ColorName }] };
    // the walled-off mark already red: nothing to prove there
    expect(reason({ ...level, marks: [{ at: walledAt, color: 'red' }] })).toEqual({ reason: null, built: 1 });
    expect(
      reason({
        ...level,
        marks: [
          { at: walledAt, color: 'red' },
          { at: [1, 0], color: 'white' },
        ],
      }).reason,
    ).toBe('the mark at 1,0 can never show white');
    expect(
      reason({
        ...level,
        marks: [
          { at: [1, 0], color: 'yellow' },
          { at: walledAt, color: 'orange' },
          { at: [0, 2], color: 'white' },
        ],
      }).reason,
    ).toBe('the mark at 3,2 cannot be reached');
    // the second of two marks fails the relaxation (the first holds already)
    const relaxed: PigmentLevel = {
      ...cornerlessYellow,
      stains: [{ at: [1, 1], color: 'blue' }],
      marks: [
        { at: [1, 1], color: 'blue' },
        { at: [2, 0], color: 'yellow' },
      ],
    };
    expect(reason(relaxed).reason).toBe('the mark at 2,0 can never show yellow, even on its own');
  });

  it('reads the stains from the state it starts at, not the level', () => {
    const corridor = { ...bare, width: 3, height: 1, marks: [{ at: [1, 0] as const, color: 'yellow' as ColorName }] };
    expect(reason(corridor).reason).toBe(null);
    // a state (as a caller may pass in) with black on the mark: black seals, and only yellow lands there
    const s0 = initialState(corridor);
    const board = compileBoard(corridor);
    const sealed = { ...s0, stains: [0, 5, 0] };
    expect(
      unsolvableReason(corridor, board, () => relaxationsOf(corridor, board), packState(corridor, board, sealed)),
    ).toBe('the mark at 1,0 can never show yellow');
  });

  it("reads the die's place and orientation from the state it starts at", () => {
    // 3 × 2 without its north-west corner: after E N the die stands on [1, 0] (beside the hole) turned over
    const level = cornerlessYellow;
    const after = (l: PigmentLevel, moves: string) =>
      [...moves].reduce((s, m) => applyTip(s, m).state, initialState(l));
    expect(reason(level, after(level, 'EN'))).toEqual({
      reason: 'the mark at 2,0 can never show yellow, even on its own',
      built: 1,
    });
    // red on the mark, orange wanted: after E the relaxation still finds a way (read at the state's orientation)
    const red: PigmentLevel = {
      ...level,
      stains: [{ at: [2, 0], color: 'red' }],
      marks: [{ at: [2, 0], color: 'orange' }],
    };
    expect(reason(red, after(red, 'E')).reason).toBe(null);
  });

  it("the relaxation reads the mark's own stain: blue that can never turn green, even on its own", () => {
    const level: PigmentLevel = {
      ...cornerlessYellow,
      stains: [{ at: [2, 0], color: 'blue' }],
      marks: [{ at: [2, 0], color: 'green' }],
    };
    expect(reason(level).reason).toBe('the mark at 2,0 can never show green, even on its own');
    const naive = solveNaive(level);
    expect([naive.solvable, naive.aborted]).toEqual([false, false]);
  });

  it("a later mark's stain is read at its own place value (the second mark already holds)", () => {
    const walledAt = [3, 2] as const;
    const level: PigmentLevel = {
      ...walledCorner,
      stains: [{ at: walledAt, color: 'red' }],
      marks: [
        { at: [1, 0], color: 'yellow' },
        { at: walledAt, color: 'red' },
      ],
    };
    expect(reason(level).reason).toBe(null);
  });

  it('property: no reason for a generated (solvable) board; a reason only where the BFS finds no line', () => {
    fc.assert(
      fc.property(
        smallBoard,
        fc.array(fc.constantFrom(...COLOR_NAMES.slice(1)), { minLength: 3, maxLength: 3 }),
        (opts, colors) => {
          const level = generate({ ...opts, width: Math.min(opts.width, 3), height: Math.min(opts.height, 3) });
          if (!level) return;
          expect(reason(level).reason).toBe(null);
          const recoloured = { ...level, marks: level.marks.map((m, i) => ({ ...m, color: colors[i] })) };
          const board = compileBoard(recoloured);
          const start = packState(recoloured, board, initialState(recoloured));
          if (start.code === board.target) return;
          if (reason(recoloured).reason === null) return;
          const bfs = solvePigmentBfs(recoloured);
          expect([bfs.solvable, bfs.exhaustive]).toEqual([false, true]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
