import { cancelRefusal, queuePosition, queuedText } from './job-queue';

describe('job queue helpers', () => {
  it('follows the place in the queue until the job starts', () => {
    expect(queuePosition({ state: 'queued', position: 3 }, null)).toBe(3);
    expect(queuePosition({ type: 'queued', position: 1 }, 3)).toBe(1);
    expect(queuePosition({ type: 'queued' }, 2)).toBe(2);
    expect(queuePosition({ type: 'started' }, 1)).toBeNull();
    expect(queuePosition({ type: 'progress' }, 1)).toBeNull();
    expect(queuePosition({ state: 'running' }, null)).toBeNull();
    expect(queuePosition({ type: 'cancelled' }, 2)).toBeNull();
    expect(queuePosition({}, 2)).toBe(2);
  });

  it('says where a job waits and why a cancel was refused', () => {
    expect(queuedText(2)).toMatch(/^Queued, position 2/);
    expect(cancelRefusal(403, null)).toBe('Only the person who started this job can cancel it.');
    expect(cancelRefusal(403, 'job x was started by another client')).toBe('job x was started by another client');
  });
});
