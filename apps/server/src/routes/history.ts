/**
 * `/api/history/:game[/:id[/:version]]` (saved versions and deleted levels),
 * `POST /api/history/:game/:id/:version/restore` and `POST /api/levels/:game/:id/rename`. Restore and
 * rename are journalled transactions (transactions.ts): they happen completely or not at all.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DeletedLevel, LevelVersion, SavedVersion } from '@levelbench/contracts';
import { parseJsonText } from '@levelbench/formats';
import type { GameRegistry } from '../games';
import type { LevelHistory } from '../history';
import { authorName } from '../identity';
import { ApiError, bodyObject, header } from '../http';
import { layoutOf, prettyJson } from '../json-format';
import {
  type FileStore,
  ID_PATTERN,
  PreconditionFailed,
  PreconditionRequired,
  type StoredFile,
  checkPreconditions,
  etagOf,
} from '../store';
import { PACK_ID, type Transactions } from '../transactions';

export { PACK_ID, replaceId } from '../transactions';

/** What the history routes need. */
export interface HistoryRoutesContext {
  readonly store: FileStore;
  readonly games: GameRegistry;
  readonly history: LevelHistory;
  readonly txn: Transactions;
}

type Params = { game: string; id: string; version?: string };

function gameOf(games: GameRegistry, game: string) {
  const spec = Object.hasOwn(games, game) ? games[game] : undefined;
  if (!spec) throw new ApiError(404, `unknown game "${game}"`);
  return { game, spec };
}

function checkId(id: string, what = 'id'): string {
  if (!ID_PATTERN.test(id)) {
    throw new ApiError(400, `"${id}" is not a valid ${what}: use 1–64 lower-case letters, digits and dashes`);
  }
  return id;
}

function jsonOrText(text: string): unknown {
  const p = parseJsonText(text, '');
  return p.ok ? p.value : text;
}

/** Checks If-Match/If-None-Match like a PUT: replacing an existing file must name its version (428, 409). */
export function requireVersion(req: FastifyRequest, reply: FastifyReply, current: StoredFile | null, file: string) {
  try {
    const pre = { ifMatch: header(req, 'if-match'), ifNoneMatch: header(req, 'if-none-match'), required: true };
    checkPreconditions(pre, current);
  } catch (e) {
    if (e instanceof PreconditionRequired) {
      reply.header('etag', e.current.etag);
      throw new ApiError(428, `${file}: ${e.message}`, undefined, { etag: e.current.etag });
    }
    if (e instanceof PreconditionFailed) {
      if (e.current) reply.header('etag', e.current.etag);
      throw new ApiError(409, `${file}: ${e.message}`, undefined, {
        etag: e.current?.etag ?? null,
        current: e.current ? jsonOrText(e.current.text) : null,
      });
    }
    throw e;
  }
}

/** Refuses (409) to put a level on an id whose deleted level's history is kept: it would merge the two. */
export async function refuseDeletedId(history: LevelHistory, game: string, id: string): Promise<void> {
  const t = await history.tombstone(game, id);
  if (!t && !(await history.exists(game, id))) return;
  const when = t ? ` on ${t.deletedAt}${t.deletedBy ? ` by ${t.deletedBy}` : ''}` : '';
  throw new ApiError(
    409,
    `levels/${game}/${id}.json was deleted${when} and its history is kept: restore it ` +
      `(POST /api/history/${game}/${id}/<version>/restore) or choose another id`,
    undefined,
    { deleted: { id, deletedAt: t?.deletedAt ?? null, deletedBy: t?.deletedBy ?? null } },
  );
}

/** Registers the history, restore and rename routes. */
export function registerHistoryRoutes(app: FastifyInstance, ctx: HistoryRoutesContext): void {
  const { store, games, history, txn } = ctx;

  app.get<{ Params: Params }>('/api/history/:game', async (req): Promise<DeletedLevel[]> => {
    const { game } = gameOf(games, req.params.game);
    return history.deleted(game);
  });

  app.get<{ Params: Params }>('/api/history/:game/:id', async (req): Promise<LevelVersion[]> => {
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

  app.get<{ Params: Params }>('/api/history/:game/:id/:version', async (req): Promise<SavedVersion> => {
    const { game } = gameOf(games, req.params.game);
    const id = checkId(req.params.id);
    const e = await versionOf(history, game, id, req.params.version);
    const parsed = e.problem ? null : parseJsonText(e.text, `levels/${game}/${id}.json v${e.version}`);
    const { problem, ...version } = e;
    if (parsed?.ok) return { ...version, file: parsed.value };
    // a version that is not JSON (a conflicted file saved from git, a hand-edited history file) still opens
    const errors = parsed && !parsed.ok ? parsed.errors : undefined;
    return { ...version, file: null, problem: { error: problem ?? 'this version is not valid JSON', errors } };
  });

  app.post<{ Params: Params }>('/api/history/:game/:id/:version/restore', async (req, reply) => {
    const { game, spec } = gameOf(games, req.params.game);
    const id = checkId(req.params.id);
    bodyObject(req); // a JSON body (`{}`), so a body-less cross-site POST cannot restore
    const file = `levels/${game}/${id}.json`;
    return txn.run(game, async () => {
      const e = await versionOf(history, game, id, req.params.version);
      const what = `${file} version ${e.version}`;
      const parsed = parseJsonText(e.text, what);
      if (e.problem || !parsed.ok) {
        const why = parsed.ok ? (e.problem ?? '') : parsed.errors[0].message;
        throw new ApiError(422, `${what} cannot be restored: it ${why}`, parsed.ok ? undefined : parsed.errors);
      }
      let text = e.text;
      const value = parsed.value as Record<string, unknown>;
      // a version from before a rename carries the old id; the file keeps the one in its URL
      if (spec.idField && value && typeof value === 'object' && value['id'] !== id)
        text = prettyJson({ ...value, id }, layoutOf(e.text));
      const reserved = spec.reserved?.[id];
      const levelIds = reserved ? (await store.list(game)).filter((l) => !spec.reserved?.[l]) : [];
      const valid = reserved ? reserved(text, file, levelIds) : spec.parse(text, file);
      if (!valid.ok)
        throw new ApiError(422, `${what} cannot be restored: it is not a valid ${game} file`, valid.errors);
      const current = await store.read(game, id);
      requireVersion(req, reply, current, file);
      const saved = { text, etag: etagOf(text) };
      await txn.commit({
        op: 'restore',
        game,
        steps: [
          ...(await history.recordSteps(game, id, { previous: current, saved, who: authorName(req) })),
          ...(await history.untombstoneSteps(game, id)),
          { file: `${game}/${id}.json`, before: current?.text ?? null, after: text },
        ],
      });
      req.log.info({ game, id, version: e.version }, 'level restored');
      reply.header('etag', saved.etag);
      const name = (JSON.parse(text) as { name?: unknown }).name;
      return { id, name: typeof name === 'string' ? name : id, etag: saved.etag, created: current === null };
    });
  });

  app.post<{ Params: Params }>('/api/levels/:game/:id/rename', async (req, reply) => {
    const { game, spec } = gameOf(games, req.params.game);
    if (!spec.idField) throw new ApiError(400, `${game} files have a fixed name and cannot be renamed`);
    const from = checkId(req.params.id);
    const body = bodyObject(req);
    if (typeof body['to'] !== 'string')
      throw new ApiError(400, 'a rename needs the new id: send {"to": "<id>"}', [
        { file: 'request body', path: '/to', message: 'is missing (required field "to")' },
      ]);
    const to = checkId(body['to'], 'new id');
    if (to === from) throw new ApiError(400, `"${to}" is already the level's id: a rename needs a different id`);
    for (const id of [from, to]) {
      if (id === PACK_ID || spec.reserved?.[id])
        throw new ApiError(400, `"${id}" is a reserved file name, not a level`);
    }
    const file = `levels/${game}/${from}.json`;
    // the game's lock: parallel renames serialise (they share pack.json), and no save lands in between
    return txn.run(game, async () => {
      const old = await store.read(game, from);
      if (!old) throw new ApiError(404, `${file} does not exist`);
      requireVersion(req, reply, old, file);
      const parsed = parseJsonText(old.text, file);
      if (!parsed.ok)
        throw new ApiError(422, `${file} cannot be renamed: it ${parsed.errors[0].message}`, parsed.errors);
      const value = parsed.value as Record<string, unknown>;
      if (!value || typeof value !== 'object' || Array.isArray(value))
        throw new ApiError(422, `${file} cannot be renamed: it is not a JSON object`);
      if (await store.read(game, to)) throw new ApiError(409, `levels/${game}/${to}.json already exists`);
      await refuseDeletedId(history, game, to);
      const name = typeof body['name'] === 'string' && body['name'].trim() ? body['name'].trim() : value['name'];
      const text = prettyJson({ ...value, id: to, name }, layoutOf(old.text));
      const valid = spec.parse(text, `levels/${game}/${to}.json`);
      if (!valid.ok) throw new ApiError(400, `the renamed level is not valid`, valid);
      const saved = { text, etag: etagOf(text) };
      // every check that can refuse (a history folder in the way included) runs before anything is journalled
      const move = await history.moveSteps(game, from, to);
      // the versions are counted under the old id and written under the new one, after the move
      const record = await history.recordSteps(game, from, { previous: old, saved, who: authorName(req), into: to });
      await txn.commit({
        op: 'rename',
        game,
        steps: [
          { file: `${game}/${to}.json`, before: null, after: text },
          ...move,
          ...record,
          ...(await txn.packSteps(game, from, to)),
          { file: `${game}/${from}.json`, before: old.text, after: null },
        ],
      });
      req.log.info({ game, from, to }, 'level renamed');
      reply.header('etag', saved.etag);
      return { id: to, name, etag: saved.etag };
    });
  });
}

async function versionOf(history: LevelHistory, game: string, id: string, raw: string | undefined) {
  const version = Number(raw);
  const e = Number.isInteger(version) && version > 0 ? await history.read(game, id, version) : null;
  if (!e) throw new ApiError(404, `levels/${game}/${id}.json has no version ${raw}`);
  return e;
}
