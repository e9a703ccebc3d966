/**
 * The shutdown deadline: whatever is in flight, the process is gone within SHUTDOWN_DEADLINE_MS of
 * SIGTERM/SIGINT. A read stuck in `open()` of a FIFO holds a libuv pool thread that neither `close()`
 * nor `process.exit()` can take back (exit joins the pool threads and hangs), so stuck readers are
 * first released by opening each FIFO for writing, and the last resort is SIGKILL to ourselves.
 */
import { closeSync, constants, lstatSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The process ends this long after the first signal, whatever is still running (a restart must not wait). */
export const SHUTDOWN_DEADLINE_MS = 9_000;

/** After this long, connections still open (a request stuck on a file) are destroyed so `close()` can finish. */
export const SHUTDOWN_FORCE_MS = 6_000;

/** Entries looked at per release pass at most, so a huge folder cannot stall shutdown itself. */
const MAX_ENTRIES = 20_000;

/**
 * Opens every FIFO under `dirs` (3 levels deep) for writing without blocking and closes it at once: a
 * reader blocked in `open()` then reads an empty file and its pool thread is free again. Synchronous on
 * purpose: when every pool thread is stuck, an async readdir would wait behind them. Returns how many
 * FIFOs had a reader waiting.
 */
export function releaseFifoReaders(dirs: readonly string[]): number {
  let seen = 0;
  let released = 0;
  const walk = (dir: string, depth: number): void => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (++seen > MAX_ENTRIES) return;
      const path = join(dir, name);
      let st;
      try {
        st = lstatSync(path);
      } catch {
        continue;
      }
      if (st.isDirectory() && depth > 0) walk(path, depth - 1);
      else if (st.isFIFO()) {
        try {
          // ENXIO when nobody is reading: then there is nothing to release
          closeSync(openSync(path, constants.O_WRONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW));
          released++;
        } catch {
          // no reader waiting
        }
      }
    }
  };
  for (const d of dirs) walk(d, 3);
  return released;
}

/** Arms the hard deadline: `onExpire` (say why) then SIGKILL to ourselves; returns a function that stops keeping the process alive. */
export function armDeadline(ms: number, onExpire: () => void): () => void {
  const timer = setTimeout(() => {
    onExpire();
    // process.exit() would hang on a pool thread stuck in a system call; a signal from the kernel does not
    process.kill(process.pid, 'SIGKILL');
  }, ms);
  // once the clean shutdown is over the timer must not hold the process; should something else hold it
  // (a stuck pool thread keeps the loop alive), the timer still fires
  return () => timer.unref();
}
