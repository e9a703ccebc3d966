/** Shared CLI plumbing: stdout carries only results, everything else goes to stderr. */
import { writeSync } from 'node:fs';

/** An error the CLI reports as one plain line and a fixed exit code (2 = bad input/arguments). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

/** One short sleep while a non-blocking pipe is full (`EAGAIN`). */
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * The CLI's output, written straight to file descriptors 1 and 2. Touching `process.stdout` makes Node set up a
 * stream (for a pipe: the `net` module and a libuv handle), about 10 ms of a one-board `pigment solve`'s start-up;
 * a synchronous write costs nothing up front and keeps the order of lines. A reader that closes stdout early
 * (`levelbench … | head -1`) ends the run quietly with the exit code so far, as other Unix tools do; a closed
 * stderr drops the message. The specs replace `write` to capture the output in-process.
 */
export const io = {
  write(fd: 1 | 2, text: string): void {
    let rest = Buffer.from(text);
    while (rest.length > 0) {
      try {
        rest = rest.subarray(writeSync(fd, rest));
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') Atomics.wait(pause, 0, 0, 1);
        else if (code !== 'EPIPE') throw e;
        else if (fd === 1) process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
        else return;
      }
    }
  },
};

/** Writes text to stdout as it is. */
export function writeOut(text: string): void {
  io.write(1, text);
}

/** Writes text to stderr as it is. */
export function writeErr(text: string): void {
  io.write(2, text);
}

/** Writes one result line (JSON when `json`, else text) to stdout. */
export function out(value: unknown, json = true): void {
  writeOut((json ? JSON.stringify(value) : String(value)) + '\n');
}

/** Writes a log line to stderr. */
export function log(message: string): void {
  writeErr(message + '\n');
}

/** Parses a positive integer option or throws a CliError naming the option. */
export function intOption(name: string, min = 0, max = Number.MAX_SAFE_INTEGER) {
  return (raw: string): number => {
    const n = Number(raw);
    if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new CliError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
    }
    return n;
  };
}
