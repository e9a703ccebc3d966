/**
 * Generated hostile input against the real app: bodies, ids, headers and methods. Every answer must
 * be a 4xx (never a 5xx) whose message names the field, and the store must be byte-for-byte unchanged.
 */
import fc from 'fast-check';
import { MAX_MARKS } from '@levelbench/pigment';
import type { FastifyInstance } from 'fastify';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { type SentResponse, listenWithFailingPool, send, storeChecksums } from './fuzz.testing';
import { copyOfLevels } from './testing';

/** Values no schema field accepts in the slot they are put in: each generator pairs with the fields it breaks. */
const notAString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));
const notAnInteger = fc.oneof(
  fc.constantFrom(1e300, -1e300, 1.5, -1, 0, 2 ** 53, -(2 ** 31), 1e21),
  fc.string({ maxLength: 5 }),
  fc.constant(null),
  fc.boolean(),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);
/** Never a valid [x, y] (an array of two small naturals would be one). */
const notACell = fc.oneof(
  fc.tuple(fc.integer({ min: 12, max: 2 ** 31 }), fc.nat(3)),
  fc.tuple(fc.nat(3), fc.constantFrom(-1, 1.5, 1e300)),
  fc.array(fc.nat(3), { minLength: 3, maxLength: 5 }),
  fc.constant([0]),
  fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.string({ maxLength: 4 })),
);
const tooMany = (item: unknown, over: number) => fc.constant(Array.from({ length: over }, () => item));

/** Pigment level fields and what breaks each (the field is always named in the answer). */
const pigmentBreakers: Record<string, fc.Arbitrary<unknown>> = {
  name: fc.oneof(notAString, fc.constant(''), fc.constant('x'.repeat(201))),
  width: notAnInteger,
  height: fc.oneof(notAnInteger, fc.integer({ min: 13, max: 1e9 })),
  start: notACell,
  marks: fc.oneof(
    fc.constant([]),
    tooMany({ at: [1, 0], color: 'green' }, MAX_MARKS + 1),
    fc.array(fc.record({ at: notACell, color: fc.string({ maxLength: 4 }) }), { minLength: 1, maxLength: 3 }),
  ),
  limit: fc.oneof(notAnInteger, fc.integer({ min: 1001, max: 2 ** 31 })),
  holes: fc.oneof(fc.array(notACell, { minLength: 1, maxLength: 3 }), fc.integer(), fc.string(), fc.constant(null)),
  replays: fc.oneof(
    fc.array(fc.record({ moves: fc.constantFrom('X', 'nesw', 'N'.repeat(1001)), expect: fc.constant('won') }), {
      minLength: 1,
      maxLength: 2,
    }),
    tooMany({ moves: '', expect: 'play' }, 101),
  ),
};

/** Curve fields and what breaks each. */
const curveBreakers: Record<string, fc.Arbitrary<unknown>> = {
  levels: fc.oneof(notAnInteger, fc.constantFrom(1001, 1_000_000)),
  candidates: fc.oneof(notAnInteger, fc.constant(101)),
  tiers: fc.oneof(
    fc.constant([]),
    fc.array(fc.record({ colors: fc.oneof(notAnInteger, fc.constantFrom(1, 10)), levels: fc.constant(1) }), {
      minLength: 1,
      maxLength: 3,
    }),
  ),
};

function pathsOf(r: SentResponse): string[] {
  try {
    const body = r.json() as { errors?: { path: string }[] };
    return (body.errors ?? []).map((e) => e.path);
  } catch {
    return [];
  }
}

describe('hostile input, generated', () => {
  let dir: string;
  let levelsDir: string;
  let app: FastifyInstance;
  let before: Map<string, string>;
  let port: number;
  let level: Record<string, unknown>;
  let curve: Record<string, unknown>;

  beforeAll(async () => {
    ({ dir, levelsDir } = await copyOfLevels('levelbench-fuzz-'));
    // a pool no valid-looking request should ever reach: if one does, its 500 fails the property
    ({ app, port } = await listenWithFailingPool(dir, levelsDir, 'a hostile request reached the pool'));
    level = JSON.parse(await fs.readFile(join(levelsDir, 'pigment/return.json'), 'utf8'));
    curve = JSON.parse(await fs.readFile(join(levelsDir, 'watersort/curve.json'), 'utf8'));
    before = await storeChecksums(levelsDir);
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    expect(await storeChecksums(levelsDir)).toEqual(before);
  });

  const is4xx = (r: SentResponse) => r.statusCode >= 400 && r.statusCode < 500;

  it('a Pigment level with one hostile field: 400 naming it, on PUT and in every solver route', async () => {
    const field = fc.constantFrom(...Object.keys(pigmentBreakers));
    const bad = field.chain((f) => fc.tuple(fc.constant(f), pigmentBreakers[f]));
    await fc.assert(
      fc.asyncProperty(bad, fc.constantFrom('put', 'solve', 'analyse'), async ([f, v], route) => {
        const broken = { ...level, [f]: v };
        const r =
          route === 'put'
            ? await send(port, {
                method: 'PUT',
                url: '/api/levels/pigment/return',
                payload: broken,
                headers: { 'if-match': '*' },
              })
            : await send(port, { method: 'POST', url: `/api/pigment/${route}`, payload: { level: broken } });
        expect(r.statusCode).toBe(400);
        const prefix = route === 'put' ? `/${f}` : `/level/${f}`;
        expect(pathsOf(r).some((p) => p.startsWith(prefix))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('a curve with one hostile field: 400 naming it, on PUT and in /api/watersort/level', async () => {
    const bad = fc.constantFrom(...Object.keys(curveBreakers)).chain((f) => fc.tuple(fc.constant(f), curveBreakers[f]));
    await fc.assert(
      fc.asyncProperty(bad, fc.boolean(), async ([f, v], put) => {
        const broken = { ...curve, [f]: v };
        const r = put
          ? await send(port, {
              method: 'PUT',
              url: '/api/levels/watersort/curve',
              payload: broken,
              headers: { 'if-match': '*' },
            })
          : await send(port, { method: 'POST', url: '/api/watersort/level', payload: { level: 1, curve: broken } });
        expect(r.statusCode).toBe(400);
        const paths = pathsOf(r);
        // a wrong tier total is reported at /levels: it names the field that disagrees
        expect(paths.some((p) => p.startsWith(put ? `/${f}` : `/curve/${f}`) || p.endsWith('/levels'))).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('hostile bodies (any JSON, deep, broken, not UTF-8) to every body-taking route: 4xx, never 5xx', async () => {
    const routes = [
      ['PUT', '/api/levels/pigment/return'],
      ['PUT', '/api/levels/watersort/curve'],
      ['PUT', '/api/levels/worldgen/weights'],
      ['POST', '/api/pigment/solve'],
      ['POST', '/api/watersort/level'],
      ['POST', '/api/watersort/solve'],
      ['POST', '/api/watersort/hint'],
      ['POST', '/api/worlds/7/depths/3'],
      ['POST', '/api/jobs'],
      ['POST', '/api/levels/pigment/return/rename'],
      ['POST', '/api/history/pigment/return/1/restore'],
    ] as const;
    const body = fc.oneof(
      fc.json({ depthSize: 'medium' }),
      fc.jsonValue().map((v) => JSON.stringify({ level: v, board: v, curve: v, weights: v, options: v, kind: v })),
      fc.nat(3000).map((n) => `{"level": ${'['.repeat(n + 65)}${']'.repeat(n + 65)}}`),
      fc.string().map((s) => `{"level": ${s}`),
      fc
        .uint8Array({ minLength: 1, maxLength: 64 })
        .map((b) => Buffer.concat([Buffer.from('{"x":"'), b, Buffer.from('\xff"}', 'latin1')])),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, fc.boolean(), async ([method, url], payload, ifMatch) => {
        const r = await send(port, {
          method,
          url,
          payload,
          headers: { 'content-type': 'application/json', ...(ifMatch ? { 'if-match': '"stale"' } : {}) },
        });
        // a syntactically fine body may pass validation: then the store refuses the stale If-Match (409),
        // asks for one (428), or a job starts (202); nothing is ever written, nothing answers 5xx
        expect(r.statusCode < 500).toBe(true);
        if (r.statusCode >= 400) expect(typeof r.json().error).toBe('string');
      }),
      { numRuns: 200 },
    );
  });

  it('hostile ids, methods, media types and headers: 4xx, never 5xx, nothing written', async () => {
    const id = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom('..', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', 'a/../../b', '%00', 'CON', 'x'.repeat(65), '-a', 'A'),
    );
    const method = fc.constantFrom('GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'TRACE');
    const game = fc.constantFrom('pigment', 'watersort', 'worldgen', 'nope', '..', '%2e%2e');
    const contentType = fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/xml',
    );
    const etag = fc.string({ maxLength: 30 }).filter((s) => s.trim() !== '*' && /^[\x20-\x7e]*$/.test(s));
    // the level itself, its rename, its history and one version's restore
    const route = fc.constantFrom(
      (g: string, i: string) => `/api/levels/${g}/${i}`,
      (g: string, i: string) => `/api/levels/${g}/${i}/rename`,
      (g: string, i: string) => `/api/history/${g}/${i}`,
      (g: string, i: string) => `/api/history/${g}/${i}/1/restore`,
      (g: string, i: string) => `/api/history/${g}/return/${i}`,
    );
    await fc.assert(
      fc.asyncProperty(method, game, id, contentType, etag, route, async (m, g, i, ct, tag, at) => {
        const url = at(g, encodeURIComponent(i).replace(/%25/g, '%'));
        const r = await send(port, {
          method: m,
          url,
          payload: m === 'GET' || m === 'DELETE' || m === 'TRACE' ? undefined : JSON.stringify(level),
          headers: { 'content-type': ct, 'if-match': tag || '"x"' },
        });
        expect([m, url, r.statusCode < 500]).toEqual([m, url, true]);
        if (m !== 'GET') expect(is4xx(r)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('foreign Host headers are refused before any route', async () => {
    const host = fc
      .domain()
      .filter((d) => !['localhost', '127.0.0.1'].includes(d))
      .chain((d) => fc.constantFrom(d, `${d}:4200`, `localhost.${d}`));
    await fc.assert(
      fc.asyncProperty(host, fc.constantFrom('GET', 'PUT', 'DELETE'), async (h, m) => {
        const r = await send(port, {
          method: m,
          url: '/api/levels/pigment/return',
          payload: m === 'PUT' ? level : undefined,
          headers: { host: h, 'if-match': '*' },
        });
        expect(r.statusCode).toBe(421);
      }),
      { numRuns: 60 },
    );
  });
});
