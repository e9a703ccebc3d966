import { analysePigment, firstUnwinnableTip, limitVerdict, replayLine, winnableFrom } from './analyse';
import { pigmentMetrics } from './metrics';
import { playLine } from './rules';
import { solvePigment } from './solver';
import { authoredLevels } from './spec-helpers';
import type { PigmentLevel } from './types';

const levels = authoredLevels();
const byId = (id: string) => levels.find((l) => l.id === id) as PigmentLevel;

describe('analysePigment', () => {
  it('reuses a known solve of the same board (solved): a new limit is re-checked without a search', () => {
    const ret = byId('return');
    const solved = solvePigment(ret, { linesCap: 10 });
    const marked = { ...solved, states: 123_456 }; // a marker: the reused solve comes back as it is
    const slack = { ...ret, limit: 7 };
    const again = analysePigment(slack, { solved: marked, metrics: false });
    const fresh = analysePigment(slack, { linesCap: 10, metrics: false });
    expect(again.solve.states).toBe(123_456);
    expect({ ...again, solve: { ...again.solve, states: fresh.solve.states } }).toEqual(fresh);
    expect(again.limitVerdict).toBe('slack');
    expect(analysePigment({ ...ret, limit: 4 }, { solved, metrics: false }).limitVerdict).toBe('impossible');
  });

  it("takes the level's own state budget (maxStates) unless the caller gives one", () => {
    const white = byId('white');
    expect(analysePigment({ ...white, maxStates: 20 }, { metrics: false }).solve.aborted).toBe(true);
    expect(analysePigment({ ...white, maxStates: 20 }, { metrics: false, maxStates: 10_000 }).solve.aborted).toBe(
      false,
    );
    expect(solvePigment({ ...white, maxStates: 20 }).states).toBe(20);
  });

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

describe('analysePigment options', () => {
  it('gives the metrics unless `metrics: false`, and replays unless `replays: false`', () => {
    const level = { ...byId('return'), replays: [{ moves: 'E', expect: 'won' as const }] };
    const full = analysePigment(level);
    expect(full.metrics).toEqual(pigmentMetrics(level));
    expect(full.failures).toEqual(['replay E expected won but ended play']);
    const lean = analysePigment(level, { metrics: false, replays: false });
    expect(lean.metrics).toBeNull();
    expect([lean.replays, lean.failures, lean.passed]).toEqual([[], [], true]);
    expect(lean.solve).toEqual(full.solve);
    // metrics options are passed on as they are; by default the solve's budget caps them
    expect(analysePigment(level, { maxStates: 2 }).metrics?.exhaustive).toBe(false);
    expect(analysePigment(level, { maxStates: 2, metrics: { maxStates: 1000 } }).metrics).toEqual(full.metrics);
  });

  it('reports the progress of the solve and honours its budget and cancel; the replays get the budget only', () => {
    const level = byId('white');
    const progress = (opts: { replays?: boolean }) => {
      const bounds: number[] = [];
      analysePigment(level, { ...opts, progressEvery: 1, onProgress: (p) => bounds.push(p.bound) });
      return bounds;
    };
    // progress comes from the one solve only, not from the replays' winnable checks
    expect(progress({}).length).toBeGreaterThan(1);
    expect(progress({})).toEqual(progress({ replays: false }));
    // maxMoves is the solve's horizon, not the replays': the authored lines keep their winnable verdicts
    const cut = analysePigment(level, { maxMoves: 3 });
    expect(cut.limitVerdict).toBe('unknown');
    expect(cut.replays).toEqual(analysePigment(level).replays);
    expect(cut.replays.some((r) => r.firstUnwinnableTip !== null)).toBe(true);
    const stopped = analysePigment(level, { progressEvery: 1, shouldStop: () => true });
    expect([stopped.solve.cancelled, stopped.limitVerdict]).toEqual([true, 'unknown']);
    expect(stopped.replays.every((r) => r.passed)).toBe(true);
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
