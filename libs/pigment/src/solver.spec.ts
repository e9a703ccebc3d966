import fc from 'fast-check';
import { solvePigmentBfs } from './testing';
import { generatePigmentBoard } from './generate';
import { playLine } from './rules';
import { solvePigment } from './solver';
import { expectSameAnswer, itGivesAuthoredAnswers } from './authored-answers.testing';
import { authoredLevels, generate, smallBoard } from './spec-helpers';
import type { PigmentLevel } from './types';

const levels = authoredLevels();
const byId = (id: string) => levels.find((l) => l.id === id) as PigmentLevel;
/** True when the line is accepted tip by tip and ends won after exactly its last tip. */
const winsExactly = (level: PigmentLevel, line: string) => {
  const { state, refused } = playLine({ ...level, limit: Number.MAX_SAFE_INTEGER }, line);
  const before = playLine({ ...level, limit: Number.MAX_SAFE_INTEGER }, line.slice(0, -1)).state;
  return refused.length === 0 && state.phase === 'won' && (line.length === 0 || before.phase === 'play');
};
const bare = { id: 'bare', name: 'Bare', holes: [], stains: [], replays: [], limit: 10 } as const;

describe('solvePigment (best-first)', () => {
  itGivesAuthoredAnswers(
    'leaves the authored level %s at %i tips / %i lines, as brute force counts them',
    (level) => solvePigment(level),
    (_, r) => expect(r.reason).toBeUndefined(),
  );

  it('agrees with the BFS reference on random small boards, and every listed line wins in exactly `shortest` tips', () => {
    fc.assert(
      fc.property(smallBoard, fc.integer({ min: 1, max: 4 }), (spec, cap) => {
        const level = generate(spec);
        if (!level) return;
        const ref = solvePigmentBfs(level, { linesCap: 100_000 });
        const r = solvePigment(level, { linesCap: 100_000 });
        expectSameAnswer(r, ref);
        expect(r.optimalLines).toEqual([...ref.optimalLines].sort());
        for (const line of r.optimalLines) {
          expect(line).toHaveLength(r.shortest as number);
          expect(winsExactly(level, line)).toBe(true);
        }
        // a cap lists the alphabetically first lines
        expect(solvePigment(level, { linesCap: cap }).optimalLines).toEqual(r.optimalLines.slice(0, cap));
      }),
      { numRuns: 150 },
    );
  });

  it('agrees with the BFS reference on boards with marks that may be unsolvable (random colours)', () => {
    const colors = ['red', 'yellow', 'blue', 'white', 'black', 'orange', 'purple', 'green'] as const;
    const board = fc
      .record({ width: fc.integer({ min: 2, max: 3 }), height: fc.integer({ min: 1, max: 3 }) })
      .chain(({ width, height }) => {
        const cell = fc.tuple(fc.integer({ min: 0, max: width - 1 }), fc.integer({ min: 0, max: height - 1 }));
        return fc.record({
          width: fc.constant(width),
          height: fc.constant(height),
          start: cell,
          marks: fc.uniqueArray(fc.record({ at: cell, color: fc.constantFrom(...colors) }), {
            minLength: 1,
            maxLength: 3,
            selector: (m) => `${m.at}`,
          }),
        });
      })
      .filter((b) => b.marks.every((m) => `${m.at}` !== `${b.start}`));
    fc.assert(
      fc.property(board, (b) => {
        const level: PigmentLevel = { ...bare, ...b };
        const ref = solvePigmentBfs(level);
        const r = solvePigment(level);
        expect([r.solvable, r.shortest, r.optimalCount, r.aborted]).toEqual([
          ref.solvable,
          ref.shortest,
          ref.optimalCount,
          false,
        ]);
        if (!r.solvable) expect(r.reason).toMatch(/cannot be reached|can never show|exhaustive: all/);
      }),
      { numRuns: 150 },
    );
  });

  it('agrees with the BFS reference under maxMoves, withinLimit and from a played state', () => {
    fc.assert(
      fc.property(
        smallBoard,
        fc.integer({ min: 0, max: 6 }),
        fc.string({ maxLength: 4 }),
        (spec, maxMoves, seedLine) => {
          const level = generate(spec);
          if (!level) return;
          const line = seedLine.replace(/[^NSEW]/g, '') || 'NSEW'.slice(0, maxMoves % 4);
          const from = playLine(level, line).state;
          for (const opts of [{ maxMoves }, { withinLimit: true }, { from }, { from, withinLimit: true }]) {
            const ref = solvePigmentBfs(level, { ...opts, linesCap: 100_000 });
            const r = solvePigment(level, { ...opts, linesCap: 100_000 });
            expect([r.solvable, r.shortest, r.optimalCount]).toEqual([ref.solvable, ref.shortest, ref.optimalCount]);
            expect(r.optimalLines).toEqual([...ref.optimalLines].sort());
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('proves a mark walled off by holes unreachable without searching', () => {
    const walled: PigmentLevel = {
      ...bare,
      width: 4,
      height: 4,
      start: [0, 0],
      holes: [
        [2, 3],
        [3, 2],
      ],
      marks: [
        { at: [1, 1], color: 'yellow' },
        { at: [3, 3], color: 'green' },
      ],
    };
    const r = solvePigment(walled);
    expect(r).toMatchObject({ solvable: false, exhaustive: true, aborted: false, states: 0 });
    expect(r.reason).toBe('the mark at 3,3 cannot be reached');
  });

  it('proves a colour the mixes can never make (white is never left behind)', () => {
    const r = solvePigment({ ...bare, width: 3, height: 3, start: [0, 0], marks: [{ at: [2, 2], color: 'white' }] });
    expect(r).toMatchObject({ solvable: false, exhaustive: true, states: 0 });
    expect(r.reason).toBe('the mark at 2,2 can never show white');
  });

  it('proves a corridor mark unsolvable from the faces that can land on it, and a joint conflict by exhausting the space', () => {
    const corridor = solvePigment({
      ...bare,
      width: 2,
      height: 1,
      start: [0, 0],
      marks: [{ at: [1, 0], color: 'purple' }],
    });
    // only yellow ever lands on [1, 0]
    expect(corridor.reason).toBe('the mark at 1,0 can never show purple');
    const conflict: PigmentLevel = {
      ...bare,
      width: 3,
      height: 2,
      start: [2, 1],
      marks: [
        { at: [1, 1], color: 'red' },
        { at: [2, 0], color: 'red' },
        { at: [1, 0], color: 'blue' },
      ],
    };
    const r = solvePigment(conflict);
    expect(r).toMatchObject({ solvable: false, exhaustive: true, aborted: false });
    expect(r.reason).toBe(`exhaustive: all ${r.states.toLocaleString('en-US')} states explored, none wins`);
    expect(solvePigmentBfs(conflict)).toMatchObject({ solvable: false, exhaustive: true });
  });

  it('says aborted (not unsolvable) when the state budget stops it, and reports progress', () => {
    const { level } = generatePigmentBoard(2, { width: 8, height: 8, marks: 6, walk: 50, holes: 4, stains: 4 });
    const seen: number[] = [];
    const r = solvePigment(level, { maxStates: 40, progressEvery: 10, onProgress: (p) => seen.push(p.states) });
    expect([r.solvable, r.aborted, r.exhaustive, r.states]).toEqual([false, true, false, 40]);
    expect(r.reason).toMatch(/^the search stopped at its budget of 40 states/);
    expect(seen.slice(0, 3)).toEqual([10, 20, 30]);
  });

  it('stops when shouldStop says so (cancelled) and polls it every progressEvery states', () => {
    const { level } = generatePigmentBoard(2, { width: 8, height: 8, marks: 6, walk: 50, holes: 4, stains: 4 });
    let polls = 0;
    const r = solvePigment(level, { progressEvery: 16, shouldStop: () => ++polls === 3 });
    expect(r).toMatchObject({ solvable: false, aborted: true, cancelled: true, exhaustive: false, states: 48 });
    expect(r.reason).toBe('cancelled after 48 states');
  });

  it('answers a level that is won at the start with 0 tips', () => {
    const r = solvePigment(byId('return'), { from: playLine(byId('return'), 'ESWNE').state });
    expect([r.shortest, r.optimalCount, r.optimalLines]).toEqual([0, 1, ['']]);
  });
});
