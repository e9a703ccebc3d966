import { formatErrors } from '@levelbench/formats';
import { defaultCurve, type Curve, type CurvePin } from './curve';
import { parseCurve } from './curve-format';
import { generateLevel } from './generate';
import { checkGenerated, verifyWatersortLevel } from './metrics';
import { curveLevel, curvePin, levelBoard, levelBoardIssues } from './pinned';
import { isWon, replay } from './rules';
import { curveOf, HAND_BOARD, UNSOLVABLE_BOARD } from './testing';

const small = curveOf(6, [3, 3], [4, 2]);
const hand = HAND_BOARD;
const withPin = (pin: CurvePin, curve: Curve = small): Curve => ({ ...curve, pinned: [pin] });
const text = (v: unknown) => JSON.stringify(v);

function errorsOf(curve: unknown): string {
  const parsed = parseCurve(text(curve), 'curve.json');
  if (parsed.ok) throw new Error('accepted a bad pin');
  return formatErrors(parsed.errors);
}

describe('pinned boards', () => {
  it('a pinned level serves the hand-made board, its note and a solution that sorts it', () => {
    const curve = withPin({ level: 2, board: hand, note: 'tutorial' });
    const l = curveLevel(curve, 2);
    expect(l).toMatchObject({ level: 2, pinned: true, note: 'tutorial', board: hand, colors: 3, mixedness: 9 });
    expect(l.solution.length).toBeGreaterThan(0);
    const end = replay(hand, l.solution);
    expect(end && isWon(end)).toBe(true);
    expect(levelBoard(curve, 2)).toEqual(hand);
    expect(curvePin(curve, 2)?.note).toBe('tutorial');
    expect(curvePin(curve, 3)).toBeUndefined();
    expect(l.target).not.toBeNull(); // what the tier promises the level, for the warning
  });

  it('pinning level k changes no other level: every other level is byte-equal to the unpinned curve', () => {
    const before = Array.from({ length: small.levels }, (_, i) => JSON.stringify(generateLevel(small, i + 1)));
    for (let k = 1; k <= small.levels; k++) {
      const curve = withPin({ level: k, board: hand });
      for (let n = 1; n <= small.levels; n++) {
        if (n === k) continue;
        const { pinned, ...level } = curveLevel(curve, n);
        expect(pinned).toBe(false);
        expect(JSON.stringify(level)).toBe(before[n - 1]);
        expect(JSON.stringify(levelBoard(curve, n))).toBe(JSON.stringify(JSON.parse(before[n - 1]).board));
      }
    }
  });

  it('on the shipped curve too: pinning level 1, 50 or 100 leaves the other 99 boards byte-equal', () => {
    const before = Array.from({ length: 100 }, (_, i) => JSON.stringify(generateLevel(defaultCurve, i + 1).board));
    for (const k of [1, 50, 100]) {
      const curve = withPin({ level: k, board: hand }, defaultCurve);
      const after = before.map((b, i) => (i + 1 === k ? b : JSON.stringify(levelBoard(curve, i + 1))));
      expect(after).toEqual(before);
      expect(levelBoard(curve, k)).toEqual(hand);
    }
  });

  it('an unpinned curve serves exactly the generator', () => {
    const { pinned, ...level } = curveLevel(small, 4);
    expect(pinned).toBe(false);
    expect(level).toEqual(generateLevel(small, 4));
    expect(() => curveLevel(small, 6)).toThrow(RangeError);
    expect(() => levelBoard(withPin({ level: 2, board: hand }), 6)).toThrow(RangeError);
  });

  it('parseCurve keeps pins and their notes', () => {
    const curve = withPin({ level: 5, board: hand, note: 'showcase' });
    expect(parseCurve(text(curve), 'curve.json')).toEqual({ ok: true, value: curve });
  });

  it('refuses bad pins naming the field', () => {
    expect(errorsOf(withPin({ level: 6, board: hand }))).toBe(
      "curve.json: /pinned/0/level: level 6 is past the curve's 5 levels",
    );
    expect(errorsOf({ ...small, pinned: [{ level: 0, board: hand }] })).toContain(
      '/pinned/0/level: must be at least 1',
    );
    expect(
      errorsOf({
        ...small,
        pinned: [
          { level: 2, board: hand },
          { level: 2, board: hand },
        ],
      }),
    ).toBe('curve.json: /pinned/1/level: level 2 is pinned twice (also at /pinned/0)');
    const teal = { ...hand, tubes: [['teal', ...hand.tubes[0].slice(1)], ...hand.tubes.slice(1)] };
    expect(errorsOf(withPin({ level: 1, board: teal }))).toContain('/pinned/0/board/tubes/0/0: must be one of "red"');
    expect(errorsOf({ ...small, pinned: [{ level: 1, board: { tubes: hand.tubes } }] })).toContain(
      '/pinned/0/board/capacity: is missing',
    );
    expect(errorsOf({ ...small, pinned: [{ level: 1, board: { ...hand, capacity: 3 } }] })).toContain(
      '/pinned/0/board/capacity',
    );
    expect(errorsOf({ ...small, pinned: [{ level: 1, board: hand, colour: 'x' }] })).toContain(
      '/pinned/0/colour: is not a known field',
    );
  });

  it("refuses a board off the seed's rules, naming the level and the part", () => {
    const short = { ...hand, tubes: [['red', 'orange', 'yellow'], ...hand.tubes.slice(1)] };
    const msg = errorsOf(withPin({ level: 3, board: short }));
    expect(msg).toContain('/pinned/0/board/tubes: pinned level 3: colour "red" has 3 units, expected exactly 4');
    const complete = {
      capacity: 4,
      tubes: [
        ['red', 'red', 'red', 'red'],
        ['orange', 'yellow', 'orange', 'yellow'],
        ['yellow', 'orange', 'yellow', 'orange'],
        [],
        [],
      ],
    };
    expect(errorsOf(withPin({ level: 1, board: complete }))).toBe(
      'curve.json: /pinned/0/board/tubes/0: pinned level 1: starts complete (full of one colour)',
    );
    const noEmpty = { capacity: 4, tubes: [...hand.tubes.slice(0, 3), ['red', 'orange'], ['yellow']] };
    const m2 = errorsOf(withPin({ level: 1, board: noEmpty }));
    expect(m2).toContain('pinned level 1: has 0 empty tubes, expected 2');
    const extraTube = { capacity: 4, tubes: [...hand.tubes, []] };
    expect(errorsOf(withPin({ level: 1, board: extraTube }))).toContain(
      'pinned level 1: has 6 tubes, expected 5 (3 colours + 2 empty)',
    );
  });

  it('levelBoardIssues accepts a seed board and names unknown colours for callers without the schema', () => {
    expect(levelBoardIssues(hand)).toEqual([]);
    expect(levelBoardIssues(generateLevel(small, 5).board)).toEqual([]);
    const odd = { capacity: 4, tubes: [['a', 'a', 'b', 'b'], ['b', 'b', 'a', 'a'], [], []] };
    expect(levelBoardIssues(odd).map((i) => i.path)).toContain('/tubes/0/0');
  });

  describe('verify', () => {
    const file = { curveFile: 'levels/watersort/curve.json' };
    /** 7 colours by the seed's rules, yet no pour sequence sorts it (found by exhaustive search). */
    const unsolvable = UNSOLVABLE_BOARD;

    it('a pinned board that keeps its tier promise passes without warnings', () => {
      const own = generateLevel(small, 2).board;
      const r = verifyWatersortLevel(withPin({ level: 2, board: own }), 2, file);
      expect(r).toMatchObject({ passed: true, failures: [], warnings: [] });
      expect(r.metrics?.optimalPours).toBeGreaterThanOrEqual(r.metrics?.mixedness as number);
      expect(r.metrics?.difficulty.exhaustive).toBe(true);
    });

    it('a pinned board off its tier promise passes with warnings naming the level and the file', () => {
      const generated = generateLevel(small, 4);
      const r = verifyWatersortLevel(withPin({ level: 4, board: hand }), 4, file);
      expect(r.passed).toBe(true);
      expect(r.warnings).toEqual([
        `pinned level 4 (levels/watersort/curve.json): misses the curve promise: mixedness 9, its tier asks ${generated.target}`,
        'pinned level 4 (levels/watersort/curve.json): has 3 colours, its tier has 4',
      ]);
      expect(verifyWatersortLevel(small, 4).warnings).toEqual([]);
    });

    it('a pinned board on a curve ranked by a difficulty axis is held to its band, as a warning', () => {
      const ranked: Curve = { ...small, rankBy: 'deadEndDensity' };
      const l = curveLevel(withPin({ level: 1, board: hand }, ranked), 1);
      expect(l.axis).toMatchObject({ axis: 'deadEndDensity' });
      const r = verifyWatersortLevel(withPin({ level: 1, board: hand }, ranked), 1, file);
      expect(r.failures).toEqual([]);
      const inside = l.axis && l.axis.value >= l.axis.min && l.axis.value <= l.axis.max;
      expect(r.warnings.some((w) => w.includes('deadEndDensity'))).toBe(!inside);
    });

    it('an unsolvable pinned board fails verify naming the level and the file', () => {
      const curve = withPin({ level: 2, board: unsolvable });
      expect(curveLevel(curve, 2).solution).toEqual([]);
      const r = verifyWatersortLevel(curve, 2, file);
      expect(r.passed).toBe(false);
      expect(r.failures).toEqual([
        'pinned level 2 (levels/watersort/curve.json): not proven solvable: no solver found a solution',
        expect.stringMatching(
          /^pinned level 2 \(levels\/watersort\/curve.json\): unsolvable: every one of its \d+ reachable positions is a dead end$/,
        ),
      ]);
    });

    it('checkGenerated holds a pinned level to the seed rules and its served solution', () => {
      const l = curveLevel(withPin({ level: 1, board: hand }), 1);
      const bad = { ...l, solution: l.solution.slice(0, -1) };
      expect(checkGenerated(bad, l).failures.join('\n')).toMatch(
        /^pinned level 1 \(curve.json\): solution of \d+ pours does not sort/m,
      );
      const complete = { ...l, board: { capacity: 4, tubes: [['red', 'red', 'red', 'red'], ...hand.tubes.slice(1)] } };
      expect(checkGenerated(complete, complete).failures.join('\n')).toContain('/tubes/0: starts complete');
    });
  });
});
