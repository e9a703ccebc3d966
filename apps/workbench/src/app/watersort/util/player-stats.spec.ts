import fc from 'fast-check';
import * as ps from './player-stats';

const T0 = Date.UTC(2026, 10, 30, 9, 0, 0);

/** statsFor that fails the test instead of returning null. */
function must(stats: ps.PlayerStats, key: string): ps.KeyStats {
  const k = ps.statsFor(stats, key);
  if (!k) throw new Error(`no stats for ${key}`);
  return k;
}

describe('player stats', () => {
  it('records a first win with all its facts', () => {
    const s = ps.recordWin({}, { key: 'level:12', moves: 22, ms: 41_300, hints: 3 }, T0);
    expect(ps.statsFor(s, 'level:12')).toEqual({
      wins: 1,
      bestMoves: 22,
      bestMs: 41_300,
      hintsOnBest: 3,
      lastMoves: 22,
      lastMs: 41_300,
      lastHints: 3,
      solvedAt: T0,
      lastAt: T0,
    });
    expect(ps.statsFor(s, 'level:13')).toBeNull();
  });

  it('tracks fewest moves and fastest time independently', () => {
    let s = ps.recordWin({}, { key: 'level:12', moves: 22, ms: 60_000, hints: 2 }, T0);
    s = ps.recordWin(s, { key: 'level:12', moves: 25, ms: 30_000, hints: 0 }, T0 + 1000);
    s = ps.recordWin(s, { key: 'level:12', moves: 20, ms: 90_000, hints: 5 }, T0 + 2000);
    expect(ps.statsFor(s, 'level:12')).toEqual({
      wins: 3,
      bestMoves: 20,
      bestMs: 30_000,
      hintsOnBest: 5,
      lastMoves: 20,
      lastMs: 90_000,
      lastHints: 5,
      solvedAt: T0,
      lastAt: T0 + 2000,
    });
  });

  it('keeps the hints of the run that first reached the fewest moves on a tie', () => {
    let s = ps.recordWin({}, { key: 'level:3', moves: 10, ms: 5000, hints: 1 }, T0);
    s = ps.recordWin(s, { key: 'level:3', moves: 10, ms: 4000, hints: 4 }, T0 + 1);
    expect(ps.statsFor(s, 'level:3')).toMatchObject({ wins: 2, hintsOnBest: 1, lastHints: 4, bestMs: 4000 });
  });

  it('keeps levels and dailies apart and lists the solved dailies', () => {
    let s = ps.recordWin({}, { key: ps.levelKey(12), moves: 22, ms: 1000, hints: 0 }, T0);
    s = ps.recordWin(s, { key: ps.dailyKey('2026-11-30'), moves: 31, ms: 2000, hints: 1 }, T0);
    s = ps.recordWin(s, { key: ps.dailyKey('2026-11-02'), moves: 27, ms: 3000, hints: 0 }, T0);
    const days = ps.solvedDailies(s);
    expect([...days.keys()].sort()).toEqual(['2026-11-02', '2026-11-30']);
    expect(days.get('2026-11-30')?.bestMoves).toBe(31);
    expect(ps.statsFor(s, 'level:12')?.bestMoves).toBe(22);
  });

  it('ignores wins with a bad key or bad numbers', () => {
    const s: ps.PlayerStats = ps.recordWin({}, { key: 'level:1', moves: 5, ms: 100, hints: 0 }, T0);
    for (const win of [
      { key: 'level:0', moves: 5, ms: 1, hints: 0 },
      { key: '__proto__', moves: 5, ms: 1, hints: 0 },
      { key: 'daily:30.11.2026', moves: 5, ms: 1, hints: 0 },
      { key: 'level:1', moves: -1, ms: 1, hints: 0 },
      { key: 'level:1', moves: 2.5, ms: 1, hints: 0 },
      { key: 'level:1', moves: 5, ms: NaN, hints: 0 },
      { key: 'level:1', moves: 5, ms: 1, hints: -2 },
    ]) {
      expect(ps.recordWin(s, win, T0)).toBe(s);
    }
  });

  it('round-trips through stored JSON', () => {
    let s = ps.recordWin({}, { key: 'level:12', moves: 22, ms: 41_300.4, hints: 3 }, T0);
    s = ps.recordWin(s, { key: 'daily:2026-11-30', moves: 30, ms: 75_000, hints: 0 }, T0);
    const text = ps.serializeStats(s);
    expect(JSON.parse(text).version).toBe(1);
    expect(ps.parseStats(text)).toEqual(s);
    expect(ps.statsFor(ps.parseStats(text), 'level:12')?.bestMs).toBe(41_300);
  });

  it('turns corrupt storage into empty stats and drops only the bad entries', () => {
    for (const text of [
      null,
      '',
      '{',
      'null',
      '42',
      '"x"',
      '[]',
      '{"version":2,"keys":{}}',
      '{"version":1,"keys":[]}',
      '{"version":1}',
    ]) {
      expect(ps.parseStats(text)).toEqual({});
    }
    const good = { wins: 2, bestMoves: 20, bestMs: 30_000, hintsOnBest: 1, solvedAt: T0 };
    const text = JSON.stringify({
      version: 1,
      keys: {
        'level:4': good,
        'level:5': { ...good, bestMoves: 'many' },
        'level:6': { ...good, wins: 0 },
        'daily:2026-11-29': { ...good, bestMs: -5 },
        'hack:1': good,
        'daily:2026-11-30': 'solved',
      },
    });
    expect(ps.parseStats(text)).toEqual({
      'level:4': { ...good, lastMoves: 20, lastMs: 30_000, lastHints: 1, lastAt: T0 },
    });
  });

  it('formats the elapsed time of a win: tenths under a minute, m:ss from then on', () => {
    expect(ps.formatElapsed(12_345)).toBe('12.3 s');
    expect(ps.formatElapsed(59_940)).toBe('59.9 s');
    expect(ps.formatElapsed(65_000)).toBe('1:05');
  });

  it('formats the best as plain facts', () => {
    expect(ps.formatClock(41_300)).toBe('0:41');
    expect(ps.formatClock(65_000)).toBe('1:05');
    expect(ps.formatClock(-3)).toBe('0:00');
    const s = ps.recordWin({}, { key: 'daily:2026-11-30', moves: 22, ms: 125_600, hints: 2 }, T0);
    expect(ps.bestText(must(s, 'daily:2026-11-30'))).toBe('best: 22 moves, 2:06');
    expect(ps.dailyLabel('2026-11-30', ps.statsFor(s, 'daily:2026-11-30'))).toBe(
      'Daily 2026-11-30, solved in 22 moves',
    );
    expect(ps.dailyLabel('2026-11-29', null)).toBe('Daily 2026-11-29');
  });

  it('never lets the best moves or best time increase, and keeps them as the minima', () => {
    const win = fc.record({ moves: fc.nat(500), ms: fc.nat(10_000_000), hints: fc.nat(100) });
    fc.assert(
      fc.property(fc.array(win, { minLength: 1, maxLength: 30 }), (wins) => {
        let s: ps.PlayerStats = {};
        let prev = { moves: Infinity, ms: Infinity };
        wins.forEach((w, i) => {
          s = ps.recordWin(s, { key: 'level:7', ...w }, T0 + i);
          const k = must(s, 'level:7');
          expect(k.bestMoves).toBeLessThanOrEqual(prev.moves);
          expect(k.bestMs).toBeLessThanOrEqual(prev.ms);
          prev = { moves: k.bestMoves, ms: k.bestMs };
        });
        const k = must(s, 'level:7');
        expect(k.wins).toBe(wins.length);
        expect(k.bestMoves).toBe(Math.min(...wins.map((w) => w.moves)));
        expect(k.bestMs).toBe(Math.min(...wins.map((w) => w.ms)));
        expect(ps.parseStats(ps.serializeStats(s))).toEqual(s);
      }),
    );
  });

  it('never throws on arbitrary stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(typeof ps.parseStats(text)).toBe('object');
      }),
    );
  });

  it('parText compares a win with the proven minimum in plain words', () => {
    expect(ps.parText(7, 7)).toBe('the fewest possible (7 moves)');
    expect(ps.parText(10, 7)).toBe('fewest possible: 7 moves — 3 more');
    expect(ps.parText(2, 1)).toBe('fewest possible: 1 move — 1 more');
  });
});
