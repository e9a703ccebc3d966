import { openDays } from '@levelbench/watersort';
import { calendarCells, dayButtonLabel, dayText } from './calendar';

describe('daily calendar', () => {
  it('pads the first week so every day sits under its weekday (Monday first)', () => {
    // 2026-11-01 is a Sunday
    const cells = calendarCells(openDays('2026-11-30', 30));
    expect(cells.slice(0, 7)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      { date: '2026-11-01', day: 1, month: 'Nov' },
    ]);
    expect(cells.filter((c) => c !== null)).toHaveLength(30);
    expect(cells[cells.length - 1]).toEqual({ date: '2026-11-30', day: 30, month: 'Nov' });
  });

  it('names each day button after what it shows, then the daily (label-content-name-mismatch)', () => {
    const cells = calendarCells(openDays('2026-11-30', 30)).filter((c) => c !== null);
    expect(cells.slice(0, 3).map((c) => dayText(c, '2026-11-01'))).toEqual(['1 Nov', '2', '3']);
    expect(dayText(cells[5], '2026-11-06')).toBe('6 Nov');
    expect(dayButtonLabel(cells[1], '2026-11-01', 'Daily 2026-11-02')).toBe('2: Daily 2026-11-02');
  });
});
