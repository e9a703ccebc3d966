import fc from 'fast-check';
import { codeOf, codesBefore, compileBoard, landOn, packState } from './board';
import { COLOR_COUNT, mix, orientationOf, ORIENTATIONS, START_DIE } from './die';
import { applyTip, initialState } from './rules';
import { generate, smallBoard } from './spec-helpers';
import { Colors, DIRS, type PigmentLevel } from './types';

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

describe('compileBoard, codeOf and packState on a hand-made board', () => {
  /** 3 × 2 with a hole at [1, 1]; an orange mark at [2, 0] (slot 0) and a blue one at [0, 1] (slot 1). */
  const level: PigmentLevel = {
    id: 'b',
    name: 'B',
    width: 3,
    height: 2,
    holes: [[1, 1]],
    start: [0, 0],
    stains: [{ at: [2, 0], color: 'red' }],
    marks: [
      { at: [2, 0], color: 'orange' },
      { at: [0, 1], color: 'blue' },
    ],
    limit: 9,
    replays: [],
  };

  it('tables: floor, the tip destinations in N S E W order (-1 off the board or onto the hole), mark slots, place values', () => {
    const b = compileBoard(level);
    expect(b.cells).toBe(6);
    expect([...b.floor]).toEqual([1, 1, 1, 1, 0, 1]);
    expect([...b.nb]).toEqual([
      ...[-1, 3, 1, -1], // [0, 0]
      ...[-1, -1, 2, 0], // [1, 0]: the hole south
      ...[-1, 5, -1, 1], // [2, 0]
      ...[0, -1, -1, -1], // [0, 1]: the hole east
      ...[-1, -1, -1, -1], // the hole
      ...[2, -1, -1, -1], // [2, 1]: the hole west
    ]);
    expect([...b.markOf]).toEqual([-1, -1, 0, 1, -1, -1]);
    expect(b.pow).toEqual([1, 9]);
    expect(b.target).toBe(Colors.orange + 9 * Colors.blue);
    expect(b.codes).toBe(81);
    expect(compileBoard({ ...level, marks: [] })).toMatchObject({ pow: [], target: 0, codes: 1 });
  });

  it('codeOf and packState: the marked stains base 9, the start cell and orientation 0', () => {
    const b = compileBoard(level);
    const s0 = initialState(level);
    expect(codeOf(level, b, s0)).toBe(Colors.red);
    expect(packState(level, b, s0)).toEqual({ pos: 0, orient: 0, code: Colors.red });
    const south = applyTip(s0, 'S').state; // blue lands on [0, 1]
    expect(packState(level, b, south)).toEqual({
      pos: 3,
      orient: orientationOf(south.die),
      code: Colors.red + 9 * Colors.blue,
    });
    expect(orientationOf(south.die)).toBeGreaterThan(0);
  });

  it('packState refuses a die no tips can reach', () => {
    const b = compileBoard(level);
    const bad = { ...initialState(level), die: { ...START_DIE, N: START_DIE.S, S: START_DIE.N } };
    expect(() => packState(level, b, bad)).toThrow('the die is not in an orientation reachable from the start');
  });

  it('landOn: off the marks the code stays; on a mark its digit becomes the mix with the face down', () => {
    const b = compileBoard(level);
    const code = Colors.red + 9 * Colors.yellow;
    ORIENTATIONS.down.forEach((face, o) => {
      expect(landOn(b, 0, o, code)).toBe(code);
      expect(landOn(b, 2, o, code)).toBe(mix(Colors.red, face) + 9 * Colors.yellow);
      expect(landOn(b, 3, o, code)).toBe(Colors.red + 9 * mix(Colors.yellow, face));
    });
  });

  it('codesBefore: the code itself off the marks; on a mark every stain that the face down mixes into its digit', () => {
    const b = compileBoard(level);
    const o = ORIENTATIONS.down.indexOf(Colors.white);
    // white clears: every stain of slot 1 came before an empty digit there
    expect(codesBefore(b, 3, o, Colors.red)).toEqual([...Array(9).keys()].map((s) => Colors.red + 9 * s));
    expect(codesBefore(b, 0, o, Colors.red)).toEqual([Colors.red]);
    // nothing white leaves behind is anything but empty
    expect(codesBefore(b, 2, o, Colors.red)).toEqual([]);
  });
});
