/**
 * Rename, delete and restore as all-or-nothing steps. Each operation takes the locks of every file it
 * touches (a rename: both ids and `pack.json`), checks everything it can, writes its steps to the
 * journal, then performs them. Every step is idempotent, so recovery at start-up simply performs the
 * steps of each journal left behind again: an interrupted operation is always rolled forward.
 */
import { parseJsonText } from '@levelbench/formats';
import type { LevelHistory } from './history';
import { Journal } from './journal';
import { layoutOf, prettyJson } from './json-format';
import type { FileStore, StoredFile } from './store';

/** The level pack's file id in `levels/pigment/` (`{order: [ids]}`); renames and deletes update it. */
export const PACK_ID = 'pack';

/** One idempotent effect of an operation: doing it twice leaves what doing it once does. */
export type Step =
  | { readonly do: 'write'; readonly game: string; readonly id: string; readonly text: string }
  | { readonly do: 'remove'; readonly game: string; readonly id: string }
  | { readonly do: 'move-history'; readonly game: string; readonly from: string; readonly to: string }
  | {
      readonly do: 'record';
      readonly game: string;
      readonly id: string;
      readonly previous: StoredFile | null;
      readonly saved: StoredFile | null;
      readonly who: string | null;
      /** The save's time, fixed when the step is journalled (a replay recognises its own version by it). */
      readonly at: string;
    }
  | {
      readonly do: 'tombstone';
      readonly game: string;
      readonly id: string;
      readonly etag: string;
      readonly at: string;
      readonly who: string | null;
    }
  | { readonly do: 'untombstone'; readonly game: string; readonly id: string }
  | { readonly do: 'pack'; readonly game: string; readonly from: string; readonly to: string | null };

/** A journal entry: what the operation was (for the log) and its steps in order. */
export interface Transaction {
  readonly op: 'rename' | 'delete' | 'restore';
  readonly steps: readonly Step[];
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

/** `value` with every array element equal to `id` left out (a deleted level leaves the pack). */
export function dropId(value: unknown, id: string): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== id).map((v) => dropId(v, id));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, dropId(v, id)]));
  }
  return value;
}

/** Locks of a store's files, several at once: an operation waits for every earlier one that shares a file. */
export class LockTable {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `fn` once no earlier holder of any of `keys` is running; keys are taken all at once, so no deadlock. */
  run<T>(keys: readonly string[], fn: () => Promise<T>): Promise<T> {
    const unique = [...new Set(keys)];
    const before = Promise.all(unique.map((k) => this.tails.get(k)));
    const next = before.then(fn);
    const settled = next.catch(() => undefined);
    for (const k of unique) this.tails.set(k, settled);
    void settled.then(() => {
      for (const k of unique) if (this.tails.get(k) === settled) this.tails.delete(k);
    });
    return next;
  }
}

/** The levels whose history folder a step writes. */
function historyIds(s: Step): [string, string][] {
  switch (s.do) {
    case 'move-history':
      return [
        [s.game, s.from],
        [s.game, s.to],
      ];
    case 'record':
    case 'tombstone':
    case 'untombstone':
      return [[s.game, s.id]];
    default:
      return [];
  }
}

/** The lock key of one file. */
export const fileKey = (game: string, id: string) => `${game}/${id}`;

/** Runs journalled operations over one store and its history, and recovers the ones a crash interrupted. */
export class Transactions {
  /** Locks shared with plain saves (a PUT takes its file's key), so no save lands inside an operation. */
  readonly locks = new LockTable();
  private readonly journal: Journal<Transaction>;

  constructor(
    private readonly store: FileStore,
    private readonly history: LevelHistory,
    levelsDir: string,
  ) {
    this.journal = new Journal<Transaction>(levelsDir);
  }

  /**
   * Journals and performs `tx`; the caller holds the locks of every file it names. `stopAfter` (tests
   * only) leaves the journal behind after that many steps, as a kill would.
   */
  async run(tx: Transaction, stopAfter?: number): Promise<void> {
    // a history folder the store refuses (a planted symlink) fails the operation before its first step
    for (const step of tx.steps) for (const [game, id] of historyIds(step)) await this.history.check(game, id);
    const txid = await this.journal.begin(tx);
    const steps = stopAfter === undefined ? tx.steps : tx.steps.slice(0, stopAfter);
    for (const step of steps) await this.perform(step);
    if (stopAfter === undefined) await this.journal.end(txid);
  }

  /** Finishes every operation a killed process left in the journal and sweeps temp files; returns what it did. */
  async recover(): Promise<{ recovered: string[]; swept: number; failed: string[] }> {
    const recovered: string[] = [];
    const failed: string[] = [];
    let swept = (await this.journal.sweep()) + (await this.history.sweep());
    for (const { txid, entry } of await this.journal.pending()) {
      try {
        if (entry) for (const step of entry.steps) await this.perform(step);
      } catch (e) {
        // one operation the store now refuses (e.g. a symlink planted since) must not keep the server
        // from starting: its journal stays, and the next start tries again
        failed.push(`${entry?.op ?? 'unreadable'} ${txid}: ${(e as Error).message}`);
        continue;
      }
      await this.journal.end(txid);
      recovered.push(entry ? `${entry.op} ${txid}` : `unreadable ${txid}`);
    }
    // a replayed write may itself have been interrupted before; sweep once more after the replays
    swept += await this.history.sweep();
    return { recovered, swept, failed };
  }

  private async perform(s: Step): Promise<void> {
    switch (s.do) {
      case 'write': {
        const current = await this.store.read(s.game, s.id);
        if (current?.text !== s.text) await this.store.write(s.game, s.id, s.text);
        return;
      }
      case 'remove':
        await this.store.remove(s.game, s.id);
        return;
      case 'move-history':
        return this.history.move(s.game, s.from, s.to);
      case 'record':
        return this.history.record(s.game, s.id, s.previous, s.saved, s.who, s.at);
      case 'tombstone':
        return this.history.markDeleted(s.game, s.id, { deletedAt: s.at, deletedBy: s.who, etag: s.etag });
      case 'untombstone':
        return this.history.clearDeleted(s.game, s.id);
      case 'pack':
        return this.updatePack(s.game, s.from, s.to);
    }
  }

  // points pack.json (when there is one) at the new id, or drops the id; a pack that is not JSON is left alone
  private async updatePack(game: string, from: string, to: string | null): Promise<void> {
    const pack = await this.store.read(game, PACK_ID);
    if (!pack) return;
    const parsed = parseJsonText(pack.text, PACK_ID);
    if (!parsed.ok) return;
    const next = to === null ? dropId(parsed.value, from) : replaceId(parsed.value, from, to);
    if (JSON.stringify(next) === JSON.stringify(parsed.value)) return;
    await this.store.write(game, PACK_ID, prettyJson(next, layoutOf(pack.text)));
  }
}
