import { CancellableRequests, NO_ANSWER } from './worker-requests';

describe('CancellableRequests', () => {
  it('walks every item with the count done and the total', async () => {
    const seen: [string, number, number][] = [];
    await new CancellableRequests().eachItem(1, ['a', 'b', 'c'], (item, done, total) => seen.push([item, done, total]));
    expect(seen).toEqual([
      ['a', 1, 3],
      ['b', 2, 3],
      ['c', 3, 3],
    ]);
  });

  it('stops between items once its request is cancelled, and forgets the cancel afterwards', async () => {
    const requests = new CancellableRequests();
    const seen: number[] = [];
    await requests.eachItem(7, [1, 2, 3], (item) => {
      seen.push(item);
      if (item === 2) expect(requests.cancel(7)).toBe(NO_ANSWER);
    });
    expect(seen).toEqual([1, 2]);
    const again: number[] = [];
    await requests.eachItem(7, [1, 2], (item) => again.push(item));
    expect(again).toEqual([1, 2]);
  });
});
