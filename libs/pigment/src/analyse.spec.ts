import { analysePigment, firstUnwinnableTip, limitVerdict, replayLine, winnableFrom } from './analyse';
import { playLine } from './rules';
import { solvePigment } from './solver';
import { authoredLevels } from './spec-helpers';
import type { PigmentLevel } from './types';

const levels = authoredLevels();
const byId = (id: string) => levels.find((l) => l.id === id) as PigmentLevel;

describe('analysePigment', () => {
  it('passes every authored level: limit == shortest and every replay reaches its phase', () => {
    for (const level of levels) {
      const a = analysePigment(level);
      expect([level.id, a.limitVerdict, a.failures, a.passed]).toEqual([level.id, 'ok', [], true]);
      expect(a.replays.map((r) => r.actual)).toEqual(level.replays.map((r) => r.expect));
    }
  });

  it('judges slack and impossible limits and failed replays', () => {
    const slack = analysePigment({ ...byId('return'), limit: 6 });
    expect([slack.limitVerdict, slack.passed]).toEqual(['slack', false]);
    expect(slack.failures).toContain('limit 6 is more than the shortest line 5 (slack)');
    const tight = analysePigment({ ...byId('return'), limit: 4 });
    expect(tight.limitVerdict).toBe('impossible');
    expect(tight.failures).toContain('replay ESWNE expected won but ended lost');
    const wrong = analysePigment({ ...byId('what-you-leave'), replays: [{ moves: 'ESENW', expect: 'won' }] });
    expect(wrong.failures).toEqual(['replay ESENW expected won but ended lost']);
  });

  it('reports unknown when the budget or horizon stops the search', () => {
    const aborted = analysePigment(byId('white'), { maxStates: 20 });
    expect([aborted.limitVerdict, aborted.passed]).toEqual(['unknown', false]);
    expect(aborted.failures[0]).toMatch(/budget of 20 states/);
    expect(limitVerdict(3, solvePigment(byId('white'), { maxMoves: 3 }))).toBe('unknown');
  });
});

describe('firstUnwinnableTip', () => {
  it('finds the tip after which the level can no longer be won within the limit', () => {
    const level = byId('what-you-leave');
    // E S keeps ESWNE open; the third tip E leaves too few moves to fix the start cell
    expect(firstUnwinnableTip(level, 'ESENW')).toBe(3);
    expect(firstUnwinnableTip(level, 'ESWNE')).toBeNull();
    expect(firstUnwinnableTip(byId('first-face'), 'S')).toBe(1);
    expect(firstUnwinnableTip(byId('first-face'), 'NNS')).toBe(3); // refused tips are counted in the index but never lose
    expect(firstUnwinnableTip({ ...byId('return'), limit: 4 }, 'E')).toBe(0);
  });

  it('agrees with a fresh solve from every prefix', () => {
    const level = byId('white');
    const line = 'ESEENW';
    const at = firstUnwinnableTip(level, line) as number;
    expect(at).toBeGreaterThan(0);
    for (let i = 0; i < line.length; i++) {
      const state = playLine(level, line.slice(0, i + 1)).state;
      expect(winnableFrom(state)).toBe(i + 1 < at);
    }
  });

  it('is part of each replay result', () => {
    expect(replayLine(byId('return'), 'EWEWE', 'lost')).toMatchObject({
      actual: 'lost',
      passed: true,
      firstUnwinnableTip: 2,
      refused: [],
    });
    expect(replayLine(byId('first-face'), 'NWE', 'won')).toMatchObject({
      actual: 'won',
      refused: [1, 2],
      firstUnwinnableTip: null,
    });
  });
});
