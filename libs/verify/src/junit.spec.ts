import fc from 'fast-check';
import { itemFile, renderJunit, xmlEscape } from './junit';
import type { ItemRecord, Summary } from './summary';
import { testSummary } from './summary.testing';

function item(id: string, passed: boolean, failures: string[] = [], ms = 5): ItemRecord {
  const check = id.split('/')[0] as ItemRecord['check'];
  return { check, id, index: 0, passed, failures: passed ? [] : failures, metrics: {}, ms };
}

function summary(items: ItemRecord[], run: Partial<Summary['run']> = {}): Summary {
  return testSummary(
    items,
    { checks: ['pigment', 'watersort', 'faces'], pairs: 2, ...run },
    { createdAt: '2026-11-30T02:17:27.123Z' },
  );
}

/** Undoes xmlEscape's five entities and three character references. */
function unescape(xml: string): string {
  return xml
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCharCode(Number(d)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('verify as JUnit XML', () => {
  it('writes one suite per check and one testcase per item, failures with their messages and file', () => {
    const s = summary([
      item('pigment/return', true, [], 12),
      item('pigment/broken', false, ['limit is 4 but the shortest line has 5 tips', 'replay 1 ends "lost"'], 1500),
      item('watersort/level-1', true, [], 3),
      item('watersort/daily-2026-11-30', false, ['not solvable within the budget']),
      item('faces/7/3/0,0E', false, ['ground differs at (15,3)']),
    ]);
    expect(renderJunit(s)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="levelbench verify" tests="5" failures="3" errors="0" time="1.525">',
        '  <testsuite name="pigment" tests="2" failures="1" errors="0" skipped="0" time="1.512" timestamp="2026-11-30T02:17:27Z">',
        '    <testcase classname="pigment" name="pigment/return" time="0.012"/>',
        '    <testcase classname="pigment" name="pigment/broken" time="1.500">',
        '      <failure message="limit is 4 but the shortest line has 5 tips (and 1 more)" type="pigment">in levels/pigment/broken.json',
        'limit is 4 but the shortest line has 5 tips',
        'replay 1 ends &quot;lost&quot;</failure>',
        '    </testcase>',
        '  </testsuite>',
        '  <testsuite name="watersort" tests="2" failures="1" errors="0" skipped="0" time="0.008" timestamp="2026-11-30T02:17:27Z">',
        '    <testcase classname="watersort" name="watersort/level-1" time="0.003"/>',
        '    <testcase classname="watersort" name="watersort/daily-2026-11-30" time="0.005">',
        '      <failure message="not solvable within the budget" type="watersort">not solvable within the budget</failure>',
        '    </testcase>',
        '  </testsuite>',
        '  <testsuite name="faces" tests="1" failures="1" errors="0" skipped="0" time="0.005" timestamp="2026-11-30T02:17:27Z">',
        '    <testcase classname="faces" name="faces/7/3/0,0E" time="0.005">',
        '      <failure message="ground differs at (15,3)" type="faces">ground differs at (15,3)</failure>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });

  it('names the weights file for worlds and faces when they came from one, and a curve only for curve levels', () => {
    const s = summary([], { inputs: { curve: 'built-in default', weights: 'worldgen/weights.json' } });
    expect(itemFile(s, { check: 'faces', id: 'faces/1/1/0,0N' })).toBe('levels/worldgen/weights.json');
    expect(itemFile(s, { check: 'worlds', id: 'worlds/seed-3' })).toBe('levels/worldgen/weights.json');
    expect(itemFile(s, { check: 'watersort', id: 'watersort/level-3' })).toBeNull();
    expect(itemFile(s, { check: 'pigment', id: 'pigment/a' })).toBe('levels/pigment/a.json');
    const other = summary([], { levelsDir: 'fixtures/levels/' });
    expect(itemFile(other, { check: 'pigment', id: 'pigment/a' })).toBe('fixtures/levels/pigment/a.json');
    const curve = summary([], { inputs: { curve: 'watersort/curve.json', weights: 'unused' } });
    expect(itemFile(curve, { check: 'bots', id: 'bots/pigment/a' })).toBe('levels/pigment/a.json');
    expect(itemFile(curve, { check: 'bots', id: 'bots/watersort/level-2' })).toBe('levels/watersort/curve.json');
    expect(itemFile(curve, { check: 'bots', id: 'bots/watersort/daily-2026-03-01' })).toBeNull();
  });

  it('gives an empty check its empty suite, so a CI tab still shows it ran', () => {
    const xml = renderJunit(summary([], { checks: ['worlds'] }));
    expect(xml).toContain('<testsuite name="worlds" tests="0" failures="0"');
    expect(xml).toContain('<testsuites name="levelbench verify" tests="0" failures="0" errors="0" time="0.000">');
  });

  it('escapes every string so that no markup survives and the text comes back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const x = xmlEscape(s);
        expect(x).not.toMatch(/[<>"'\n\r\t]/);
        expect(x).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
        expect(unescape(x)).toBe(s);
      }),
    );
  });

  it('replaces what XML 1.0 cannot carry (control characters, lone surrogates) but keeps astral characters', () => {
    expect(xmlEscape('a\u0000b\u001bc')).toBe('a\uFFFDb\uFFFDc');
    expect(xmlEscape('x\uD800y')).toBe('x\uFFFDy');
    expect(xmlEscape('die 🎲')).toBe('die 🎲');
    const xml = renderJunit(summary([item('pigment/x', false, ['bad byte \u0007 <here> & "there"'])]));
    expect(xml).toContain('message="bad byte \uFFFD &lt;here&gt; &amp; &quot;there&quot;"');
  });
});
