import { recordWin, type PlayerStats } from './player-stats';
import { statsOverview } from './stats-overview';

const win = (s: PlayerStats, key: string, moves: number, hints = 0) => recordWin(s, { key, moves, ms: 1000, hints }, 1);

describe('Water Sort stats overview', () => {
  it('counts levels and dailies won, the campaign reach and hint-free bests; rows levels first, then newest dailies', () => {
    let s: PlayerStats = {};
    s = win(s, 'level:2', 9);
    s = win(s, 'level:1', 7);
    s = win(s, 'level:1', 6, 2);
    s = win(s, 'level:5', 20, 1);
    s = win(s, 'daily:2026-11-29', 11);
    s = win(s, 'daily:2026-11-30', 12);
    const o = statsOverview(s, 100);
    expect(o).toMatchObject({
      levelsWon: 3,
      levelTotal: 100,
      campaignReach: 2,
      dailiesWon: 2,
      wins: 6,
      hintFreeBest: 3,
    });
    expect(o.rows.map((r) => `${r.label} ${r.bestMoves}`)).toEqual([
      'Level 1 6',
      'Level 2 9',
      'Level 5 20',
      'Daily 2026-11-30 12',
      'Daily 2026-11-29 11',
    ]);
  });

  it('is empty for a new player', () => {
    expect(statsOverview({}, 100)).toMatchObject({ levelsWon: 0, campaignReach: 0, dailiesWon: 0, wins: 0, rows: [] });
  });
});
