import { buildSummary, formatMs } from './build-summary';

describe('build summary (Build it)', () => {
  it('formats build times for people', () => {
    expect(formatMs(3.14159)).toBe('3.1 ms');
    expect(formatMs(23.6)).toBe('24 ms');
    expect(formatMs(1530)).toBe('1.53 s');
  });

  it('says tries, time, and how the time was taken', () => {
    expect(buildSummary(1, { ms: 12.2, timedBy: 'browser', fresh: true })).toBe(
      'Built in 1 try, 12 ms (from scratch, timed in the browser)',
    );
    expect(buildSummary(3, { ms: 4, timedBy: 'builder', fresh: false })).toBe(
      'Built in 3 tries, 4.0 ms (first build, timed by the builder)',
    );
  });
});
