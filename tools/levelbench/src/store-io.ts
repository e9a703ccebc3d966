/** The CLI's file edges on the confined store: every read refuses symlinks, FIFOs and devices at once (exit 2). */
import { lstatSync } from 'node:fs';
import { ConfinedStore, type ListedEntry, isStoreError, readRegularFile } from '@levelbench/store';
import { formatErrors, type Parsed } from '@levelbench/formats';
import { CliError, log } from './cli-io';

/** The repository's levels folder, as the CLI's defaults name it. */
export const LEVELS_DIR = 'levels';

/** Runs a store operation; a bad entry becomes a CliError (exit 2) whose one line names the path. */
export async function orExit2<T>(fn: () => Promise<T>, prefix = ''): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isStoreError(e)) throw new CliError(`${prefix}${e.message}`);
    throw e;
  }
}

/** A file named on the command line: its text, null when missing; a FIFO, folder, symlink or huge file exits 2. */
export function readArgFile(file: string): Promise<string | null> {
  return orExit2(() => readRegularFile(file));
}

/** The default levels store (`levels/…`), relative to the working directory. */
export function levelsStore(): ConfinedStore {
  return new ConfinedStore(LEVELS_DIR);
}

/**
 * A folder named on the command line as a confined store rooted at it (shown as given); the folder
 * itself must be a real folder, not a symlink (a symlinked game folder is refused, as the server does).
 */
export function folderStore(folder: string, create = false): ConfinedStore {
  let st;
  try {
    st = lstatSync(folder);
  } catch {
    if (create) return new ConfinedStore(folder, { label: folder.replace(/\/+$/, '') || '/', create });
    throw new CliError(`${folder}: no such directory`);
  }
  if (st.isSymbolicLink()) throw new CliError(`${folder} is a symlink (symlinks are never followed)`);
  if (!st.isDirectory()) throw new CliError(`${folder}: no such directory`);
  return new ConfinedStore(folder, { label: folder.replace(/\/+$/, '') || '/', create });
}

/** The good entries of a listing; any bad one exits 2 with one line naming every bad path. */
export function goodOnly(entries: readonly ListedEntry[]): ListedEntry[] {
  const bad = entries.filter((e) => e.kind === 'bad');
  if (bad.length) throw new CliError(bad.map((e) => e.message ?? `${e.file} cannot be read`).join('; '));
  return [...entries];
}

/** The value of a parsed file; its problems exit 2 as `invalid <what>:`, one line each. */
export function parsedOrExit2<T>(parsed: Parsed<T>, what: string): T {
  if (!parsed.ok) throw new CliError(`invalid ${what}:\n${formatErrors(parsed.errors, parsed.moreErrors)}`);
  return parsed.value;
}

/** What a command reads its settings (a curve, weights) from: the default file, its parser, the built-in default. */
export interface SettingsFile<T> {
  /** The command, as stderr names it: `watersort`. */
  readonly command: string;
  /** What the file holds, as messages name it: `curve`. */
  readonly what: string;
  /** The default file, relative to the working directory: `levels/watersort/curve.json`. */
  readonly defaultFile: string;
  readonly parse: (text: string, file: string) => Parsed<T>;
  readonly builtIn: T;
}

/**
 * Parses a settings file's `text` read from `path`; null (the default file is missing) gives the built-in default
 * and says so on stderr. A bad file exits 2 with file, JSON path and sentence.
 */
export function settingsOrDefault<T>(text: string | null, path: string, settings: SettingsFile<T>): T {
  if (text === null) {
    log(`${settings.command}: ${settings.defaultFile} not found, using the built-in default ${settings.what}`);
    return settings.builtIn;
  }
  return parsedOrExit2(settings.parse(text, path), settings.what);
}
