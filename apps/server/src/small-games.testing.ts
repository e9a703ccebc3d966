/**
 * The level, history and transaction specs' own small games, and the Pigment level calls they share: these specs pin
 * the server's handling of validation, ids, ETags, history and renames; the real rules-lib schemas are exercised in
 * games.spec.ts.
 */
import { parseWithSchema } from '@levelbench/formats';
import type { GameRegistry } from './games';
import { putJson, type TestServer } from './testing';

/** A level: an id, a name and a positive integer limit. */
export const SMALL_LEVEL_SCHEMA = {
  type: 'object',
  required: ['id', 'name', 'limit'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, limit: { type: 'integer', minimum: 1 } },
};

/** Pigment with `levelSchema` (ids from the file names, a reserved pack.json) and a watersort that takes any object. */
export function smallGames(levelSchema: object = SMALL_LEVEL_SCHEMA): GameRegistry {
  return {
    pigment: {
      schema: levelSchema,
      idField: true,
      parse: (t, f) => parseWithSchema(t, levelSchema, f),
      reserved: { pack: (t, f) => parseWithSchema(t, { type: 'object' }, f) },
    },
    watersort: {
      schema: { type: 'object' },
      idField: false,
      parse: (t, f) => parseWithSchema(t, { type: 'object' }, f),
    },
  };
}

/** One entry of a level's history as the API answers it. */
export interface HistoryVersion {
  version: number;
  etag: string;
  savedAt: string | null;
  savedBy: string | null;
  current: boolean;
}

/** The Pigment level and history calls on the test server `server()` (read when called, after `beforeAll`). */
export function pigmentCalls(server: () => TestServer) {
  return {
    /** PUTs the level `id` as JSON. */
    put: (id: string, body: unknown, headers: Record<string, string> = {}) =>
      putJson(`${server().url}/api/levels/pigment/${id}`, JSON.stringify(body), headers),
    /** POSTs a rename of `id` (by default with `If-Match: *`). */
    rename: (id: string, body: unknown, headers: Record<string, string> = { 'if-match': '*' }) =>
      fetch(`${server().url}/api/levels/pigment/${id}/rename`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      }),
    /** The history of `id`, as `GET /api/history/pigment/:id` lists it. */
    versions: async (id: string) =>
      (await (await fetch(`${server().url}/api/history/pigment/${id}`)).json()) as HistoryVersion[],
  };
}
