import { createHash } from 'node:crypto';

/**
 * Results of pure, deterministic work (a level's analysis) kept by the hash of its input, so the level
 * list's metrics of an unchanged store come back at once instead of being re-solved. Bounded: the least
 * recently used entry goes first. Concurrent asks for the same input share one computation.
 */
export class ContentCache<T> {
  private readonly done = new Map<string, T>();
  private readonly running = new Map<string, Promise<T>>();
  private hitCount = 0;

  constructor(private readonly maxEntries = 512) {}

  /** The SHA-256 of `input`'s JSON with object keys sorted (the same content gives the same key). */
  static keyOf(input: unknown): string {
    return createHash('sha256').update(canonicalJson(input)).digest('hex');
  }

  /** Cached hits so far (for tests and the benchmark). */
  get hits(): number {
    return this.hitCount;
  }

  /** The cached value of `key`, or `compute()`'s (stored once it succeeds; a failure is not kept). */
  async get(key: string, compute: () => Promise<T>): Promise<{ value: T; hit: boolean }> {
    if (this.done.has(key)) {
      const value = this.done.get(key) as T;
      this.done.delete(key); // re-insert: Map order is the recency order
      this.done.set(key, value);
      this.hitCount++;
      return { value, hit: true };
    }
    let run = this.running.get(key);
    if (!run) {
      run = compute().finally(() => this.running.delete(key));
      this.running.set(key, run);
    }
    const value = await run;
    this.done.set(key, value);
    while (this.done.size > this.maxEntries) this.done.delete(this.done.keys().next().value as string);
    return { value, hit: false };
  }
}

/** JSON with every object's keys in sorted order. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}
