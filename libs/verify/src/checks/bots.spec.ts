import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { metricsOf, type ItemRecord } from '@levelbench/contracts';
import { parsePigmentLevel, pigmentBots } from '@levelbench/pigment';
import { defaultCurve, generateDaily, generateLevel, watersortBots } from '@levelbench/watersort';
import { verifyItem as verifyAny } from '../handlers/verify-item';
import type { VerifyItemPayload } from './registry';

/** `verify.item` on a production payload (the handler takes any check's; these are typed by their check). */
const verifyItem = (p: VerifyItemPayload) => verifyAny(p);
import { botsCheck, type BotsItemPayload } from './bots';

const root = join(__dirname, '..', '..', '..', '..');
const returnText = readFileSync(join(root, 'levels/pigment/return.json'), 'utf8');

const level: BotsItemPayload = {
  check: 'bots',
  id: 'bots/watersort/level-2',
  game: 'watersort',
  kind: 'level',
  curve: defaultCurve,
  n: 2,
};
const daily: BotsItemPayload = {
  check: 'bots',
  id: 'bots/watersort/daily-2026-12-01',
  game: 'watersort',
  kind: 'daily',
  date: '2026-12-01',
};
const pigment: BotsItemPayload = {
  check: 'bots',
  id: 'bots/pigment/return',
  game: 'pigment',
  kind: 'file',
  name: 'return',
  text: returnText,
};

const record = (p: BotsItemPayload, index: number): ItemRecord => ({ ...verifyItem(p), index, ms: 1 });

describe('the bots check', () => {
  it('records every bot’s figures on a curve level, a daily and a Pigment level, and passes', () => {
    const [l, d, p] = [level, daily, pigment].map((x) => verifyItem(x));
    expect(l).toMatchObject({ check: 'bots', id: level.id, passed: true, failures: [] });
    expect(l.metrics).toEqual({
      game: 'watersort',
      kind: 'level',
      n: 2,
      ...watersortBots(generateLevel(defaultCurve, 2).board),
    });
    expect(l.at).toEqual({ kind: 'watersort-level', n: 2 });
    expect(d.metrics).toEqual({
      game: 'watersort',
      kind: 'daily',
      date: '2026-12-01',
      ...watersortBots(generateDaily('2026-12-01').board),
    });
    const parsed = parsePigmentLevel(returnText, 'return.json');
    if (!parsed.ok) throw new Error('return.json does not parse');
    expect(p.metrics).toEqual({ game: 'pigment', kind: 'file', name: 'return', ...pigmentBots(parsed.value) });
    expect(p.at).toEqual({ kind: 'file', file: 'pigment/return.json', path: '' });
    expect(metricsOf({ check: 'bots', metrics: p.metrics }).bots?.map((b) => b.bot)).toEqual([
      'random',
      'greedy',
      'lookahead',
    ]);
  });

  it('skips a level file that does not parse or a curve level that cannot be built, without failing', () => {
    const broken = verifyItem({ ...pigment, id: 'bots/pigment/broken', name: 'broken', text: '{"id": 1}' });
    expect(broken).toMatchObject({ passed: true, failures: [] });
    expect(broken.metrics).toMatchObject({ bots: [], budget: 0, skipped: 'the level file does not parse' });
    const off = verifyItem({ ...level, id: 'bots/watersort/level-500', n: 500 });
    expect(off.passed).toBe(true);
    expect(off.metrics['skipped']).toMatch(/500/);
  });

  it('draws a solve-rate chart along the curve and a row per board in both reports', () => {
    const items = [record(level, 0), record({ ...level, id: 'bots/watersort/level-1', n: 1 }, 1), record(pigment, 2)];
    const md = botsCheck.report.markdown(items, {} as never).join('\n');
    expect(md).toContain('## Play-testing bots');
    expect(md).toContain('| board | optimal | budget | random | greedy | lookahead |');
    expect(md).toMatch(/^\| level 1 \| 5 \| 15 \| \d+% \/ [\d.]+ \| \d+% \/ [\d.]+ \| \d+% \/ [\d.]+ \|$/m);
    expect(md).toMatch(/^\| pigment return \| 5 \| 15 \| /m);
    const html = botsCheck.report.html(items, {} as never).join('');
    expect(html).toContain('Water Sort curve: solve rate per level (%)');
    expect(html).toContain('<td>pigment return</td>');
    // an older summary's item without figures draws nothing
    expect(botsCheck.report.markdown([{ ...items[0], metrics: {} }], {} as never)).toEqual([]);
  });
});
