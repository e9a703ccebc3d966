/**
 * Resolves once the browser is idle, at the latest after `timeoutMs`; in a browser without
 * `requestIdleCallback`, after `fallbackMs`. For work a page can start late (a chunk to prefetch, a chart).
 */
export function whenIdle(timeoutMs: number, fallbackMs = 0, win: Window = window): Promise<void> {
  return new Promise((done) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => done(), { timeout: timeoutMs });
    else win.setTimeout(done, fallbackMs);
  });
}
