import { Subject, of, throwError } from 'rxjs';
import { LatestRequest } from './latest-request';

describe('LatestRequest', () => {
  it('hands events to the newest request only and cancels the previous one', () => {
    const req = new LatestRequest<number>();
    const first = new Subject<number>();
    const second = new Subject<number>();
    const seen: string[] = [];
    req.start(first, (n) => seen.push(`first ${n}`));
    first.next(1);
    expect(req.busy()).toBe(true);
    req.start(second, (n) => seen.push(`second ${n}`));
    expect(first.observed).toBe(false); // unsubscribed: the worker side gets its cancel
    first.next(2);
    second.next(3);
    expect(seen).toEqual(['first 1', 'second 3']);
    second.complete();
    expect(req.busy()).toBe(false);
    expect(req.error()).toBeNull();
  });

  it('records a failure and clears it when the next request starts', () => {
    const req = new LatestRequest<number>();
    const heard: string[] = [];
    req.start(
      throwError(() => new Error('worker crashed')),
      () => undefined,
      (m) => heard.push(m),
    );
    expect([req.busy(), req.error(), heard]).toEqual([false, 'worker crashed', ['worker crashed']]);
    req.start(of(1, 2), () => undefined);
    expect([req.busy(), req.error()]).toEqual([false, null]);
  });

  it('fail() cancels the running request and keeps the message; cancel() stops without an error', () => {
    const req = new LatestRequest<number>();
    const src = new Subject<number>();
    req.start(src, () => undefined);
    req.fail('level 0 does not exist');
    expect([src.observed, req.busy(), req.error()]).toEqual([false, false, 'level 0 does not exist']);
    req.start(src, () => undefined);
    req.cancel();
    expect([src.observed, req.busy(), req.error()]).toEqual([false, false, null]);
  });
});
