import { campaignDailies, campaignLevels, campaignReach, isDailyOpen, levelState, lockedReason } from './campaign';
import { recordWin, type PlayerStats } from './player-stats';

const win = (stats: PlayerStats, key: string) => recordWin(stats, { key, moves: 9, ms: 1000, hints: 0 }, 1);

describe('campaign', () => {
  it('unlocks levels in order as they are won', () => {
    let s: PlayerStats = {};
    expect(campaignLevels(s, 4).map((l) => l.state)).toEqual(['open', 'locked', 'locked', 'locked']);
    s = win(s, 'level:1');
    expect(campaignLevels(s, 4).map((l) => l.state)).toEqual(['won', 'open', 'locked', 'locked']);
    s = win(s, 'level:3'); // won in free play, out of order: the campaign does not move (#28)
    expect(campaignLevels(s, 4).map((l) => l.state)).toEqual(['won', 'open', 'locked', 'locked']);
    expect(levelState(s, 5)).toBe('locked');
    expect(lockedReason(s, { level: 4 }, '2026-11-30')).toBe('Level 4 is locked: win level 2 first.');
    expect(lockedReason(s, { level: 2 }, '2026-11-30')).toBeNull();
    s = win(s, 'level:2'); // the gap closed: level 3's earlier win now counts, and level 4 opens
    expect(campaignLevels(s, 5).map((l) => l.state)).toEqual(['won', 'won', 'won', 'open', 'locked']);
    expect(campaignReach(s)).toBe(3);
  });

  it('a free-play win of level 40 opens neither 40 nor 41 while 3–39 are not won', () => {
    let s: PlayerStats = {};
    for (const key of ['level:1', 'level:2', 'level:40']) s = win(s, key);
    const states = campaignLevels(s, 100);
    expect(states.filter((l) => l.state !== 'locked').map((l) => `${l.level} ${l.state}`)).toEqual([
      '1 won',
      '2 won',
      '3 open',
    ]);
  });

  it('keeps the last 30 dailies open, newest first, with what was solved', () => {
    const s = win({}, 'daily:2026-11-02');
    const days = campaignDailies(s, '2026-11-30');
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-11-30', solved: false });
    expect(days[29]).toEqual({ date: '2026-11-01', solved: false });
    expect(days.find((d) => d.date === '2026-11-02')?.solved).toBe(true);
    expect(isDailyOpen('2026-11-01', '2026-11-30')).toBe(true);
    expect(isDailyOpen('2026-10-31', '2026-11-30')).toBe(false);
    expect(isDailyOpen('2026-12-01', '2026-11-30')).toBe(false);
    expect(lockedReason(s, { date: '2026-10-31' }, '2026-11-30')).toMatch(
      /not open: dailies stay open for the last 30/,
    );
  });
});
