import { join } from 'node:path';
import { lastValueFrom, toArray } from 'rxjs';
import type { CheckName } from '@levelbench/contracts';
import type { TaskRunner } from '@levelbench/pool';
import { diffSummaries, renderDiffMarkdown } from '../diff';
import { verifyHandlers, type VerifyTaskMap } from '../handlers';
import { verifyItemWith } from '../handlers/verify-item';
import { enumerateItems } from '../items';
import { renderJunit } from '../junit';
import { resolveOptions, VerifyOptionsError } from '../options';
import { renderHtmlReport } from '../report-html';
import { renderMarkdownReport } from '../report-md';
import { runVerify, type VerifyEvent } from '../run';
import { parseSummary, type Summary } from '../summary';
import { defineCheck, type ItemPayloadBase } from './definition';
import { CHECK_DEFINITIONS, CHECKS, checkDefinition, checkInfos, type CheckRegistry } from './registry';

const levelsDir = join(__dirname, '..', '..', '..', '..', 'levels');

/**
 * A small check that exists only here: one item per number 1..4, failing where `n` is in `bad`. It is one
 * definition and one line in a registry — everything below must pick it up without being told its name.
 */
function parityCheck(bad: readonly number[]) {
  type Payload = ItemPayloadBase & { readonly n: number; readonly bad: readonly number[] };
  return defineCheck<Payload>({
    name: 'parity' as CheckName,
    label: 'Parity of small numbers',
    item: 'number',
    inputs: [],
    options: ['date'],
    sources: [],
    items: () => [1, 2, 3, 4].map((n) => ({ check: 'parity' as CheckName, id: `parity/n-${n}`, n, bad })),
    place: (p) => ({ kind: 'watersort-level', n: p.n }),
    check: (p) => ({
      check: p.check,
      id: p.id,
      passed: !p.bad.includes(p.n),
      failures: p.bad.includes(p.n) ? [`${p.n} is not allowed`] : [],
      metrics: { n: p.n, square: p.n * p.n, allowed: !p.bad.includes(p.n) },
    }),
    report: {
      markdown: (items) => (items.length ? ['', '## Parity', '', `${items.length} numbers looked at.`] : []),
      html: (items) => (items.length ? [`<h2>Parity</h2><p>${items.length} numbers looked at.</p>`] : []),
    },
  });
}

/** A pool in this thread that runs items with `registry`'s definitions (a worker knows only the production ones). */
function inlinePool(registry: CheckRegistry): TaskRunner<VerifyTaskMap> {
  return {
    size: 1,
    run: async (tag: string, input: unknown) =>
      tag === 'verify.item'
        ? verifyItemWith(registry, input as ItemPayloadBase)
        : verifyHandlers['faces.specs'](input as never),
  } as unknown as TaskRunner<VerifyTaskMap>;
}

async function summaryOf(registry: CheckRegistry, only: string[]): Promise<Summary> {
  const events: VerifyEvent[] = await lastValueFrom(
    runVerify(
      { only: only as CheckName[], levelsDir, outDir: '/tmp/not-written', date: '2026-03-01' },
      { pool: inlinePool(registry), checks: registry },
    ).pipe(toArray()),
  );
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error('no summary');
  return done.summary;
}

describe('the check registry', () => {
  it('lists the production checks once, in report order, each complete', () => {
    expect(CHECKS).toEqual(['pigment', 'watersort', 'worlds', 'faces', 'bots']);
    expect(checkInfos().map((c) => [c.name, c.sizeOption ?? null])).toEqual([
      ['pigment', null],
      ['watersort', null],
      ['worlds', 'worlds'],
      ['faces', 'pairs'],
      ['bots', null],
    ]);
    for (const d of CHECK_DEFINITIONS) {
      expect(d.label).not.toBe('');
      expect(d.item).not.toBe('');
      expect(d.sources.length).toBeGreaterThan(0);
    }
    expect(() => checkDefinition('dice')).toThrow(
      'unknown check "dice" (known: pigment, watersort, worlds, faces, bots)',
    );
  });

  describe('an added check: one definition plus one line in the list', () => {
    const registry: CheckRegistry = [...CHECK_DEFINITIONS, parityCheck([3])];
    let s: Summary;
    beforeAll(async () => {
      s = await summaryOf(registry, ['watersort', 'parity']);
    }, 120_000);

    it('is an option of the run only where it is registered', () => {
      expect(resolveOptions({ only: ['parity' as CheckName] }, undefined, registry).checks).toEqual(['parity']);
      expect(() => resolveOptions({ only: ['parity' as CheckName] })).toThrow(VerifyOptionsError);
      expect(resolveOptions({}, () => '2026-03-01', registry).checks).toEqual([...CHECKS, 'parity']);
    });

    it('has its items, checked by its own worker step, with places, after the checks before it', () => {
      const o = resolveOptions({ only: ['parity' as CheckName], date: '2026-03-01' }, undefined, registry);
      const items = enumerateItems(o, { pigment: [] } as never, {}, registry);
      expect(items.map((i) => [i.check, i.index, i.id])).toEqual(
        [1, 2, 3, 4].map((n) => ['parity', n - 1, `parity/n-${n}`]),
      );
      const parity = s.items.filter((i) => i.check === ('parity' as CheckName));
      expect(parity.map((i) => [i.id, i.passed])).toEqual([
        ['parity/n-1', true],
        ['parity/n-2', true],
        ['parity/n-3', false],
        ['parity/n-4', true],
      ]);
      expect(parity[2]).toMatchObject({ failures: ['3 is not allowed'], at: { kind: 'watersort-level', n: 3 } });
      expect(s.items.at(-1)?.check).toBe('parity');
      expect(s.items[0].check).toBe('watersort');
    });

    it('is summarised, schema-valid, and fails the run', () => {
      expect(s.run.checks).toEqual(['watersort', 'parity']);
      expect(s.checks['parity' as CheckName]).toEqual({
        passed: false,
        total: 4,
        failed: 1,
        failures: [{ id: 'parity/n-3', messages: ['3 is not allowed'] }],
      });
      expect(s.passed).toBe(false);
      expect(parseSummary(JSON.stringify(s), 'summary.json').ok).toBe(true);
    });

    it('has its row, its failure and its own section in report.md and report.html, after Water Sort', () => {
      const md = renderMarkdownReport(s, registry);
      expect(md).toContain('| parity | FAIL | 3 | 1 | 4 |');
      expect(md).toContain('- **parity/n-3**: 3 is not allowed');
      expect(md.indexOf('## Parity')).toBeGreaterThan(md.indexOf('## Water Sort'));
      expect(md).toContain('4 numbers looked at.');
      const html = renderHtmlReport(s, registry);
      expect(html).toContain('<td>parity</td><td class="FAIL">FAIL</td><td>3</td><td>1</td><td>4</td>');
      expect(html.indexOf('<h2>Parity</h2>')).toBeGreaterThan(html.indexOf('<h2>Water Sort</h2>'));
      // without its definition the section is simply not drawn, and nothing breaks
      expect(renderMarkdownReport(s)).not.toContain('## Parity');
      expect(renderJunit(s)).toContain('<testsuite name="parity" tests="4" failures="1"');
    });

    it('is compared by a diff: fixed items, moved metrics and its options', async () => {
      const other: CheckRegistry = [...CHECK_DEFINITIONS, parityCheck([])];
      const after = { ...(await summaryOf(other, ['parity'])), run: { ...s.run, checks: ['parity' as CheckName] } };
      const before = { ...s, run: { ...s.run, checks: ['parity' as CheckName] } };
      const d = diffSummaries(before, { ...after, run: { ...after.run, date: '2026-03-02' } }, registry);
      expect(d.fixes.map((i) => i.id)).toEqual(['parity/n-3']);
      expect(d.changed).toEqual([
        {
          check: 'parity',
          id: 'parity/n-3',
          at: { kind: 'watersort-level', n: 3 },
          changes: [{ key: 'allowed', before: false, after: true }],
        },
      ]);
      // its `options` say the date matters to it
      expect(d.runChanges).toContain('date: "2026-03-01" → "2026-03-02"');
      expect(renderDiffMarkdown(d, 'a', 'b')).toContain('## Fixed (1)\n\n- `parity/n-3`');
    });
  });
});
