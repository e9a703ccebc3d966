import { ContentCache, canonicalJson } from './analysis-cache';

describe('ContentCache (results by content hash)', () => {
  it('computes once per content: key order does not matter, a changed value does', async () => {
    const cache = new ContentCache<number>();
    let runs = 0;
    const compute = async () => ++runs;
    const a = ContentCache.keyOf({ level: { id: 'x', limit: 5 }, options: { lines: 10 } });
    const b = ContentCache.keyOf({ options: { lines: 10 }, level: { limit: 5, id: 'x' } });
    const c = ContentCache.keyOf({ level: { id: 'x', limit: 6 }, options: { lines: 10 } });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(await cache.get(a, compute)).toEqual({ value: 1, hit: false });
    expect(await cache.get(b, compute)).toEqual({ value: 1, hit: true });
    expect(await cache.get(c, compute)).toEqual({ value: 2, hit: false });
    expect([runs, cache.hits]).toEqual([2, 1]);
  });

  it('shares one computation between concurrent asks, forgets failures, and drops the least recently used', async () => {
    const cache = new ContentCache<string>(2);
    let runs = 0;
    const slow = () => new Promise<string>((r) => setTimeout(() => r(`v${++runs}`), 10));
    const [x, y] = await Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    expect([x.value, y.value, runs]).toEqual(['v1', 'v1', 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('bad', async () => 'ok')).hit).toBe(false);
    await cache.get('k', slow); // k is now the most recent
    await cache.get('third', async () => 't'); // evicts 'bad'
    expect((await cache.get('k', slow)).hit).toBe(true);
    expect((await cache.get('bad', async () => 'again')).hit).toBe(false);
  });

  it('writes canonical JSON (sorted keys, undefined fields left out, like JSON.stringify)', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: undefined }], a: 'x' })).toBe('{"a":"x","b":[1,{"d":2}]}');
  });
});
