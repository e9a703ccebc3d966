/**
 * A write-ahead journal for store operations that touch several files: `<root>/.journal/<txid>.json`
 * names every step of one operation. It is written atomically before the first step and removed after
 * the last, so a journal found at start-up is an operation a killed process did not finish.
 */
import { randomBytes } from 'node:crypto';
import type { ConfinedStore } from './confined-store';

const FOLDER = '.journal';
const ENTRY = /^(\d{13}-[0-9a-f]{8})\.json$/;
/** An entry holds the before and after text of a few files (each ≤ the level cap, escaped as JSON). */
const MAX_BYTES = 64 * 1024 * 1024;

/** One journalled operation as found on disk. */
export interface PendingEntry<T> {
  readonly txid: string;
  /** The steps, or null when the file could not be read as a journal (it is then only removed). */
  readonly entry: T | null;
}

/** The journal folder of a store, through the store (no symlink followed, no FIFO opened). */
export class Journal<T> {
  constructor(private readonly store: ConfinedStore) {}

  /** Writes an entry durably (temp, fsync, rename) and returns its id. */
  async begin(entry: T): Promise<string> {
    // the time first, so pending entries are found in the order they were written
    const txid = `${String(Date.now()).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
    await this.store.writeAtomic(fileOf(txid), JSON.stringify(entry) + '\n');
    return txid;
  }

  /** Removes a finished (or undone) entry. */
  async end(txid: string): Promise<void> {
    await this.store.remove(fileOf(txid));
  }

  /** Keeps an entry that must not be applied for a person to read (`<txid>.stale`, never read again). */
  async shelve(txid: string): Promise<string> {
    const to = `${FOLDER}/${txid}.stale`;
    await this.store.rename(fileOf(txid), to);
    return this.store.shown(to);
  }

  /** One entry by id, or null when it is gone or not readable as a journal. */
  async read(txid: string): Promise<T | null> {
    try {
      const text = await this.store.readText(fileOf(txid), MAX_BYTES);
      return text === null ? null : (JSON.parse(text) as T);
    } catch {
      // begin() renames a complete file into place, so this is a file we did not write
      return null;
    }
  }

  /** Entries a killed process left, oldest first. */
  async pending(): Promise<PendingEntry<T>[]> {
    const listed = await this.store.list(FOLDER).catch(() => []);
    const ids = listed
      .map((e) => ENTRY.exec(e.name)?.[1])
      .filter((id): id is string => id !== undefined)
      .sort();
    const out: PendingEntry<T>[] = [];
    for (const txid of ids) out.push({ txid, entry: await this.read(txid) });
    return out;
  }

  /** Removes temp files of journal writes a killed process left; returns how many. */
  sweep(): Promise<number> {
    return this.store.sweep(FOLDER).catch(() => 0);
  }
}

function fileOf(txid: string): string {
  return `${FOLDER}/${txid}.json`;
}
