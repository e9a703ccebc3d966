import fc from 'fast-check';
import { compileBoard, packState } from './board';
import { COLOR_COUNT, colorOf, MIX } from './die';
import { generatePigmentBoard } from './generate';
import { solvePigmentV1 } from './testing';
import { INF, landingsTo, markClasses, relaxationsOf } from './relaxations';
import { applyTip, initialState, playLine } from './rules';
import { solvePigment } from './solver';
import { expectSameAnswer } from './authored-answers.testing';
import { DIRS, type PigmentLevel } from './types';

/** Medium random boards (issue #25): up to 6×6 with up to 5 marks spread over it, secondary colours first. */
const mediumBoard = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  size: fc.integer({ min: 3, max: 6 }),
  marks: fc.integer({ min: 2, max: 5 }),
  walk: fc.integer({ min: 4, max: 30 }),
  holes: fc.integer({ min: 0, max: 5 }),
  stains: fc.integer({ min: 0, max: 4 }),
  pick: fc.constantFrom('spread' as const, 'late' as const),
});
type MediumSpec = typeof mediumBoard extends fc.Arbitrary<infer T> ? T : never;
const generateMedium = ({ seed, size, ...opts }: MediumSpec) => {
  try {
    return generatePigmentBoard(seed, { width: size, height: size, ...opts }).level;
  } catch {
    return null;
  }
};

const hOf = (level: PigmentLevel, state: ReturnType<typeof initialState>) => {
  const board = compileBoard(level);
  const { pos, orient, code } = packState(level, board, state);
  return relaxationsOf(level, board).bound(board, pos, orient, code);
};

describe('the cover relaxation over mark classes (issue #25)', () => {
  it('gives a secondary colour on empty four classes: the target, each primary, and the rest', () => {
    const orange = colorOf('orange');
    const need = landingsTo(orange);
    expect([need[colorOf('red')], need[colorOf('yellow')], need[colorOf('empty')], need[colorOf('blue')]]).toEqual([
      1, 1, 2, 3,
    ]);
    const classes = markClasses(need, 2, true);
    expect(classes.count).toBe(4);
    const [red, yellow, empty] = [colorOf('red'), colorOf('yellow'), colorOf('empty')].map((c) => classes.classOf[c]);
    expect(new Set([red, yellow, empty, classes.classOf[orange]]).size).toBe(4);
    expect(classes.classOf[colorOf('blue')]).toBe(empty);
    // red on the mark already: only yellow finishes it; red again does nothing in the relaxation
    expect(classes.moves[red * COLOR_COUNT + colorOf('yellow')]).toBe(1);
    expect(classes.moves[red * COLOR_COUNT + colorOf('red')]).toBe(0);
    // from empty: red or yellow make one of the halves
    expect(classes.moves[empty * COLOR_COUNT + colorOf('red')]).toBe(1 << red);
    expect(classes.moves[empty * COLOR_COUNT + colorOf('yellow')]).toBe(1 << yellow);
    // counters lose which primary is there: both primaries finish "one landing left"
    const counters = markClasses(need, 2, false);
    expect(counters.count).toBe(3);
    expect(counters.moves[1 * COLOR_COUNT + colorOf('red')]).toBe(1);
    expect(MIX.length).toBe(COLOR_COUNT * COLOR_COUNT);
  });

  it('is consistent along random walks (h never drops by more than one per tip) and admissible at the start', () => {
    fc.assert(
      fc.property(mediumBoard, fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 40 }), (spec, tips) => {
        const level = generateMedium(spec);
        if (!level) return;
        const r = solvePigment(level, { linesCap: 1 });
        let state = initialState({ ...level, limit: Number.MAX_SAFE_INTEGER });
        let h = hOf(level, state);
        if (r.solvable) expect(h).toBeLessThanOrEqual(r.shortest as number);
        else if (r.exhaustive) expect(r.solvable).toBe(false);
        for (const k of tips) {
          const next = applyTip(state, DIRS[k]);
          if (!next.accepted || next.state.phase !== 'play') continue;
          const h2 = hOf(level, next.state);
          if (h !== INF) expect(h).toBeLessThanOrEqual(h2 === INF ? INF : h2 + 1);
          else expect(h2).toBe(INF);
          state = next.state;
          h = h2;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('solvePigment agrees with the solver of issue #12 on medium boards, and every listed line wins in exactly `shortest` tips', () => {
    fc.assert(
      fc.property(mediumBoard, (spec) => {
        const level = generateMedium(spec);
        if (!level) return;
        const ref = solvePigmentV1(level, { linesCap: 50 });
        const r = solvePigment(level, { linesCap: 50 });
        expectSameAnswer(r, ref);
        expect(r.optimalLines).toEqual(ref.optimalLines);
        for (const line of r.optimalLines) {
          const played = playLine({ ...level, limit: r.shortest as number }, line);
          expect(played.refused).toEqual([]);
          expect(played.state.phase).toBe('won');
          expect(played.state.spent).toBe(r.shortest);
        }
      }),
      { numRuns: 80 },
    );
  });
});
