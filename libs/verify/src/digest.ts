/** Content digests of cached results: canonical JSON (sorted keys), SHA-256, optionally keyed (HMAC). */
import { createHash, createHmac } from 'node:crypto';

/** JSON with every object's keys in sorted order (undefined members left out, as JSON.stringify does). */
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

/**
 * The hex digest of a cache entry's key and value: SHA-256, or HMAC-SHA-256 with `secret` (then an entry written
 * without the secret, or copied from a store with another one, does not check).
 */
export function entryDigest(key: string, value: unknown, secret?: Buffer): string {
  const text = canonicalJson([key, value]);
  return (secret ? createHmac('sha256', secret) : createHash('sha256')).update(text).digest('hex');
}
