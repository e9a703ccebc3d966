/** One cell of the month-style calendar of open days; blanks pad the first week. */
export type CalendarCell = { readonly date: string; readonly day: number; readonly month: string } | null;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Lays `YYYY-MM-DD` days (consecutive, oldest first) out in Monday-first weeks. */
export function calendarCells(days: readonly string[]): CalendarCell[] {
  if (!days.length) return [];
  const weekday = (new Date(`${days[0]}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: CalendarCell[] = Array.from({ length: weekday }, () => null);
  for (const date of days)
    cells.push({ date, day: Number(date.slice(8, 10)), month: MONTHS[Number(date.slice(5, 7)) - 1] });
  return cells;
}

/** What a day's button shows: the day, with the month on the 1st and on the first open day ("1 Nov", "2"). */
export function dayText(cell: NonNullable<CalendarCell>, firstDay: string): string {
  return cell.day === 1 || cell.date === firstDay ? `${cell.day} ${cell.month}` : String(cell.day);
}

/** A day button's accessible name: the shown text first (so speech input can say it), then what it opens. */
export function dayButtonLabel(cell: NonNullable<CalendarCell>, firstDay: string, daily: string): string {
  return `${dayText(cell, firstDay)}: ${daily}`;
}
