/** One object per store root: the confined operations of confined-async.ts bound to it (server, CLI, verify). */
import { basename, isAbsolute, normalize } from 'node:path';
import * as a from './confined-async';
import type { StoreRoot } from './paths';
import { DEFAULT_MAX_BYTES } from './problems';
import type { EntryKind, ListOptions, ListedEntry } from './types';

/** How a root is named in messages: as given when relative, only its name when absolute (no server paths). */
export function rootLabel(dir: string): string {
  return isAbsolute(dir) ? basename(dir) : normalize(dir).replace(/[\\/]+$/, '');
}

/** Options of a store root. */
export interface ConfinedStoreOptions {
  /** The name messages use for the root; default {@link rootLabel}. */
  readonly label?: string;
  /** Per-file cap in bytes; default 1 MiB. */
  readonly maxBytes?: number;
  /** An output folder: a write creates the root when it is missing. Default false: a missing root is an error. */
  readonly create?: boolean;
}

/**
 * A folder of files where only regular files and folders below the root are ever opened: no symlink
 * is followed, no FIFO or device opened, no file over the cap read, and every message names entries
 * relative to the root (`levels/pigment/x.json`). Paths are `/`-separated and relative to the root.
 */
export class ConfinedStore {
  /** The root as the functions of confined-async.ts take it. */
  readonly root: StoreRoot;

  constructor(dir: string, opts: ConfinedStoreOptions = {}) {
    this.root = {
      dir,
      label: opts.label ?? rootLabel(dir),
      maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES,
      create: opts.create ?? false,
    };
  }

  /** Throws StoreError `missing store` (503) when the root folder is gone; reads alone treat it as empty. */
  async requireRoot(): Promise<void> {
    await a.requireRoot(this.root);
  }

  /** How messages show `rel`. */
  shown(rel: string): string {
    return rel ? `${this.root.label}/${rel}` : this.root.label;
  }

  /** Text of a file, null when missing; a bad entry throws StoreError. */
  readText(rel: string, maxBytes?: number): Promise<string | null> {
    return a.readText(this.root, rel, maxBytes);
  }

  /** Entries of a folder: good ones (with text when `read`), bad ones with their problem. */
  list(rel: string, opts?: ListOptions): Promise<ListedEntry[]> {
    return a.list(this.root, rel, opts);
  }

  /** file / folder / null when missing; a symlink or special file throws StoreError. */
  kindOf(rel: string): Promise<EntryKind | null> {
    return a.kindOf(this.root, rel);
  }

  /** Atomic write (temp + fsync + rename + folder fsync), creating folders, never through a symlink. */
  writeAtomic(rel: string, text: string): Promise<void> {
    return a.writeAtomic(this.root, rel, text);
  }

  /** Points `rel` at the name `to` beside it with a symlink swapped in by one rename (reports' `latest`). */
  writeLink(rel: string, to: string): Promise<void> {
    return a.writeLink(this.root, rel, to);
  }

  /** Creates a folder chain (each one checked). */
  makeFolders(rel: string): Promise<void> {
    return a.makeFolders(this.root, rel);
  }

  /** Removes a file (or a folder tree with `recursive`); false when missing. */
  remove(rel: string, opts?: { recursive?: boolean }): Promise<boolean> {
    return a.remove(this.root, rel, opts);
  }

  /** Removes a folder tree in one step a kill cannot split (renamed to a temp name first); false when missing. */
  discard(rel: string): Promise<boolean> {
    return a.discard(this.root, rel);
  }

  /** Renames a file or folder within the root; false when `from` is missing. */
  rename(from: string, to: string): Promise<boolean> {
    return a.rename(this.root, from, to);
  }

  /** Removes temp files left by a killed writer; returns how many. */
  sweep(rel: string, opts?: { recursive?: boolean }): Promise<number> {
    return a.sweep(this.root, rel, opts);
  }
}
