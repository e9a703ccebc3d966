/** Shared CLI plumbing: stdout carries only results, everything else goes to stderr. */

/** An error the CLI reports as one plain line and a fixed exit code (2 = bad input/arguments). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

/** Writes one result line (JSON when `json`, else text) to stdout. */
export function out(value: unknown, json = true): void {
  process.stdout.write((json ? JSON.stringify(value) : String(value)) + '\n');
}

/** Writes a log line to stderr. */
export function log(message: string): void {
  process.stderr.write(message + '\n');
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
