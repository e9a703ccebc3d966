/**
 * Issue #39 item 4: a 400 lists at most MAX_LISTED_ERRORS problems and says how many more, and what one
 * request can cost to parse and check is bounded. Before: a 255 KiB body of `marks: [{},{},…]` got an
 * 18 MB answer with 174,001 errors after 3 s, and four at once held `/api/health` for 6 s.
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { MAX_LISTED_ERRORS } from '@levelbench/formats';
import { defaultGames } from './default-games';
import { send } from './fuzz.testing';
import { MAX_JSON_VALUES, jsonShape } from './hardening';
import { type TestServer, startTestServer } from './testing';

/** The return level with its marks replaced by `n` empty objects (each misses `at` and `color`). */
function withEmptyMarks(level: object, n: number): string {
  return JSON.stringify({ ...level, marks: '__M__' }).replace('"__M__"', `[${Array(n).fill('{}').join(',')}]`);
}

describe('bounded 400s', () => {
  let s: TestServer;
  let level: object;
  beforeAll(async () => {
    s = await startTestServer({ games: defaultGames() });
    level = JSON.parse(await fs.readFile(join(s.levelsDir, 'pigment/return.json'), 'utf8'));
  });
  afterAll(() => s.close());

  const put = (payload: string) =>
    send(s.port, {
      method: 'PUT',
      url: '/api/levels/pigment/return',
      payload,
      headers: { 'content-type': 'application/json', 'if-match': '*' },
    });

  it('refuses the audit’s 255 KiB body of empty marks before parsing it, in one small answer', async () => {
    const body = withEmptyMarks(level, 87_000);
    expect(body.length).toBeGreaterThan(250 * 1024);
    expect(body.length).toBeLessThan(256 * 1024);
    const r = await put(body);
    expect(r.statusCode).toBe(400);
    const message = `has more than ${MAX_JSON_VALUES} array elements and object members`;
    expect(r.json()).toEqual({
      error: `the request body ${message}`,
      errors: [{ file: 'request body', path: '', message }],
    });
    expect(r.body.length).toBeLessThan(1024);
  });

  it('lists the first 50 schema problems of a body under the cap and counts the rest', async () => {
    const n = MAX_JSON_VALUES - 100;
    const r = await put(withEmptyMarks(level, n));
    expect(r.statusCode).toBe(400);
    const b = r.json() as { errors: { path: string; message: string }[]; moreErrors: number };
    expect(b.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(b.errors[0]).toEqual({
      file: 'levels/pigment/return.json',
      path: '/marks',
      message: 'must NOT have more than 7 items',
    });
    expect(b.errors[1]).toEqual({
      file: 'levels/pigment/return.json',
      path: '/marks/0/at',
      message: 'is missing (required field "at")',
    });
    // each empty mark misses two fields; one line is the maxItems problem above
    expect(b.moreErrors).toBe(2 * n + 1 - MAX_LISTED_ERRORS);
    expect(r.body.length).toBeLessThan(8 * 1024);
    // the store is untouched
    expect(JSON.parse(await fs.readFile(join(s.levelsDir, 'pigment/return.json'), 'utf8'))).toEqual(level);
  });

  it('caps the errors of a level sent to a solver route the same way, under its field', async () => {
    const r = await send(s.port, {
      method: 'POST',
      url: '/api/pigment/solve',
      payload: `{"level": ${withEmptyMarks(level, 1000)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(400);
    const b = r.json() as { errors: { path: string }[]; moreErrors: number };
    expect(b.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(b.errors[1].path).toBe('/level/marks/0/at');
    expect(b.moreErrors).toBe(2001 - MAX_LISTED_ERRORS);
  });

  it('answers four oversized bodies at once and /api/health beside them', async () => {
    const body = withEmptyMarks(level, 87_000);
    const [health, ...answers] = await Promise.all([
      send(s.port, { method: 'GET', url: '/api/health' }),
      ...Array.from({ length: 4 }, () => put(body)),
    ]);
    expect(health.statusCode).toBe(200);
    expect(answers.map((a) => [a.statusCode, a.body.length < 1024])).toEqual(Array(4).fill([400, true]));
  });
});

describe('jsonShape', () => {
  it('counts array elements and object members, not brackets or commas inside strings', () => {
    expect(jsonShape('[]')).toEqual({ depth: 1, values: 0 });
    expect(jsonShape('[{}, {}, {}]')).toEqual({ depth: 2, values: 3 });
    expect(jsonShape('{"a": 1, "b": [1, 2], "c": {}}')).toEqual({ depth: 2, values: 5 });
    expect(jsonShape('{"a": "x,y,[z]", "b": [ ]}')).toEqual({ depth: 2, values: 2 });
    expect(jsonShape('"\\",["')).toEqual({ depth: 0, values: 0 });
    expect(jsonShape(' [ "a" , "b" ] ')).toEqual({ depth: 1, values: 2 });
  });

  it('stops counting once past a limit', () => {
    expect(jsonShape(`[${Array(1000).fill(0).join(',')}]`, Infinity, 10).values).toBe(11);
    expect(jsonShape('['.repeat(1000), 5).depth).toBe(6);
  });
});
