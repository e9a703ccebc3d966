/**
 * Level history: every save keeps the version it replaced, under `<levels>/.history/<game>/<id>/`
 * (outside the game folders, so verify and the level list never see it; `.history` is git-ignored).
 * One file per version, numbered; the newest `HISTORY_LIMIT` previous versions plus the current one are kept.
 * A deleted level keeps its folder with a tombstone (`deleted.json`: who/when) until it is restored.
 */
import { join, resolve } from 'node:path';
import { parseJsonText } from '@levelbench/formats';
import { type FileIo, confinedIo } from './confined-io';
import { ID_PATTERN, type StoredFile, UnsafeName, etagOf } from './store';

// All file I/O goes through `this.io`: confined to the levels folder (no symlink followed, no FIFO opened).

/** Previous versions kept per level (the current version is kept as well). */
export const HISTORY_LIMIT = 50;

/** One saved version of a file. */
export interface HistoryEntry {
  /** 1, 2, 3… per level, in save order (never reused, also not after pruning). */
  readonly version: number;
  readonly etag: string;
  /** ISO time of the save; null for a version written before history was kept (e.g. from git). */
  readonly savedAt: string | null;
  /** Who saved it (`authorName(req)`); null when unknown. */
  readonly savedBy: string | null;
  readonly text: string;
  /** Set when the version file itself is not readable JSON: `text` is then the file's raw bytes. */
  readonly problem?: string;
}

/** The mark a delete leaves in a level's history folder: who deleted which version, when. */
export interface Tombstone {
  readonly deletedAt: string;
  readonly deletedBy: string | null;
  readonly etag: string;
}

const FILE = /^(\d{6,})\.json$/;
const TOMBSTONE = 'deleted.json';

/** The history folder of a store; records of one level are serialised, so version numbers never collide. */
export class LevelHistory {
  private readonly root: string;
  private readonly queues = new Map<string, Promise<unknown>>();

  private readonly io: FileIo;

  constructor(levelsDir: string) {
    this.root = resolve(levelsDir, '.history');
    this.io = confinedIo(levelsDir);
  }

  /** Versions of a level, newest first (the first one is the current file when it was saved through the server). */
  async list(game: string, id: string): Promise<HistoryEntry[]> {
    const versions = (await this.io.listNames(this.dirOf(game, id)))
      .map((n) => FILE.exec(n)?.[1])
      .filter((v): v is string => v !== undefined)
      .map(Number)
      .sort((a, b) => b - a);
    const entries = await Promise.all(versions.map((v) => this.read(game, id, v)));
    return entries.filter((e): e is HistoryEntry => e !== null);
  }

  /** One version, or null; a version file that is not JSON is answered with its raw text and a `problem`. */
  async read(game: string, id: string, version: number): Promise<HistoryEntry | null> {
    const file = this.fileOf(game, id, version);
    const raw = await this.io.readText(file).catch(() => null);
    if (raw === null) return null;
    const parsed = parseJsonText(raw, `levels/.history/${game}/${id}/${file.slice(-11)}`);
    const v = parsed.ok ? (parsed.value as Partial<HistoryEntry> | null) : null;
    if (!v || typeof v !== 'object' || typeof v.text !== 'string') {
      const problem = parsed.ok ? 'the version file has no text' : parsed.errors[0].message;
      return { version, etag: etagOf(raw), savedAt: null, savedBy: null, text: raw, problem };
    }
    const etag = typeof v.etag === 'string' ? v.etag : etagOf(v.text);
    return { etag, savedAt: v.savedAt ?? null, savedBy: v.savedBy ?? null, text: v.text, version };
  }

  /** Throws StoreError (422) when the level's history folder, or a folder above it, is one the store refuses (a symlink). */
  async check(game: string, id: string): Promise<void> {
    await this.io.check(this.dirOf(game, id));
  }

  /** True when the level has a history folder with at least one version (a deleted level keeps one). */
  async exists(game: string, id: string): Promise<boolean> {
    return (await this.io.listNames(this.dirOf(game, id))).some((n) => FILE.test(n));
  }

  /**
   * Records a save: `previous` is the file it replaced (kept even when it was written outside the
   * server), `saved` the new file (null for a delete). Prunes to the newest versions. Recording the
   * same save (same `at`) twice adds nothing: a recovered transaction replays its steps.
   */
  record(
    game: string,
    id: string,
    previous: StoredFile | null,
    saved: StoredFile | null,
    who: string | null,
    at = new Date().toISOString(),
  ) {
    return this.queued(`${game}/${id}`, async () => {
      const entries = await this.list(game, id);
      if (saved && entries[0]?.etag === saved.etag && entries[0].savedAt === at) return;
      let next = (entries[0]?.version ?? 0) + 1;
      const add = async (f: StoredFile, savedAt: string | null, savedBy: string | null) => {
        const e: Omit<HistoryEntry, 'version'> = { etag: f.etag, savedAt, savedBy, text: f.text };
        await this.io.writeText(this.fileOf(game, id, next++), JSON.stringify(e, null, 2) + '\n');
      };
      if (previous && entries[0]?.etag !== previous.etag) await add(previous, null, null);
      if (saved) await add(saved, at, who);
      await this.prune(game, id);
    });
  }

  /** Moves a level's history to a new id (a rename); never overwrites a history already there. */
  async move(game: string, from: string, to: string): Promise<void> {
    const src = this.dirOf(game, from);
    const dst = this.dirOf(game, to);
    if (!(await this.io.exists(src))) return; // nothing to move, or a replayed step that already moved it
    // an empty folder (what a sweep leaves of temp files written after a move) carries no history
    if (!(await this.io.listNames(src)).length) return this.io.removeDir(src);
    if (await this.io.exists(dst)) {
      // an empty leftover folder is fine to replace; versions of another level are not
      if ((await this.io.listNames(dst)).length) throw new Error(`levels/.history/${game}/${to} already exists`);
      await this.io.removeDir(dst);
    }
    await this.io.moveDir(src, dst);
  }

  /** The tombstone of a deleted level, or null. */
  async tombstone(game: string, id: string): Promise<Tombstone | null> {
    const text = await this.io.readText(join(this.dirOf(game, id), TOMBSTONE)).catch(() => null);
    const parsed = text === null ? null : parseJsonText(text, TOMBSTONE);
    return parsed?.ok ? (parsed.value as Tombstone) : null;
  }

  /** Marks a level deleted (its versions stay). */
  markDeleted(game: string, id: string, t: Tombstone): Promise<void> {
    return this.io.writeText(join(this.dirOf(game, id), TOMBSTONE), JSON.stringify(t, null, 2) + '\n');
  }

  /** Takes the deleted mark away (a restore brought the level back). */
  clearDeleted(game: string, id: string): Promise<void> {
    return this.io.removeFile(join(this.dirOf(game, id), TOMBSTONE));
  }

  /** Ids of the deleted levels of a game that still have history (their tombstones). */
  async deleted(game: string): Promise<(Tombstone & { id: string })[]> {
    const ids = (await this.io.listNames(join(this.root, game))).filter((n) => ID_PATTERN.test(n)).sort();
    const all = await Promise.all(ids.map(async (id) => ({ id, t: await this.tombstone(game, id) })));
    return all.flatMap(({ id, t }) => (t ? [{ id, ...t }] : []));
  }

  /** Removes temp files left in `.history/`, `.history/<game>/` or `.history/<game>/<id>/` by a killed process; returns how many. */
  async sweep(): Promise<number> {
    return this.io.sweep(this.root, true);
  }

  private async prune(game: string, id: string): Promise<void> {
    const names = (await this.io.listNames(this.dirOf(game, id))).filter((n) => FILE.test(n));
    const old = names
      .sort()
      .reverse()
      .slice(HISTORY_LIMIT + 1);
    await Promise.all(old.map((n) => this.io.removeFile(join(this.dirOf(game, id), n))));
  }

  private dirOf(game: string, id: string): string {
    if (!ID_PATTERN.test(game) || !ID_PATTERN.test(id)) throw new UnsafeName(`"${id}" is not a valid id`);
    return join(this.root, game, id);
  }

  private fileOf(game: string, id: string, version: number): string {
    return join(this.dirOf(game, id), `${String(version).padStart(6, '0')}.json`);
  }

  // record() reads, then writes; two saves of one level must not pick the same version number
  private queued<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.queues.get(key) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const settled = next.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return next;
  }
}
