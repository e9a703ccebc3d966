import fc from 'fast-check';
import { parsePigmentLevel } from './level';
import { playLine } from './rules';
import { solvePigment } from './solver';
import {
  boardKey,
  canonicalBoardKey,
  runAttempts,
  SuggestCollector,
  suggestPigment,
  suggestPigmentSteps,
  transformBoard,
} from './suggest';
import type { PigmentLevel } from './types';
import { resolveSuggestOptions, SUGGEST_COLORS } from './suggest-options';
import { COLOR_NAMES } from './types';
import { bruteForceWins } from './spec-helpers';

describe('suggestPigment', () => {
  it('every suggestion on a small board is unique-optimal by brute-force enumeration of all lines up to L', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 3, max: 4 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 3, max: 7 }),
        fc.boolean(),
        (seed, width, height, marks, length, stains) => {
          const r = suggestPigment({ width, height, marks, length, stains, count: 2, seed, maxAttempts: 300 });
          for (const s of r.suggestions) {
            for (let n = 0; n < length; n++) expect(bruteForceWins(s.level, n)).toEqual([]);
            expect(bruteForceWins(s.level, length)).toEqual([s.level.replays[0].moves]);
            expect(s.level.limit).toBe(length);
            expect(s.shortest).toBe(length);
            expect(s.optimalCount).toBe(1);
            checked++;
          }
        },
      ),
      { numRuns: 25 },
    );
    expect(checked).toBeGreaterThan(10);
  });

  it('gives schema-valid, distinct boards whose stored line wins, proven by the solver and measured', () => {
    const r = suggestPigment({ width: 6, height: 6, marks: 3, length: 12, count: 5, seed: 7, stains: true });
    expect(r.complete).toBe(true);
    expect(r.suggestions).toHaveLength(5);
    expect(new Set(r.suggestions.map((s) => boardKey(s.level))).size).toBe(5);
    expect(new Set(r.suggestions.map((s) => s.level.id)).size).toBe(5);
    for (const s of r.suggestions) {
      const parsed = parsePigmentLevel(JSON.stringify(s.level), `${s.level.id}.json`);
      expect(parsed.ok).toBe(true);
      const solve = solvePigment(s.level);
      expect([solve.shortest, solve.optimalCount]).toEqual([12, 1]);
      expect(solve.solution).toBe(s.level.replays[0].moves);
      expect(playLine(s.level, s.level.replays[0].moves).state.phase).toBe('won');
      expect(s.metrics).toMatchObject({ shortest: 12, optimalCount: 1, exhaustive: true });
      expect(s.level.holes.length).toBeLessThanOrEqual(Math.floor(0.3 * 36));
    }
    const difficulties = r.suggestions.map((s) => s.metrics.difficulty ?? 0);
    expect(difficulties).toEqual([...difficulties].sort((a, b) => b - a));
  });

  it('is deterministic per seed, and pins golden seeds', () => {
    const opts = { width: 5, height: 5, marks: 2, length: 8, count: 3, seed: 11 };
    const a = suggestPigment(opts);
    expect(suggestPigment(opts)).toEqual(a);
    expect(suggestPigment({ ...opts, seed: 12 }).suggestions.map((s) => boardKey(s.level))).not.toEqual(
      a.suggestions.map((s) => boardKey(s.level)),
    );
    expect(
      a.suggestions.map((s) => ({ id: s.level.id, key: boardKey(s.level), line: s.level.replays[0].moves })),
    ).toMatchSnapshot();
    const big = suggestPigment({ width: 6, height: 6, marks: 3, length: 12, count: 2, seed: 7 });
    expect(big.suggestions.map((s) => [s.level.id, boardKey(s.level), s.metrics.difficulty])).toMatchSnapshot();
  });

  it('uses the board (spread): line and marks span half its width and height unless asked otherwise (issue #25)', () => {
    const spanOf = (cells: readonly (readonly [number, number])[]) => [
      Math.max(...cells.map((c) => c[0])) - Math.min(...cells.map((c) => c[0])) + 1,
      Math.max(...cells.map((c) => c[1])) - Math.min(...cells.map((c) => c[1])) + 1,
    ];
    const lineCells = (l: PigmentLevel) => {
      let [x, y] = l.start;
      const out: [number, number][] = [[x, y]];
      for (const d of l.replays[0].moves) {
        x += d === 'E' ? 1 : d === 'W' ? -1 : 0;
        y += d === 'S' ? 1 : d === 'N' ? -1 : 0;
        out.push([x, y]);
      }
      return out;
    };
    const opts = { width: 7, height: 7, marks: 3, length: 14, count: 3, seed: 5 };
    const spread = suggestPigment(opts);
    expect(spread.suggestions).toHaveLength(3);
    for (const s of spread.suggestions) {
      expect(spanOf(lineCells(s.level)).every((n) => n >= 4)).toBe(true);
      expect(spanOf(s.level.marks.map((m) => m.at)).every((n) => n >= 4)).toBe(true);
    }
    // asked otherwise: corners are allowed again, and some board of the same seed is one
    const anywhere = suggestPigment({ ...opts, spread: false, count: 6 });
    expect(anywhere.suggestions.some((s) => spanOf(s.level.marks.map((m) => m.at)).some((n) => n < 4))).toBe(true);
  });

  it('never suggests two boards equal under a rotation or mirror of the square', () => {
    // 3×3, one mark, three tips: 30 boards asked, only 8 differ up to symmetry (without the check: 30, 8 distinct)
    const r = suggestPigment({ width: 3, height: 3, marks: 1, length: 3, count: 30, seed: 2, unique: false, holes: 0 });
    expect(r.suggestions).toHaveLength(8);
    const keys = r.suggestions.map((s) => canonicalBoardKey(s.level));
    expect(new Set(keys).size).toBe(keys.length);
    // the canonical key is the same for all 8 images of a board, and differs from another board's
    const level = r.suggestions[0].level;
    for (let k = 0; k < 8; k++) expect(canonicalBoardKey(transformBoard(level, k))).toBe(keys[0]);
    expect(boardKey(transformBoard(level, 1))).not.toBe(boardKey(level));
  });

  it('keeps to the allowed colours, the hole budget and a length range', () => {
    const r = suggestPigment({
      width: 5,
      height: 5,
      marks: 2,
      length: [6, 8],
      colors: ['green', 'orange', 'purple'],
      holes: 3,
      count: 3,
      seed: 3,
    });
    expect(r.suggestions.length).toBeGreaterThan(0);
    for (const s of r.suggestions) {
      expect(s.level.marks.every((m) => ['green', 'orange', 'purple'].includes(m.color))).toBe(true);
      expect(s.level.holes.length).toBeLessThanOrEqual(3);
      expect(s.shortest).toBeGreaterThanOrEqual(6);
      expect(s.shortest).toBeLessThanOrEqual(8);
      expect(s.level.id).toMatch(new RegExp(`^s-5x5-l${s.shortest}-3-0\\d$`));
    }
  });

  it('without unique, proves the shortest line and reports how many there are', () => {
    const r = suggestPigment({ width: 4, height: 4, marks: 1, length: 4, unique: false, count: 3, seed: 5 });
    expect(r.suggestions.length).toBe(3);
    expect(r.suggestions.some((s) => s.optimalCount > 1)).toBe(true);
    for (const s of r.suggestions) {
      const solve = solvePigment(s.level);
      expect(solve.shortest).toBe(4);
      expect(solve.optimalCount).toBe(s.optimalCount);
    }
  });

  it('stops at its budget and says it is incomplete', () => {
    const r = suggestPigment({ width: 6, height: 6, marks: 3, length: 12, count: 50, seed: 1, maxAttempts: 10 });
    expect(r.complete).toBe(false);
    expect(r.attempts).toBe(10);
  });

  it('finds the same boards when attempts run in chunks, out of order, and are collected in order', () => {
    const opts = { width: 6, height: 6, marks: 3, length: 12, count: 4, seed: 21 };
    const c = new SuggestCollector(opts);
    const chunks = [runAttempts(opts, 8, 16), runAttempts(opts, 0, 8), runAttempts(opts, 16, 200)];
    for (const r of [...chunks[1], ...chunks[0], ...chunks[2]]) c.add(r);
    expect(c.result()).toEqual(suggestPigment(opts));
    expect(() => new SuggestCollector(opts).add(chunks[0][0])).toThrow('attempt 8 arrived, expected 0');
  });

  it('streams progress and each board as it is found', () => {
    const events = [...iterate(suggestPigmentSteps({ width: 5, height: 5, marks: 2, length: 7, count: 2, seed: 9 }))];
    expect(events.filter((e) => e.type === 'suggestion').map((e) => e.found)).toEqual([1, 2]);
  });

  it.each([
    [{ width: 2, height: 2, marks: 4, length: 5 }, '4 marks do not fit on a 2×2 board'],
    [{ width: 5, height: 5, marks: 2, length: 0 }, 'at least 1'],
    [{ width: 5, height: 5, marks: 2, length: 6, colors: ['teal'] }, 'unknown colour "teal"'],
    [{ width: 5, height: 5, marks: 3, length: 2 }, 'cannot paint 3 marks'],
    [{ width: 13, height: 5, marks: 1, length: 4 }, 'larger than 12×12'],
    [{ width: 8, height: 8, marks: 8, length: 20 }, 'at most 7 marks'],
  ])('refuses impossible options with a plain sentence: %j', (opts, sentence) => {
    const r = resolveSuggestOptions(opts);
    expect('error' in r && r.error).toContain(sentence);
    expect(() => suggestPigment(opts)).toThrow(sentence);
  });

  it("lets marks ask for every colour but empty unless told otherwise (SUGGEST_COLORS, the dialog's checkboxes)", () => {
    const r = resolveSuggestOptions({ width: 5, height: 5, marks: 2, length: 6 });
    expect('colors' in r && r.colors).toEqual(SUGGEST_COLORS);
    expect(SUGGEST_COLORS).toEqual(COLOR_NAMES.filter((c) => c !== 'empty'));
    expect(SUGGEST_COLORS).toHaveLength(8);
  });
});

function* iterate<T, R>(g: Generator<T, R>): Generator<T> {
  for (let r = g.next(); !r.done; r = g.next()) yield r.value;
}
