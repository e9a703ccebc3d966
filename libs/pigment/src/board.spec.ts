import fc from 'fast-check';
import { codesBefore, compileBoard, landOn, packState } from './board';
import { COLOR_COUNT } from './die';
import { applyTip, initialState } from './rules';
import { generate, smallBoard } from './spec-helpers';
import { DIRS } from './types';

describe('the move rule on packed states', () => {
  it('property: landOn after a tip is the packed code of the rules state the tip reaches, and codesBefore undoes it', () => {
    fc.assert(
      fc.property(smallBoard, fc.array(fc.constantFrom(...DIRS), { minLength: 1, maxLength: 12 }), (opts, tips) => {
        const level = generate(opts);
        if (!level) return;
        const board = compileBoard(level);
        let state = initialState({ ...level, limit: Number.MAX_SAFE_INTEGER });
        for (const d of tips) {
          const r = applyTip(state, d);
          if (!r.accepted) continue;
          const before = packState(level, board, state);
          const after = packState(level, board, r.state);
          expect(landOn(board, after.pos, after.orient, before.code)).toBe(after.code);
          const back = codesBefore(board, after.pos, after.orient, after.code);
          expect(back).toContain(before.code);
          for (const c of back) expect(landOn(board, after.pos, after.orient, c)).toBe(after.code);
          state = r.state;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('property: codesBefore lists exactly the codes landOn maps onto a code (none off the marks but the code itself)', () => {
    fc.assert(
      fc.property(smallBoard, fc.nat(), fc.nat(23), (opts, pick, orient) => {
        const level = generate(opts);
        if (!level) return;
        const board = compileBoard(level);
        const to = pick % board.cells;
        const wanted = new Map<number, number[]>();
        for (let c = 0; c < board.codes; c++) {
          const n = landOn(board, to, orient, c);
          wanted.set(n, [...(wanted.get(n) ?? []), c]);
        }
        for (let c = 0; c < board.codes; c++)
          expect(codesBefore(board, to, orient, c).sort((a, b) => a - b)).toEqual(wanted.get(c) ?? []);
        if (board.markOf[to] < 0) expect(codesBefore(board, to, orient, 5 % board.codes)).toEqual([5 % board.codes]);
        expect(board.codes).toBe(COLOR_COUNT ** level.marks.length);
      }),
      { numRuns: 60 },
    );
  });
});
