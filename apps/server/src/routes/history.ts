/**
 * `/api/history/:game/:id[/:version]` (saved versions of a level) and
 * `POST /api/levels/:game/:id/rename` (moves the file, its history and its place in `pack.json`).
 * A restore is an ordinary `PUT /api/levels/...` of an old version's text with `If-Match`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type GameRegistry, isGameName } from '../games';
import type { LevelHistory } from '../history';
import { authorName } from '../identity';
import { ApiError, header } from '../http';
import { layoutOf, prettyJson } from '../json-format';
import { type FileStore, ID_PATTERN, PreconditionFailed, type StoredFile } from '../store';

/** What the history routes need. */
export interface HistoryRoutesContext {
  readonly store: FileStore;
  readonly games: GameRegistry;
  readonly history: LevelHistory;
}

/** The level pack's file id in `levels/pigment/` (`{order: [ids]}`, libs/pigment pack.ts); a rename updates it. */
export const PACK_ID = 'pack';

type Params = { game: string; id: string; version?: string };

function gameOf(games: GameRegistry, game: string) {
  const spec = isGameName(game) ? games[game] : undefined;
  if (!isGameName(game) || !spec) throw new ApiError(404, `unknown game "${game}"`);
  return { game, spec };
}

function checkId(id: string, what = 'id'): string {
  if (!ID_PATTERN.test(id)) {
    throw new ApiError(400, `"${id}" is not a valid ${what}: use 1–64 lower-case letters, digits and dashes`);
  }
  return id;
}

function conflict(e: PreconditionFailed, reply: FastifyReply, file: string): never {
  if (e.current) reply.header('etag', e.current.etag);
  throw new ApiError(409, `${file}: ${e.message}`, undefined, {
    etag: e.current?.etag ?? null,
    current: e.current ? JSON.parse(e.current.text) : null,
  });
}

/** Every string in `value` equal to `from` replaced by `to` (pack.json's schema is the suggester's; ids appear as plain strings). */
export function replaceId(value: unknown, from: string, to: string): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((v) => replaceId(v, from, to));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === from ? to : k, replaceId(v, from, to)]));
  }
  return value;
}

/** Registers the history and rename routes. */
export function registerHistoryRoutes(app: FastifyInstance, ctx: HistoryRoutesContext): void {
  const { store, games, history } = ctx;

  app.get<{ Params: Params }>('/api/history/:game/:id', async (req) => {
    const { game } = gameOf(games, req.params.game);
    const id = checkId(req.params.id);
    const current = await store.read(game, id);
    const entries = await history.list(game, id);
    return entries.map((e) => ({
      version: e.version,
      etag: e.etag,
      savedAt: e.savedAt,
      savedBy: e.savedBy,
      current: e.etag === current?.etag,
    }));
  });

  app.get<{ Params: Params }>('/api/history/:game/:id/:version', async (req) => {
    const { game } = gameOf(games, req.params.game);
    const id = checkId(req.params.id);
    const version = Number(req.params.version);
    const e = Number.isInteger(version) && version > 0 ? await history.read(game, id, version) : null;
    if (!e) throw new ApiError(404, `levels/${game}/${id}.json has no version ${req.params.version}`);
    return { ...e, file: JSON.parse(e.text) as unknown };
  });

  app.post<{ Params: Params; Body: { to?: unknown; name?: unknown } }>(
    '/api/levels/:game/:id/rename',
    async (req, reply) => {
      const { game, spec } = gameOf(games, req.params.game);
      if (!spec.idField) throw new ApiError(400, `${game} files have a fixed name and cannot be renamed`);
      const from = checkId(req.params.id);
      const body = req.body ?? {};
      const to = checkId(typeof body.to === 'string' ? body.to : from, 'new id');
      for (const id of [from, to]) {
        if (id === PACK_ID || spec.reserved?.[id])
          throw new ApiError(400, `"${id}" is a reserved file name, not a level`);
      }
      const file = `levels/${game}/${from}.json`;
      const old = await store.read(game, from);
      if (!old) throw new ApiError(404, `${file} does not exist`);
      const ifMatch = header(req, 'if-match');
      const value = JSON.parse(old.text) as Record<string, unknown>;
      const renamed = {
        ...value,
        id: to,
        name: typeof body.name === 'string' && body.name.trim() ? body.name.trim() : value['name'],
      };
      const text = prettyJson(renamed, layoutOf(old.text));
      const parsed = spec.parse(text, `levels/${game}/${to}.json`);
      if (!parsed.ok) throw new ApiError(400, `the renamed level is not valid`, parsed.errors);
      const who = authorName(req);
      let saved: StoredFile;
      try {
        if (to === from) {
          saved = await store.write(game, from, text, { ifMatch: ifMatch ?? old.etag });
        } else {
          if (ifMatch !== undefined && ifMatch.trim() !== '*' && ifMatch !== old.etag)
            throw new PreconditionFailed(old);
          saved = await store.write(game, to, text, { ifNoneMatch: '*' });
          // the old file goes only if nobody changed it meanwhile; otherwise undo the copy
          await store.remove(game, from, { ifMatch: old.etag }).catch(async (e: unknown) => {
            await store.remove(game, to);
            throw e;
          });
          await history.move(game, from, to);
          await updatePack(store, game, from, to);
        }
      } catch (e) {
        if (e instanceof PreconditionFailed) conflict(e, reply, file);
        throw e;
      }
      await history.record(game, to, old, saved, who);
      req.log.info({ game, from, to }, 'level renamed');
      reply.header('etag', saved.etag);
      return { id: to, name: renamed.name, etag: saved.etag };
    },
  );
}

/** Points `pack.json` (when there is one) at the new id; a pack that is not JSON is left alone. */
async function updatePack(store: FileStore, game: string, from: string, to: string): Promise<void> {
  const pack = await store.read(game, PACK_ID);
  if (!pack) return;
  let value: unknown;
  try {
    value = JSON.parse(pack.text);
  } catch {
    return;
  }
  const next = replaceId(value, from, to);
  if (JSON.stringify(next) === JSON.stringify(value)) return;
  await store.write(game, PACK_ID, prettyJson(next, layoutOf(pack.text)), { ifMatch: pack.etag });
}
