/**
 * Level history: every save keeps the version it replaced, under `<levels>/.history/<game>/<id>/`
 * (outside the game folders, so verify and the level list never see it; `.history` is git-ignored).
 * One file per version, numbered; the newest `HISTORY_LIMIT` previous versions plus the current one are kept.
 * A deleted level keeps its folder with a tombstone (`deleted.json`: who/when) until it is restored; only the
 * newest `keepDeleted` deleted levels of a game keep theirs. Changes are planned here as transaction steps
 * (transactions.ts applies them); every read goes through the confined store.
 */
import { resolve } from 'node:path';
import { ConfinedStore, StoreError, isStoreError } from '@levelbench/store';
import { parseJsonText } from '@levelbench/formats';
import { ApiError } from './http';
import { ID_PATTERN, type StoredFile, UnsafeName, etagOf } from './store';
import type { Step } from './transactions';

/** Previous versions kept per level (the current version is kept as well). */
export const HISTORY_LIMIT = 50;

/** Deleted levels per game whose history is kept (the newest by `deletedAt`); older ones are removed. */
export const KEEP_DELETED = 50;

/** History versions wrap a level (≤ 1 MiB) in JSON. */
export const HISTORY_MAX_BYTES = 4 * 1024 * 1024;

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

/** One save to record: the file it replaced, the new file (null: a delete), who, when, and the id it lands on. */
export interface RecordedSave {
  readonly previous: StoredFile | null;
  readonly saved: StoredFile | null;
  readonly who: string | null;
  /** ISO time; default now. */
  readonly at?: string;
  /** The id the versions are written under (a rename's new id); default the saved id. */
  readonly into?: string;
}

/** Options of a level history. */
export interface LevelHistoryOptions {
  /** Deleted levels per game that keep their history; default {@link KEEP_DELETED}. */
  readonly keepDeleted?: number;
}

const FILE = /^(\d{6,})\.json$/;
const TOMBSTONE = 'deleted.json';

/** The history folder of a store. The caller holds the game's lock for every change. */
export class LevelHistory {
  private readonly store: ConfinedStore;
  private readonly keepDeleted: number;

  constructor(levelsDir: string, opts: LevelHistoryOptions = {}) {
    this.store = new ConfinedStore(resolve(levelsDir), { label: 'levels', maxBytes: HISTORY_MAX_BYTES });
    this.keepDeleted = opts.keepDeleted ?? KEEP_DELETED;
  }

  /** Versions of a level, newest first (the first one is the current file when it was saved through the server). */
  async list(game: string, id: string): Promise<HistoryEntry[]> {
    const entries = [];
    for (const v of await this.versions(game, id)) entries.push(await this.read(game, id, v));
    return entries.filter((e): e is HistoryEntry => e !== null);
  }

  /** One version, or null; a version file that is not JSON is answered with its raw text and a `problem`. */
  async read(game: string, id: string, version: number): Promise<HistoryEntry | null> {
    const file = this.fileOf(game, id, version);
    const raw = await this.store.readText(file).catch(() => null);
    if (raw === null) return null;
    const parsed = parseJsonText(raw, this.store.shown(file));
    const v = parsed.ok ? (parsed.value as Partial<HistoryEntry> | null) : null;
    if (!v || typeof v !== 'object' || typeof v.text !== 'string') {
      const problem = parsed.ok ? 'the version file has no text' : parsed.errors[0].message;
      return { version, etag: etagOf(raw), savedAt: null, savedBy: null, text: raw, problem };
    }
    const etag = typeof v.etag === 'string' ? v.etag : etagOf(v.text);
    return { etag, savedAt: v.savedAt ?? null, savedBy: v.savedBy ?? null, text: v.text, version };
  }

  /** True when the level has a history folder with at least one version (a deleted level keeps one). */
  async exists(game: string, id: string): Promise<boolean> {
    return (await this.versions(game, id)).length > 0;
  }

  /**
   * The steps that record a save of `id`: `previous` is the file it replaced (kept even when it was written
   * outside the server, unless it is the newest version already), `saved` the new file (null for a delete).
   * A rename records into the new id (`into`), whose folder the history moves to first.
   */
  async recordSteps(game: string, id: string, save: RecordedSave): Promise<Step[]> {
    const { previous, saved, who, at = new Date().toISOString(), into = id } = save;
    const [newest] = await this.versions(game, id);
    const top = newest === undefined ? null : await this.read(game, id, newest);
    let next = (newest ?? 0) + 1;
    const steps: Step[] = [];
    const add = (f: StoredFile, savedAt: string | null, savedBy: string | null) => {
      const e: Omit<HistoryEntry, 'version'> = { etag: f.etag, savedAt, savedBy, text: f.text };
      steps.push({ file: this.fileOf(game, into, next++), before: null, after: JSON.stringify(e, null, 2) + '\n' });
    };
    if (previous && top?.etag !== previous.etag) add(previous, null, null);
    if (saved) add(saved, at, who);
    return steps;
  }

  /**
   * The step that moves a level's history to a new id (a rename); none when it has none. 409 when the new
   * id's history folder holds anything (a stray file too): the rename would mix it into the level's history.
   */
  async moveSteps(game: string, from: string, to: string): Promise<Step[]> {
    const src = this.dirOf(game, from);
    const dst = this.dirOf(game, to);
    const dstKind = await this.store.kindOf(dst);
    const there = dstKind === 'folder' ? await this.store.list(dst) : [];
    if (dstKind === 'file' || there.length) {
      const names = there.slice(0, 3).map((e) => e.name);
      const holds = names.length ? ` (it holds ${names.join(', ')}${there.length > 3 ? ', …' : ''})` : '';
      throw new ApiError(409, `${this.store.shown(dst)} already exists${holds}: move it away or choose another id`);
    }
    const kind = await this.store.kindOf(src);
    if (kind === 'file') throw new StoreError('not a folder', this.store.shown(src));
    // an empty folder (what a sweep leaves of temp files) carries no history
    if (kind === null || !(await this.store.list(src)).length) return [];
    return [{ move: src, to: dst }];
  }

  /** The step that marks a level deleted (its versions stay). */
  async tombstoneStep(game: string, id: string, t: Tombstone): Promise<Step> {
    const file = `${this.dirOf(game, id)}/${TOMBSTONE}`;
    return { file, before: await this.store.readText(file), after: JSON.stringify(t, null, 2) + '\n' };
  }

  /** The steps that take the deleted mark away (a restore brought the level back); none when there is none. */
  async untombstoneSteps(game: string, id: string): Promise<Step[]> {
    const file = `${this.dirOf(game, id)}/${TOMBSTONE}`;
    const before = await this.store.readText(file);
    return before === null ? [] : [{ file, before, after: null }];
  }

  /** The tombstone of a deleted level, or null. */
  async tombstone(game: string, id: string): Promise<Tombstone | null> {
    const text = await this.store.readText(`${this.dirOf(game, id)}/${TOMBSTONE}`).catch(() => null);
    const parsed = text === null ? null : parseJsonText(text, TOMBSTONE);
    return parsed?.ok ? (parsed.value as Tombstone) : null;
  }

  /** The deleted levels of a game that still have history (their tombstones), by id. */
  async deleted(game: string): Promise<(Tombstone & { id: string })[]> {
    if (!ID_PATTERN.test(game)) throw new UnsafeName(`"${game}" is not a valid game`);
    const folders = await this.store.list(`.history/${game}`).catch(() => []);
    const out: (Tombstone & { id: string })[] = [];
    for (const f of folders) {
      if (f.kind !== 'folder' || !ID_PATTERN.test(f.name)) continue;
      const t = await this.tombstone(game, f.name);
      if (t) out.push({ id: f.name, ...t });
    }
    return out;
  }

  /** Removes versions beyond {@link HISTORY_LIMIT} (after a save; a kill in between only leaves extra versions). */
  async prune(game: string, id: string): Promise<void> {
    for (const v of (await this.versions(game, id)).slice(HISTORY_LIMIT + 1))
      await this.store.remove(this.fileOf(game, id, v));
  }

  /** Removes the history of all but the newest `keepDeleted` deleted levels of a game; returns their ids. */
  async pruneDeleted(game: string): Promise<string[]> {
    const old = (await this.deleted(game))
      .sort((a, b) => (a.deletedAt < b.deletedAt ? 1 : a.deletedAt > b.deletedAt ? -1 : 0))
      .slice(this.keepDeleted)
      .map((t) => t.id);
    for (const id of old) await this.store.discard(this.dirOf(game, id));
    return old;
  }

  /** Removes temp files and folders left in `.history/` by a killed process; returns how many. */
  sweep(): Promise<number> {
    return this.store.sweep('.history', { recursive: true }).catch((e: unknown) => {
      if (isStoreError(e)) return 0;
      throw e;
    });
  }

  /** Version numbers of a level, newest first. */
  private async versions(game: string, id: string): Promise<number[]> {
    const dir = this.dirOf(game, id);
    const listed = await this.store.list(dir).catch(() => []);
    return listed
      .map((e) => FILE.exec(e.name)?.[1])
      .filter((v): v is string => v !== undefined)
      .map(Number)
      .sort((a, b) => b - a);
  }

  private dirOf(game: string, id: string): string {
    if (!ID_PATTERN.test(game) || !ID_PATTERN.test(id)) throw new UnsafeName(`"${id}" is not a valid id`);
    return `.history/${game}/${id}`;
  }

  private fileOf(game: string, id: string, version: number): string {
    return `${this.dirOf(game, id)}/${String(version).padStart(6, '0')}.json`;
  }
}
