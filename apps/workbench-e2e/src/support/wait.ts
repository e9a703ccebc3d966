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
