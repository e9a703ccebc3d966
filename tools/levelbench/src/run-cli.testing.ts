/** Test helpers for the CLI specs: run `levelbench` in-process and read its JSON lines. */
import { io } from './cli-io';
import { main } from './main';

/** What one in-process CLI run printed and returned. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `levelbench ...args` in-process, capturing stdout, stderr and the exit code. */
export async function runCli(...args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const w = jest.spyOn(io, 'write').mockImplementation((fd, text) => {
    if (fd === 1) stdout += text;
    else stderr += text;
  });
  // the progress display writes to the stderr stream itself
  const o = jest
    .spyOn(process.stdout, 'write')
    .mockImplementation((s: string | Uint8Array) => ((stdout += String(s)), true));
  const e = jest
    .spyOn(process.stderr, 'write')
    .mockImplementation((s: string | Uint8Array) => ((stderr += String(s)), true));
  process.exitCode = undefined;
  try {
    const code = await main(['node', 'levelbench', ...args]);
    return { code, stdout, stderr };
  } finally {
    w.mockRestore();
    o.mockRestore();
    e.mockRestore();
    process.exitCode = undefined;
  }
}

/** Parses one JSON value per non-empty output line. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs read whatever fields each command prints
export function jsonLines(text: string): any[] {
  return text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}
