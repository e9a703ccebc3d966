/** Files a person names on the command line: regular files only, never a symlink, a FIFO or a device, capped. */
import { readChecked } from './confined-async';
import { DEFAULT_MAX_BYTES } from './problems';

/**
 * Reads `path` (as given, shown as given) with the store's guards: opened O_NOFOLLOW | O_NONBLOCK so a
 * symlink is refused and a FIFO cannot hang the read, fstat'ed (regular, within `maxBytes`). Missing → null.
 */
export async function readRegularFile(path: string, maxBytes = DEFAULT_MAX_BYTES): Promise<string | null> {
  try {
    // no lstat and no root: the file is the caller's choice, only what it is matters
    return await readChecked({ dir: '.', label: path, maxBytes }, null, path, path, null, maxBytes);
  } catch (e) {
    if ((e as { problem?: string }).problem === 'changed while read') return null;
    throw e;
  }
}
