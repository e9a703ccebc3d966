/**
 * Every change to the level store (save, rename, delete, restore) is one all-or-nothing transaction.
 * Under the game's lock the route plans its steps from what is on disk and runs every check that can
 * refuse; `commit` checks each step's target once more, journals the steps with the text each file had
 * before and will have after, applies them, and removes the journal. A step that fails is undone before
 * the answer. A journal a kill left is rolled back at the next start, and only when every file it names is
 * still as the operation found it or left it: a journal is never applied over a newer save.
 */
import { resolve } from 'node:path';
import { ConfinedStore, Journal, type KeyedLock } from '@levelbench/store';
import { parseJsonText } from '@levelbench/formats';
import { HISTORY_MAX_BYTES, type LevelHistory } from './history';
import { ApiError } from './http';
import { layoutOf, prettyJson } from './json-format';
import type { FileStore } from './store';

/** The level pack's file id in `levels/pigment/` (`{order: [ids]}`); renames and deletes update it. */
export const PACK_ID = 'pack';

/**
 * One change, by store-relative path: a file goes from `before` to `after` (null: absent), or a folder
 * (a level's history) moves to a path that is absent or an empty folder.
 */
export type Step =
  | { readonly file: string; readonly before: string | null; readonly after: string | null }
  | { readonly move: string; readonly to: string };

/** A journal entry: what the operation was (for the log), the game whose lock it held, and its steps in order. */
export interface Transaction {
  readonly op: 'save' | 'rename' | 'delete' | 'restore';
  readonly game: string;
  readonly steps: readonly Step[];
}

type State = 'before' | 'after' | 'other';

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

/** Runs the transactions of one store and its history, and rolls back the ones a kill interrupted. */
export class Transactions {
  private readonly files: ConfinedStore;
  private readonly journal: Journal<Transaction>;
  /** Games whose last operation could be neither finished nor undone: the journal's id, settled before the next one. */
  private readonly stuck = new Map<string, string>();

  constructor(
    private readonly store: FileStore,
    private readonly history: LevelHistory,
    levelsDir: string,
  ) {
    this.files = new ConfinedStore(resolve(levelsDir), { label: 'levels', maxBytes: HISTORY_MAX_BYTES });
    this.journal = new Journal<Transaction>(this.files);
  }

  /** The game locks, shared with {@link FileStore.write}: no save lands inside an operation. */
  get locks(): KeyedLock {
    return this.store.locks;
  }

  /** Runs `fn` under the game's lock, once an earlier operation of the game that failed to undo is undone. */
  run<T>(game: string, fn: () => Promise<T>): Promise<T> {
    return this.locks.run(game, async () => {
      await this.settle(game);
      return fn();
    });
  }

  /** The step that points pack.json (when there is one) at the new id or drops the id; none when nothing changes. */
  async packSteps(game: string, from: string, to: string | null): Promise<Step[]> {
    const pack = await this.store.read(game, PACK_ID);
    const parsed = pack && parseJsonText(pack.text, PACK_ID);
    if (!pack || !parsed?.ok) return []; // a pack that is not JSON is left alone
    const next = to === null ? dropId(parsed.value, from) : replaceId(parsed.value, from, to);
    if (JSON.stringify(next) === JSON.stringify(parsed.value)) return [];
    return [{ file: `${game}/${PACK_ID}.json`, before: pack.text, after: prettyJson(next, layoutOf(pack.text)) }];
  }

  /**
   * Checks, journals and applies `tx` (the caller holds the game's lock via {@link run}); a failure is
   * undone before it is thrown. `stopAfter` (tests only) stops after that many steps, as a kill would.
   */
  async commit(tx: Transaction, stopAfter?: number): Promise<void> {
    await this.files.requireRoot();
    for (const step of tx.steps) await this.preflight(step);
    const txid = await this.journal.begin(tx);
    try {
      for (const [i, step] of tx.steps.entries()) {
        if (i === stopAfter) return;
        await this.apply(step, 'after');
      }
      if (stopAfter !== undefined) return;
      await this.journal.end(txid);
    } catch (e) {
      await this.undo(txid, tx).catch(() => this.stuck.set(tx.game, txid));
      throw e;
    }
    // old versions go after the answer is certain: a kill here leaves extra versions, never a gap
    for (const id of historyIds(tx)) await this.history.prune(tx.game, id).catch(() => undefined);
    if (tx.op === 'delete') await this.history.pruneDeleted(tx.game).catch(() => undefined);
  }

  /** Rolls back every operation a killed process left in the journal and sweeps temp files; returns what it did. */
  async recover(): Promise<{ recovered: string[]; swept: number; failed: string[] }> {
    await this.files.requireRoot();
    const recovered: string[] = [];
    const failed: string[] = [];
    let swept = (await this.journal.sweep()) + (await this.history.sweep());
    for (const { txid, entry } of await this.journal.pending()) {
      try {
        if (entry && !isTransaction(entry)) throw new Error('it is not a journal entry of this version');
        if (entry) await this.undo(txid, entry);
        else await this.journal.end(txid); // unreadable: begin() renames a complete file into place
        recovered.push(entry ? `${entry.op} ${txid} undone` : `unreadable ${txid}`);
      } catch (e) {
        // an operation the store now refuses (a symlink planted since) must not keep the server from
        // starting: its journal stays, and the next start tries again
        failed.push(`${entry?.op ?? 'unreadable'} ${txid}: ${(e as Error).message}`);
      }
    }
    // an undone write may itself have been interrupted before; sweep once more
    swept += await this.history.sweep();
    return { recovered, swept, failed };
  }

  /** Undoes an operation of `game` that failed to undo earlier; 503 while it still cannot be undone. */
  private async settle(game: string): Promise<void> {
    const txid = this.stuck.get(game);
    if (txid === undefined) return;
    const entry = await this.journal.read(txid);
    try {
      if (entry && isTransaction(entry)) await this.undo(txid, entry);
      else await this.journal.end(txid);
      this.stuck.delete(game);
    } catch (e) {
      throw new ApiError(
        503,
        `an earlier ${entry?.op ?? 'operation'} on levels/${game} failed and could not be undone yet ` +
          `(${(e as Error).message}): nothing in levels/${game} changes until it is`,
      );
    }
  }

  /** Puts every step back to its `before`, newest first, when all of them are as the operation found or left them. */
  private async undo(txid: string, tx: Transaction): Promise<void> {
    const states: State[] = [];
    for (const step of tx.steps) states.push(await this.stateOf(step));
    const changed = tx.steps.findIndex((_, i) => states[i] === 'other');
    if (changed >= 0) {
      const step = tx.steps[changed];
      const kept = await this.journal.shelve(txid);
      throw new Error(
        `${this.files.shown('file' in step ? step.file : step.to)} changed after the ${tx.op}: nothing was undone ` +
          `(the journal is kept as ${kept})`,
      );
    }
    for (let i = tx.steps.length - 1; i >= 0; i--) if (states[i] === 'after') await this.apply(tx.steps[i], 'before');
    await this.journal.end(txid);
  }

  /** Refuses a step the store would refuse half-way (a symlink or a file on the way, a folder where a file goes). */
  private async preflight(step: Step): Promise<void> {
    if ('file' in step) {
      const current = await this.files.readText(step.file);
      if (current !== step.before)
        throw new ApiError(409, `${this.files.shown(step.file)} changed while the operation was prepared: try again`);
      return;
    }
    if ((await this.folderState(step.move)) !== 'full')
      throw new ApiError(409, `${this.files.shown(step.move)} is not a folder with versions`);
    if ((await this.folderState(step.to)) !== 'absent')
      throw new ApiError(409, `${this.files.shown(step.to)} already exists`);
  }

  private async apply(step: Step, side: 'before' | 'after'): Promise<void> {
    if ('move' in step) {
      const [from, to] = side === 'after' ? [step.move, step.to] : [step.to, step.move];
      if (!(await this.files.rename(from, to))) throw new Error(`${this.files.shown(from)} does not exist`);
      return;
    }
    const text = step[side];
    if (text === null) await this.files.remove(step.file);
    else await this.files.writeAtomic(step.file, text);
  }

  private async stateOf(step: Step): Promise<State> {
    if ('file' in step) {
      const current = await this.files.readText(step.file);
      return current === step.after ? 'after' : current === step.before ? 'before' : 'other';
    }
    const [src, dst] = [await this.folderState(step.move), await this.folderState(step.to)];
    if (src === 'full' && dst !== 'file') return dst === 'full' ? 'other' : 'before';
    return src !== 'file' && src !== 'full' && dst === 'full' ? 'after' : 'other';
  }

  /** An empty folder (what a sweep leaves of temp files) counts as absent: it carries no history. */
  private async folderState(rel: string): Promise<'absent' | 'full' | 'file'> {
    const kind = await this.files.kindOf(rel);
    if (kind === 'file') return 'file';
    return kind === 'folder' && (await this.files.list(rel)).length ? 'full' : 'absent';
  }
}

/** The levels whose history a transaction wrote (to prune after it). */
function historyIds(tx: Transaction): string[] {
  const ids = tx.steps.flatMap((s) => {
    const parts = ('file' in s ? s.file : s.to).split('/');
    return parts[0] === '.history' && parts.length >= 3 ? [parts[2]] : [];
  });
  return [...new Set(ids)];
}

function isTransaction(v: unknown): v is Transaction {
  const t = v as Partial<Transaction> | null;
  return (
    !!t &&
    typeof t.game === 'string' &&
    Array.isArray(t.steps) &&
    t.steps.every(
      (s: unknown) =>
        !!s &&
        typeof s === 'object' &&
        (('file' in s && typeof s.file === 'string') ||
          ('move' in s && typeof s.move === 'string' && 'to' in s && typeof s.to === 'string')),
    )
  );
}
