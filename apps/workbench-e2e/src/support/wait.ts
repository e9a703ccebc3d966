import type { Locator } from 'playwright-core';

/**
 * Polls a Node-side condition (a file on disk, a server answer) until it holds: for effects that have no
 * sign in the page. Waits for the condition, not a fixed time, so a loaded machine only makes it slower.
 */
export async function until<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    let value: T | null | undefined | false;
    try {
      value = await probe();
    } catch {
      value = undefined; // e.g. a file caught half-written; try again
    }
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A field's value once it reads `expected` (or, after `timeoutMs`, whatever it reads then, so the assertion
 * shows the difference): a field follows its signal on Angular's next change detection, and a value that
 * comes back from the server (a reload, a discarded draft) later still.
 */
export async function valueOnceSettled(field: Locator, expected: string, timeoutMs = 10_000): Promise<string> {
  await until(async () => (await field.inputValue()) === expected, `the field to read ${expected}`, timeoutMs).catch(
    () => undefined,
  );
  return field.inputValue();
}
