import { boardKey, type Board } from '@levelbench/watersort';
import { diffHeadline, diffSummaries, renderDiffMarkdown, scoreChanges } from './diff';
import { renderHtmlReport } from './report-html';
import { renderMarkdownReport } from './report-md';
import { distinct, itemScorecards, textHash, worldsCard } from './scorecard';
import { suggesterScorecard, SUGGESTER_REQUESTS } from './scorecard-pigment';
import { withScorecards } from './scorecards';
import type { ItemRecord } from './summary';
import { testSummary } from './summary.testing';

function item(id: string, passed: boolean, metrics: Record<string, unknown>, index = 0): ItemRecord {
  const check = id.split('/')[0] as ItemRecord['check'];
  return { check, id, index, passed, failures: passed ? [] : [`${id} broke`], metrics, ms: 1 };
}

const board: Board = { capacity: 4, tubes: [['red', 'blue', 'red', 'blue'], ['blue', 'red', 'blue', 'red'], [], []] };
// the same board with its tubes in another order and its colours renamed
const same: Board = {
  capacity: 4,
  tubes: [[], ['green', 'pink', 'green', 'pink'], [], ['pink', 'green', 'pink', 'green']],
};
const other: Board = { capacity: 4, tubes: [['red', 'red', 'blue', 'blue'], ['blue', 'blue', 'red', 'red'], [], []] };

/** A curve level that kept its mixedness promise (target = mixedness), with the board's key. */
const level = (n: number, b: Board, over: Record<string, unknown> = {}, passed = true): ItemRecord =>
  item(
    `watersort/level-${n}`,
    passed,
    { kind: 'level', n, mixedness: 5, target: 5, axis: null, boardKey: boardKey(b), ...over },
    n,
  );

describe('Water Sort board key', () => {
  it('is equal up to tube order and colour names, and tells other boards apart', () => {
    expect(boardKey(same)).toBe(boardKey(board));
    expect(boardKey(other)).not.toBe(boardKey(board));
    // a different capacity is another board
    expect(boardKey({ ...board, capacity: 5 })).not.toBe(boardKey(board));
  });
});

describe('Water Sort scorecards', () => {
  it('a curve with two identical levels scores diversity 2 of 3', () => {
    const [curve] = itemScorecards(['watersort'], [level(1, board), level(2, other), level(3, same)]);
    expect(curve).toEqual({
      generator: 'watersort-curve',
      quality: { hit: 3, of: 3 },
      diversity: { hit: 2, of: 3 },
      controllability: { hit: 3, of: 3 },
    });
  });

  it('counts a failing level against quality and a broken promise against controllability', () => {
    const [curve] = itemScorecards(
      ['watersort'],
      [
        level(1, board, {}, false),
        // mixedness 4 where the tier asks 5
        level(2, other, { mixedness: 4 }),
        // ranked on an axis: its value outside the band misses, whatever the mixedness
        level(3, same, { axis: { axis: 'randomWin', value: 0.5, min: 0.1, max: 0.2 } }),
        level(4, { ...board, capacity: 5 }, { axis: { axis: 'randomWin', value: 0.15, min: 0.1, max: 0.2 } }),
        // a task that failed records no metrics
        item('watersort/level-5', false, {}, 5),
      ],
    );
    expect(curve.quality).toEqual({ hit: 3, of: 5 });
    expect(curve.controllability).toEqual({ hit: 2, of: 5 });
    expect(curve.diversity).toEqual({ hit: 4, of: 5 });
  });

  it('scores dailies apart from the curve: a daily asks 6 colours at t = 0.5', () => {
    const cards = itemScorecards(
      ['watersort'],
      [
        level(1, board),
        item('watersort/daily-2026-12-01', true, { kind: 'daily', colors: 6, t: 0.5, boardKey: 'x' }, 2),
        item('watersort/daily-2026-12-02', true, { kind: 'daily', colors: 5, t: 0.5, boardKey: 'x' }, 3),
      ],
    );
    expect(cards.map((c) => c.generator)).toEqual(['watersort-curve', 'watersort-daily']);
    expect(cards[1].controllability).toEqual({ hit: 1, of: 2 });
    expect(cards[1].diversity).toEqual({ hit: 1, of: 2 });
  });
});

describe('worlds scorecard', () => {
  const world = (seed: number, layout: string, shares: Record<string, number>, passed = true) =>
    item(`worlds/seed-${seed}`, passed, { seed, layout, 'kinds.d0': shares, 'kinds.d1': { a: 1 } }, seed);

  it('counts duplicate layouts and depths whose shares stray past the tolerance', () => {
    const [w] = worldsCard([
      world(1, textHash('L1'), { a: 0.5, b: 0.5 }),
      world(2, textHash('L2'), { a: 0.5, b: 0.5 }),
      world(3, textHash('L1'), { a: 0.5, b: 0.5 }, false),
      // mean at depth 0 is a 0.625, b 0.375: this world lies 0.375 away, the others 0.125
      world(4, textHash('L3'), { a: 1 }),
    ]);
    expect(w.quality).toEqual({ hit: 3, of: 4 });
    expect(w.diversity).toEqual({ hit: 3, of: 4 });
    expect(w.controllability).toEqual({ hit: 7, of: 8 });
  });

  it('a tighter tolerance misses more depths', () => {
    const items = [world(1, 'a', { a: 0.5, b: 0.5 }), world(2, 'b', { a: 0.7, b: 0.3 })];
    expect(worldsCard(items, 0.05)[0].controllability).toEqual({ hit: 2, of: 4 });
    expect(worldsCard(items, 0.1)[0].controllability).toEqual({ hit: 4, of: 4 });
  });

  it('distinct counts items without a key as distinct', () => {
    expect(distinct(['a', undefined, 'a', undefined, 'b'])).toEqual({ hit: 4, of: 5 });
  });
});

describe('Pigment suggester scorecard', () => {
  it('asked for the impossible, hits 0 of the boards asked', () => {
    const card = suggesterScorecard([
      // one tip paints one cell: a line of 1 tip cannot paint 2 marks
      { width: 3, height: 3, marks: 2, length: 1, count: 2, seed: 1 },
      // more marks than cells besides the start
      { width: 2, height: 1, marks: 3, length: 3, count: 3, seed: 1 },
      // possible in principle, but a budget of 20 attempts on a 2×1 board finds no board
      { width: 2, height: 1, marks: 1, length: 3, count: 1, seed: 1, maxAttempts: 20 },
    ]);
    expect(card.controllability).toEqual({ hit: 0, of: 6 });
    expect(card.quality).toEqual({ hit: 0, of: 0 });
  });

  it('on the fixed request set scores every board asked, each re-verified', () => {
    const card = suggesterScorecard();
    const asked = SUGGESTER_REQUESTS.reduce((n, r) => n + (r.count ?? 5), 0);
    expect(card.controllability.of).toBe(asked);
    expect(card.quality.of).toBeGreaterThan(0);
    expect(card.quality.hit).toBe(card.quality.of);
    expect(card).toEqual(suggesterScorecard()); // deterministic
  });

  it('a request fully met hits each board asked; an impossible one beside it adds misses', () => {
    const met = { width: 4, height: 4, marks: 2, length: 6, count: 3, seed: 1 };
    expect(suggesterScorecard([met]).controllability).toEqual({ hit: 3, of: 3 });
    const short = { width: 3, height: 3, marks: 2, length: 1, count: 2, seed: 1 };
    expect(suggesterScorecard([met, short]).controllability).toEqual({ hit: 3, of: 5 });
  });
});

describe('scorecards in the summary, the report and the diff', () => {
  const items = [level(1, board), level(2, other), level(3, same)];
  const s = withScorecards(testSummary(items, { checks: ['watersort'] }));

  it('the summary carries the cards and both reports show them', () => {
    expect(s.scorecards?.map((c) => c.generator)).toEqual(['watersort-curve']);
    expect(renderMarkdownReport(s)).toContain('| watersort-curve | 1.00 (3/3) | 0.67 (2/3) | 1.00 (3/3) |');
    expect(renderHtmlReport(s)).toContain('<h2>Scorecards</h2>');
  });

  it('scores the suggester only when Pigment is checked, and takes a given card', () => {
    const given = {
      generator: 'pigment-suggester' as const,
      ...{ quality: { hit: 1, of: 1 }, diversity: { hit: 1, of: 1 }, controllability: { hit: 0, of: 1 } },
    };
    const p = withScorecards(testSummary([], { checks: ['pigment'] }), given);
    expect(p.scorecards).toEqual([given]);
  });

  it('report diff names a score that moved, and none when nothing did', () => {
    const moved = withScorecards(
      testSummary([level(1, board), level(2, board), level(3, same)], { checks: ['watersort'] }),
    );
    const d = diffSummaries(s, moved);
    expect(d.scores).toEqual([
      { generator: 'watersort-curve', score: 'diversity', before: { hit: 2, of: 3 }, after: { hit: 1, of: 3 } },
    ]);
    expect(diffHeadline(d)).toContain('1 score moved');
    expect(renderDiffMarkdown(d, 'a', 'b')).toContain('watersort-curve diversity 0.67 (2/3) → 0.33 (1/3)');
    expect(diffSummaries(s, s).scores).toBeUndefined();
    // an older report without scorecards compares nothing
    expect(scoreChanges({}, moved)).toEqual([]);
  });
});
