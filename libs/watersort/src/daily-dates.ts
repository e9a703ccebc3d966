/** UTC calendar dates of the daily puzzle: parsing, today, and the 30 open days. */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Dailies open to play: the last 30 days up to today (the CLI, verify and the campaign all use this). */
export const OPEN_DAYS = 30;

/** Checks a `YYYY-MM-DD` calendar date; returns it as a UTC day number or throws a RangeError naming the problem. */
export function parseUtcDate(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`date must look like YYYY-MM-DD, got "${date}"`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`"${date}" is not a calendar date`);
  }
  return Math.round(ms / 86_400_000);
}

/**
 * Today's UTC date as YYYY-MM-DD: the calendar of the daily puzzle. The clock is read only through
 * the default argument, so the edges (CLI, server, verify) call it once and pass the date on.
 */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function dayToDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** The `count` open days ending at `date` (inclusive), oldest first. */
export function openDays(date: string, count = OPEN_DAYS): string[] {
  const end = parseUtcDate(date);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  const days: string[] = [];
  for (let d = end - count + 1; d <= end; d++) days.push(dayToDate(d));
  return days;
}
