/** Per-worker memo of structured-cloned inputs, so a rules lib's identity caches (e.g. worlds by weights) keep hitting. */

const byJson = new Map<string, unknown>();

/**
 * The one object of this worker equal (as JSON) to `value`: every task gets a fresh structured
 * clone of its input, so without this a cache keyed by object identity would miss every time.
 * Keeps at most 16 distinct values.
 */
export function internByJson<T>(value: T): T {
  const key = JSON.stringify(value);
  if (byJson.has(key)) return byJson.get(key) as T;
  if (byJson.size >= 16) byJson.clear();
  byJson.set(key, value);
  return value;
}
