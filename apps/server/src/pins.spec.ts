/** Pinned Water Sort boards through the API: a saved curve's pins are validated, the level route serves them. */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { type Curve, generateLevel } from '@levelbench/watersort';
import { startPooledTestServer, type TestServer } from './testing';
import { HAND_BOARD } from '@levelbench/watersort/testing';

const hand = HAND_BOARD;
const base: Curve = {
  levels: 4,
  candidates: 6,
  tiers: [
    { colors: 3, levels: 2 },
    { colors: 4, levels: 2 },
  ],
};
const pinnedCurve: Curve = { ...base, pinned: [{ level: 3, board: hand, note: 'tutorial' }] };

describe('pinned boards through the API', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startPooledTestServer();
  }, 120_000);
  afterAll(() => s.close());

  const send = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const r = await fetch(`${s.url}${path}`, {
      method,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
    const text = await r.text();
    return { status: r.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  const putCurve = (curve: unknown) => send('PUT', '/api/levels/watersort/curve', curve, { 'if-match': '*' });
  const paths = (body: Record<string, unknown>) => (body['errors'] as { path: string }[]).map((e) => e.path);
  const messages = (body: Record<string, unknown>) => (body['errors'] as { message: string }[]).map((e) => e.message);

  it('saves a curve with a pin, and the level route serves the pinned board; other levels are the generated ones', async () => {
    const saved = await putCurve(pinnedCurve);
    expect(saved.status).toBeLessThan(300);
    const onDisk = JSON.parse(await fs.readFile(join(s.levelsDir, 'watersort/curve.json'), 'utf8'));
    expect(onDisk.pinned).toEqual(pinnedCurve.pinned);
    const three = await send('POST', '/api/watersort/level', { level: 3 });
    expect(three.status).toBe(200);
    expect(three.body).toMatchObject({ level: 3, pinned: true, note: 'tutorial', board: hand, colors: 3 });
    const four = await send('POST', '/api/watersort/level', { level: 4 });
    expect(four.body).toMatchObject({ pinned: false, board: generateLevel(base, 4).board });
    // an unsaved curve sent with the request is served the same way
    const preview = await send('POST', '/api/watersort/level', {
      level: 1,
      curve: { ...base, pinned: [{ level: 1, board: hand }] },
    });
    expect(preview.body).toMatchObject({ pinned: true, board: hand });
  }, 60_000);

  it('refuses a bad pin with 400 naming the field, and keeps the saved curve', async () => {
    await putCurve(pinnedCurve);
    const teal = { ...hand, tubes: [['teal', 'orange', 'yellow', 'red'], ...hand.tubes.slice(1)] };
    const unknown = await putCurve({ ...base, pinned: [{ level: 1, board: teal }] });
    expect(unknown.status).toBe(400);
    expect(paths(unknown.body)).toContain('/pinned/0/board/tubes/0/0');
    const twice = await putCurve({
      ...base,
      pinned: [
        { level: 2, board: hand },
        { level: 2, board: hand },
      ],
    });
    expect(twice.status).toBe(400);
    expect(paths(twice.body)).toEqual(['/pinned/1/level']);
    expect(messages(twice.body)).toEqual(['level 2 is pinned twice (also at /pinned/0)']);
    const past = await putCurve({ ...base, pinned: [{ level: 9, board: hand }] });
    expect([past.status, paths(past.body)]).toEqual([400, ['/pinned/0/level']]);
    const complete = { capacity: 4, tubes: [['red', 'red', 'red', 'red'], ...hand.tubes.slice(1)] };
    const rules = await putCurve({ ...base, pinned: [{ level: 2, board: complete }] });
    expect(rules.status).toBe(400);
    expect(messages(rules.body)).toContain('pinned level 2: starts complete (full of one colour)');
    const onDisk = JSON.parse(await fs.readFile(join(s.levelsDir, 'watersort/curve.json'), 'utf8'));
    expect(onDisk).toEqual(pinnedCurve);
    const sent = await send('POST', '/api/watersort/level', { level: 1, curve: { ...base, pinned: [{ level: 1 }] } });
    expect(sent.status).toBe(400);
    expect(paths(sent.body)).toContain('/curve/pinned/0/board');
  }, 60_000);
});
