/** `/api/levels/:game[/:id]` (CRUD with ETags) and `/api/schemas/:game`. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LevelListRow, LevelSaved } from '@levelbench/contracts';
import { type GameName, type GameRegistry, type GameSpec } from '../games';
import type { LevelHistory } from '../history';
import { authorName } from '../identity';
import { ApiError, header } from '../http';
import { layoutOf, prettyJson } from '../json-format';
import { PACK_ID, type Step, type Transactions } from '../transactions';
import { refuseDeletedId, requireVersion } from './history';
import {
  type FileStore,
  type Preconditions,
  type StoreEntry,
  ID_PATTERN,
  PreconditionFailed,
  PreconditionRequired,
  checkPreconditions,
  etagOf,
} from '../store';

/** What the level routes need. */
export interface LevelRoutesContext {
  readonly store: FileStore;
  readonly games: GameRegistry;
  /** Keeps the replaced version on every save (see history.ts); none in tests that do not care. */
  readonly history?: LevelHistory;
  /** The game locks and the journal: every save, delete, rename and restore is one transaction. */
  readonly txn: Transactions;
}

type Params = { game: string; id?: string };

function spec(games: GameRegistry, game: string): { name: GameName; spec: GameSpec } {
  const s = Object.hasOwn(games, game) ? games[game] : undefined;
  if (!s) throw new ApiError(404, `unknown game "${game}" (expected one of ${Object.keys(games).join(', ')})`);
  return { name: game, spec: s };
}

function safeId(id: string | undefined, game?: { name: GameName; spec: GameSpec }): string {
  if (id === undefined || !ID_PATTERN.test(id)) {
    throw new ApiError(
      400,
      `"${id ?? ''}" is not a valid id: use 1–64 lower-case letters, digits and dashes, starting with a letter or digit`,
    );
  }
  const ids = game?.spec.ids;
  if (ids && !ids.includes(id)) {
    throw new ApiError(
      400,
      `"${id}" is not a ${game.name} file: the only id${ids.length > 1 ? 's are' : ' is'} ${ids.map((i) => `"${i}"`).join(', ')}`,
    );
  }
  return id;
}

function nameOf(text: string, id: string): string {
  try {
    const v = JSON.parse(text) as { name?: unknown; title?: unknown };
    if (typeof v.name === 'string' && v.name) return v.name;
    if (typeof v.title === 'string' && v.title) return v.title;
  } catch {
    // a broken file is still listed, so a designer can open and fix it
  }
  return id;
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function conflict(e: PreconditionFailed, reply: FastifyReply): never {
  if (e.current) reply.header('etag', e.current.etag);
  throw new ApiError(409, `${e.message}: reload it and apply your change again`, undefined, {
    etag: e.current?.etag ?? null,
    current: e.current ? jsonOrText(e.current.text) : null,
  });
}

function preconditions(req: FastifyRequest, required = false): Preconditions {
  return { ifMatch: header(req, 'if-match'), ifNoneMatch: header(req, 'if-none-match'), required };
}

function preconditionRequired(e: PreconditionRequired, reply: FastifyReply): never {
  reply.header('etag', e.current.etag);
  throw new ApiError(428, e.message, undefined, { etag: e.current.etag });
}

/** The body as the file's value; a pigment level gets its `id` from the URL, or must agree with it. */
function fileValue(body: unknown, id: string, spec: GameSpec, file: string): unknown {
  if (body === undefined)
    throw new ApiError(400, 'the request body is empty: send the file as JSON', [
      { file, path: '', message: 'is missing' },
    ]);
  if (!spec.idField || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const obj = body as Record<string, unknown>;
  if (obj['id'] === undefined) return { id, ...obj };
  if (obj['id'] !== id) {
    throw new ApiError(400, 'the level does not match its URL', [
      { file, path: '/id', message: `must equal the URL id "${id}" (found ${JSON.stringify(obj['id'])})` },
    ]);
  }
  return body;
}

/**
 * One row of the level list: `{id, name, etag}` for a good file; a file that is served but does not
 * parse adds `problem` (`invalid JSON`, `schema: …`); an entry that cannot be served at all (symlink,
 * FIFO, folder, too large) has `etag: null`, its `problem` and the sentence in `message`.
 */
function listRow(e: StoreEntry, game: GameName, s: GameSpec): LevelListRow {
  if (!e.file) return { id: e.id, name: e.id, etag: null, problem: e.problem, message: e.message };
  const row = { id: e.id, name: nameOf(e.file.text, e.id), etag: e.file.etag };
  const problem = parseProblem(e.file.text, `levels/${game}/${e.id}.json`, s);
  return problem ? { ...row, problem, message: `levels/${game}/${e.id}.json: ${problem}` } : row;
}

/** `invalid JSON`, `schema: <first error>` or null for a file that parses. */
function parseProblem(text: string, file: string, s: GameSpec): string | null {
  try {
    JSON.parse(text);
  } catch {
    return 'invalid JSON';
  }
  const parsed = s.parse(text, file);
  if (parsed.ok) return null;
  const [first] = parsed.errors;
  const others = parsed.errors.length - 1 + (parsed.moreErrors ?? 0);
  const more = others > 0 ? ` (+${others} more)` : '';
  return `schema: ${first.path || '/'} ${first.message}${more}`;
}

/** Registers the level store and schema routes. */
export function registerLevelRoutes(app: FastifyInstance, ctx: LevelRoutesContext): void {
  const { store, games } = ctx;

  app.get<{ Params: Params }>('/api/schemas/:game', async (req) => spec(games, req.params.game).spec.schema);

  app.get<{ Params: Params }>('/api/levels/:game', async (req) => {
    const { name, spec: s } = spec(games, req.params.game);
    const entries = (await store.entries(name)).filter((e) => !s.reserved?.[e.id] && (!s.ids || s.ids.includes(e.id)));
    return entries.map((e) => listRow(e, name, s));
  });

  app.get<{ Params: Params }>('/api/levels/:game/:id', async (req, reply) => {
    const game = spec(games, req.params.game);
    const { name } = game;
    const id = safeId(req.params.id, game);
    const f = await store.read(name, id);
    // a fixed-name file (the pack) that is not written yet is a normal state, not an error: 204, no ETag
    if (!f && game.spec.reserved?.[id]) return reply.code(204).header('cache-control', 'no-cache').send();
    if (!f) throw new ApiError(404, `levels/${name}/${id}.json does not exist`);
    reply.header('etag', f.etag).header('cache-control', 'no-cache');
    if (header(req, 'if-none-match') === f.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(f.text);
  });

  app.put<{ Params: Params }>('/api/levels/:game/:id', async (req, reply) => {
    const game = spec(games, req.params.game);
    const { name, spec: s } = game;
    const id = safeId(req.params.id, game);
    const file = `levels/${name}/${id}.json`;
    const reserved = s.reserved?.[id];
    const value = reserved ? req.body : fileValue(req.body, id, s, file);
    const levelIds = reserved ? (await store.list(name)).filter((l) => !s.reserved?.[l]) : [];
    const parsed = reserved ? reserved(prettyJson(value), file, levelIds) : s.parse(prettyJson(value), file);
    if (!parsed.ok) throw new ApiError(400, `${file} is not a valid ${name} file`, parsed);
    // under the game's lock, so a save never lands inside a rename, delete or restore
    return ctx.txn.run(name, async () => {
      try {
        const current = await store.read(name, id);
        checkPreconditions(preconditions(req, true), current);
        // a new level on the id of a deleted one would silently continue that level's history; a file with a
        // fixed name (pack, curve, weights) has only one history, which simply goes on
        const single = Boolean(reserved || s.ids);
        if (ctx.history && !single && !current) await refuseDeletedId(ctx.history, name, id);
        // keep the layout the file already has, so the git diff shows only what changed
        const text = prettyJson(value, current ? layoutOf(current.text) : 'compact');
        const saved = { text, etag: etagOf(text) };
        // the file and its history record are one transaction: after any kill they agree
        const steps: Step[] = [
          ...((await ctx.history?.recordSteps(name, id, { previous: current, saved, who: authorName(req) })) ?? []),
          ...(!current && single && ctx.history ? await ctx.history.untombstoneSteps(name, id) : []),
          { file: `${name}/${id}.json`, before: current?.text ?? null, after: text },
        ];
        if (current?.text !== text || steps.length > 1) await ctx.txn.commit({ op: 'save', game: name, steps });
        const created = current === null;
        req.log.info({ game: name, id, etag: saved.etag, created }, 'level saved');
        reply.code(created ? 201 : 200).header('etag', saved.etag);
        const answer: LevelSaved = { id, name: nameOf(text, id), etag: saved.etag, created };
        return answer;
      } catch (e) {
        if (e instanceof PreconditionFailed) conflict(e, reply);
        if (e instanceof PreconditionRequired) preconditionRequired(e, reply);
        throw e;
      }
    });
  });

  app.delete<{ Params: Params }>('/api/levels/:game/:id', async (req, reply) => {
    const game = spec(games, req.params.game);
    const { name, spec: s } = game;
    const id = safeId(req.params.id, game);
    const file = `levels/${name}/${id}.json`;
    // a fixed-name file (pack, curve, weights) keeps its history but gets no tombstone: a PUT brings it back
    const single = Boolean(s.reserved?.[id] || s.ids);
    // one transaction: the version is kept in history, a tombstone says who deleted it, the pack forgets it
    return ctx.txn.run(name, async () => {
      const before = await store.read(name, id);
      if (!before) throw new ApiError(404, `${file} does not exist`);
      requireVersion(req, reply, before, file);
      const who = authorName(req);
      const at = new Date().toISOString();
      const h = ctx.history;
      const steps: Step[] = [
        ...(h ? await h.recordSteps(name, id, { previous: before, saved: null, who, at }) : []),
        ...(h && !single
          ? [await h.tombstoneStep(name, id, { deletedAt: at, deletedBy: who, etag: before.etag })]
          : []),
        ...(id === PACK_ID ? [] : await ctx.txn.packSteps(name, id, null)),
        { file: `${name}/${id}.json`, before: before.text, after: null },
      ];
      await ctx.txn.commit({ op: 'delete', game: name, steps });
      req.log.info({ game: name, id }, 'level deleted');
      return reply.code(204).send();
    });
  });
}
