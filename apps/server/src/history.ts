/**
 * Level history: every save keeps the version it replaced, under `<levels>/.history/<game>/<id>/`
 * (outside the game folders, so verify and the level list never see it; `.history` is git-ignored).
 * One file per version, numbered; the newest `HISTORY_LIMIT` previous versions plus the current one are kept.
 */
import { promises as fs } from 'node:fs';
import { join, resolve } from 'node:path';
import { ID_PATTERN, type StoredFile, UnsafeName, writeFileAtomic } from './store';

/** Previous versions kept per level (the current version is kept as well). */
export const HISTORY_LIMIT = 50;

/** One saved version of a file. */
export interface HistoryEntry {
  /** 1, 2, 3… per level, in save order (never reused, also not after pruning). */
  readonly version: number;
  readonly etag: string;
  /** ISO time of the save; null for a version written before history was kept (e.g. from git). */
  readonly savedAt: string | null;
  /** Who saved it (the `X-Levelbench-Author` header); null when unknown. */
  readonly savedBy: string | null;
  readonly text: string;
}

const FILE = /^(\d{6,})\.json$/;

/** The history folder of a store; records of one level are serialised, so version numbers never collide. */
export class LevelHistory {
  private readonly root: string;
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(levelsDir: string) {
    this.root = resolve(levelsDir, '.history');
  }

  /** Versions of a level, newest first (the first one is the current file when it was saved through the server). */
  async list(game: string, id: string): Promise<HistoryEntry[]> {
    const dir = this.dirOf(game, id);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const versions = names
      .map((n) => FILE.exec(n)?.[1])
      .filter((v): v is string => v !== undefined)
      .map(Number)
      .sort((a, b) => b - a);
    const entries = await Promise.all(versions.map((v) => this.read(game, id, v)));
    return entries.filter((e): e is HistoryEntry => e !== null);
  }

  /** One version, or null. */
  async read(game: string, id: string, version: number): Promise<HistoryEntry | null> {
    try {
      const raw = JSON.parse(await fs.readFile(this.fileOf(game, id, version), 'utf8')) as HistoryEntry;
      return { ...raw, version };
    } catch {
      return null;
    }
  }

  /**
   * Records a save: `previous` is the file it replaced (kept even when it was written outside the
   * server), `saved` the new file (null for a delete). Prunes to the newest versions.
   */
  record(game: string, id: string, previous: StoredFile | null, saved: StoredFile | null, who: string | null) {
    return this.queued(`${game}/${id}`, async () => {
      const entries = await this.list(game, id);
      let next = (entries[0]?.version ?? 0) + 1;
      const add = async (f: StoredFile, savedAt: string | null, savedBy: string | null) => {
        const e: Omit<HistoryEntry, 'version'> = { etag: f.etag, savedAt, savedBy, text: f.text };
        await fs.mkdir(this.dirOf(game, id), { recursive: true });
        await writeFileAtomic(this.fileOf(game, id, next++), JSON.stringify(e, null, 2) + '\n');
      };
      if (previous && entries[0]?.etag !== previous.etag) await add(previous, null, null);
      if (saved) await add(saved, new Date().toISOString(), who);
      await this.prune(game, id);
    });
  }

  /** Moves a level's history to a new id (a rename). */
  async move(game: string, from: string, to: string): Promise<void> {
    const src = this.dirOf(game, from);
    const dst = this.dirOf(game, to);
    await fs.rm(dst, { recursive: true, force: true });
    await fs.mkdir(resolve(dst, '..'), { recursive: true });
    await fs.rename(src, dst).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    });
  }

  private async prune(game: string, id: string): Promise<void> {
    const names = (await fs.readdir(this.dirOf(game, id)).catch(() => [] as string[])).filter((n) => FILE.test(n));
    const old = names
      .sort()
      .reverse()
      .slice(HISTORY_LIMIT + 1);
    await Promise.all(old.map((n) => fs.rm(join(this.dirOf(game, id), n), { force: true })));
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

/** The author header, decoded (kept for callers that hold only the header value; see identity.ts). */
export { headerAuthor as authorOf } from './identity';
