/** Shapes of the confined store's listings. */
import type { StoreProblem } from './problems';

/** What a good entry is. */
export type EntryKind = 'file' | 'folder';

/** One entry of a listed folder: good (`kind` file/folder, `text` when read) or bad (`problem`, `message`). */
export interface ListedEntry {
  readonly name: string;
  /** The entry as messages show it: `levels/pigment/x.json`. */
  readonly file: string;
  readonly kind: EntryKind | 'bad';
  readonly text?: string;
  readonly problem?: StoreProblem;
  /** The sentence for a bad entry, naming it relative to the store. */
  readonly message?: string;
}

/** Options of a folder listing. */
export interface ListOptions {
  /** Names to consider (e.g. `*.json`); temp files are skipped whatever it says. */
  readonly filter?: (name: string) => boolean;
  /** Read every entry as a file (a folder or special file becomes a bad entry); else only classify. */
  readonly read?: boolean;
  /** Per-file cap for this listing; default the root's. */
  readonly maxBytes?: number;
}
