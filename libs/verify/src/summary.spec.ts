import { formatErrors } from '@levelbench/formats';
import { type ItemRecord, type Summary, itemMsByCheck, parseSummary, summariseChecks } from './summary';
import { testSummary } from './summary.testing';
import { formatSummaryJson } from './write';

const items: ItemRecord[] = [
  {
    check: 'faces',
    id: 'faces/b',
    index: 1,
    passed: false,
    failures: ['ground differs at t=3'],
    metrics: { mismatches: 1 },
    ms: 3,
  },
  { check: 'pigment', id: 'pigment/a', index: 0, passed: true, failures: [], metrics: { shortest: 1 }, ms: 2 },
  { check: 'faces', id: 'faces/a', index: 0, passed: true, failures: [], metrics: {}, ms: 1 },
];

function summary(): Summary {
  return testSummary(
    items,
    {
      checks: ['pigment', 'faces'],
      pairs: 2,
      date: '2026-03-01',
      inputs: { curve: 'unused', weights: 'built-in default' },
    },
    {
      commit: null,
      createdAt: '2026-03-01T00:00:00.000Z',
      timings: { wallMs: 10, workers: 2, itemMs: { pigment: 2, faces: 4 } },
    },
  );
}

describe('summary', () => {
  it('recomputes check verdicts and counts from the items', () => {
    expect(summariseChecks(['pigment', 'faces'], items)).toEqual({
      pigment: { passed: true, total: 1, failed: 0, failures: [] },
      faces: { passed: false, total: 2, failed: 1, failures: [{ id: 'faces/b', messages: ['ground differs at t=3'] }] },
    });
  });

  it('round-trips through summary.json text and the schema', () => {
    const s = summary();
    const parsed = parseSummary(formatSummaryJson(s), 'summary.json');
    expect(parsed).toEqual({ ok: true, value: s });
  });

  it('rejects a summary of another version, a missing field or a malformed check name, with JSON paths', () => {
    const bad = {
      ...summary(),
      version: 2,
      checks: { ...summary().checks, 'Dice!': { passed: true, total: 0, failed: 0, failures: [] } },
    } as Record<string, unknown>;
    delete bad['items'];
    const parsed = parseSummary(JSON.stringify(bad), 'r/summary.json');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const text = formatErrors(parsed.errors);
    expect(text).toContain('r/summary.json: /items: is missing');
    expect(text).toContain('r/summary.json: /version');
    expect(text).toMatch(/\/checks/);
  });

  it('names a JSON syntax error', () => {
    const parsed = parseSummary('{"version": 1,', 'x.json');
    expect(parsed.ok).toBe(false);
  });
});

describe('itemMsByCheck (timings.itemMs)', () => {
  const timed = (check: 'faces' | 'pigment', ms: number): ItemRecord => ({
    check,
    id: `${check}/${ms}`,
    index: 0,
    passed: true,
    failures: [],
    metrics: {},
    ms,
  });

  it('sums each check’s item times, rounded to a tenth of a millisecond', () => {
    expect(itemMsByCheck([timed('faces', 1.26), timed('pigment', 2), timed('faces', 3.01)])).toEqual({
      faces: 4.3,
      pigment: 2,
    });
  });

  it('names no check without items', () => {
    expect(itemMsByCheck([])).toEqual({});
  });
});
