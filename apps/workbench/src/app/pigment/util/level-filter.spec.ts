import { NO_FILTER, isFiltering, matchesFilter, sortByDifficulty, type FilterRow } from './level-filter';

const rows: FilterRow[] = [
  { id: 'return', name: 'Return', size: '5x5', status: 'solved', difficulty: 3 },
  { id: 'big-sweep', name: 'Big Sweep', size: '8x8', status: 'slack', difficulty: 11 },
  { id: 'fresh', name: 'Fresh one', size: null, status: 'not checked', difficulty: null },
];
const ids = (f: Partial<typeof NO_FILTER>) =>
  rows.filter((r) => matchesFilter(r, { ...NO_FILTER, ...f })).map((r) => r.id);

describe('level list filter', () => {
  it('matches every word of the text in the name or id, any case', () => {
    expect(ids({})).toEqual(['return', 'big-sweep', 'fresh']);
    expect(ids({ text: 'SWEEP' })).toEqual(['big-sweep']);
    expect(ids({ text: 'big sw' })).toEqual(['big-sweep']);
    expect(ids({ text: 'big return' })).toEqual([]);
    expect(ids({ text: 'ret' })).toEqual(['return']);
  });

  it('filters by size, status and a difficulty range (unknown difficulty fails a bound)', () => {
    expect(ids({ size: '8x8' })).toEqual(['big-sweep']);
    expect(ids({ status: 'solved' })).toEqual(['return']);
    expect(ids({ minDifficulty: 3 })).toEqual(['return', 'big-sweep']);
    expect(ids({ minDifficulty: 4 })).toEqual(['big-sweep']);
    expect(ids({ maxDifficulty: 3 })).toEqual(['return']);
    expect(ids({ minDifficulty: 0, maxDifficulty: 20, size: '5x5' })).toEqual(['return']);
    expect([
      isFiltering(NO_FILTER),
      isFiltering({ ...NO_FILTER, text: ' ' }),
      isFiltering({ ...NO_FILTER, maxDifficulty: 0 }),
    ]).toEqual([false, false, true]);
  });

  it('sorts the pack by difficulty, easiest first, stable, unknown last', () => {
    const d: Record<string, number | null> = { a: 5, b: null, c: 2, d: 5, e: null, f: 0 };
    expect(sortByDifficulty(['a', 'b', 'c', 'd', 'e', 'f'], (id) => d[id])).toEqual(['f', 'c', 'a', 'd', 'b', 'e']);
  });
});
