/**
 * A write-ahead journal for store operations that touch several files: `<levels>/.journal/<txid>.json`
 * names every step of one operation. It is written atomically before the first step and removed after
 * the last, so a journal found at start-up is an operation a killed process did not finish.
 */
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { type FileIo, confinedIo } from './confined-io';

// All file I/O goes through `this.io`: confined to the levels folder (no symlink followed, no FIFO opened).

const ENTRY = /^(\d{13}-[0-9a-f]{8})\.json$/;

/** One journalled operation as found on disk. */
export interface PendingEntry<T> {
  readonly txid: string;
  /** The steps, or null when the file could not be read as a journal (it is then only removed). */
  readonly entry: T | null;
}

/** The journal folder of a store. */
export class Journal<T> {
  private readonly dir: string;

  private readonly io: FileIo;

  constructor(levelsDir: string) {
    this.dir = resolve(levelsDir, '.journal');
    this.io = confinedIo(levelsDir);
  }

  /** Writes an entry durably (temp, fsync, rename) and returns its id. */
  async begin(entry: T): Promise<string> {
    // the time first, so pending entries replay in the order they were written
    const txid = `${String(Date.now()).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
    await this.io.writeText(this.fileOf(txid), JSON.stringify(entry) + '\n');
    return txid;
  }

  /** Removes a finished entry. */
  end(txid: string): Promise<void> {
    return this.io.removeFile(this.fileOf(txid));
  }

  /** Entries a killed process left, oldest first. */
  async pending(): Promise<PendingEntry<T>[]> {
    const ids = (await this.io.listNames(this.dir))
      .map((n) => ENTRY.exec(n)?.[1])
      .filter((id): id is string => id !== undefined)
      .sort();
    return Promise.all(
      ids.map(async (txid) => {
        try {
          return { txid, entry: JSON.parse(await this.io.readText(this.fileOf(txid))) as T };
        } catch {
          // begin() renames a complete file into place, so this is a file we did not write
          return { txid, entry: null };
        }
      }),
    );
  }

  /** Removes temp files of journal writes a killed process left; returns how many. */
  async sweep(): Promise<number> {
    return this.io.sweep(this.dir);
  }

  private fileOf(txid: string): string {
    return join(this.dir, `${txid}.json`);
  }
}
