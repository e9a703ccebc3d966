import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  it('waits for an idle callback, with the timeout given', async () => {
    const asked: unknown[] = [];
    const win = {
      requestIdleCallback: (cb: () => void, opts: unknown) => {
        asked.push(opts);
        setTimeout(cb, 0);
        return 1;
      },
    } as unknown as Window;
    await whenIdle(1500, 200, win);
    expect(asked).toEqual([{ timeout: 1500 }]);
  });

  it('falls back to a timer of the fallback delay without requestIdleCallback', async () => {
    const delays: unknown[] = [];
    const win = {
      setTimeout: (cb: () => void, ms: number) => {
        delays.push(ms);
        return setTimeout(cb, 0);
      },
    } as unknown as Window;
    await whenIdle(2000, 200, win);
    expect(delays).toEqual([200]);
  });
});
