import { openDays } from '@levelbench/watersort';
import { calendarCells } from './calendar';

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
});
