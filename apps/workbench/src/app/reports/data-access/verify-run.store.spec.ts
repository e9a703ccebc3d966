import { TestBed } from '@angular/core/testing';
import { HttpErrorResponse } from '@angular/common/http';
import { Subject, of, throwError } from 'rxjs';
import type { Summary, VerifyJobEvent } from '@levelbench/contracts';
import { ReportsApi } from './reports-api';
import { RunOutcome, VerifyRunStore } from './verify-run.store';

describe('VerifyRunStore', () => {
  let events: Subject<VerifyJobEvent>;
  let api: { startVerify: jest.Mock; events: jest.Mock; cancel: jest.Mock };
  let store: VerifyRunStore;

  beforeEach(() => {
    events = new Subject<VerifyJobEvent>();
    api = {
      startVerify: jest.fn(() => of({ id: 'verify-1' })),
      events: jest.fn(() => events.asObservable()),
      cancel: jest.fn(() => of({ id: 'verify-1', state: 'cancelled' })),
    };
    TestBed.configureTestingModule({ providers: [{ provide: ReportsApi, useValue: api }] });
    store = TestBed.inject(VerifyRunStore);
  });

  it('follows the job: progress, then the done event with the report id', async () => {
    const ended: RunOutcome[] = [];
    await store.start({ only: ['pigment'] }, (o) => ended.push(o));
    expect(api.startVerify).toHaveBeenCalledWith({ only: ['pigment'] });
    expect(api.events).toHaveBeenCalledWith('verify-1');
    expect(store.jobId()).toBe('verify-1');
    events.next({ type: 'progress', done: 2, total: 5, current: 'pigment/return', failures: 0, checks: {} });
    expect(store.progress()).toMatchObject({ done: 2, total: 5, current: 'pigment/return' });
    events.next({
      type: 'done',
      reportId: '2026-11-30T02-00-00Z',
      reportDir: '2026-11-30T02-00-00Z',
      summary: { passed: true } as Summary,
    });
    expect(ended).toEqual([{ state: 'done', reportId: '2026-11-30T02-00-00Z', passed: true, message: null }]);
    expect(store.jobId()).toBeNull();
  });

  it('cancels the running job and reports the cancellation without a report', async () => {
    await store.start({});
    await store.cancel();
    expect(api.cancel).toHaveBeenCalledWith('verify-1');
    events.next({ type: 'cancelled', error: 'cancelled by a client' });
    expect(store.outcome()).toEqual({
      state: 'cancelled',
      reportId: null,
      passed: null,
      message: 'cancelled by a client',
    });
  });

  it('says why the server refused to start a run', async () => {
    api.startVerify.mockReturnValue(
      throwError(
        () =>
          new HttpErrorResponse({
            status: 429,
            error: { error: 'you already have 4 jobs waiting; wait for one or cancel it' },
          }),
      ),
    );
    await store.start({});
    expect(store.error()).toBe('you already have 4 jobs waiting; wait for one or cancel it');
    expect(api.events).not.toHaveBeenCalled();
    expect(store.jobId()).toBeNull();
  });

  it('shows a queued job with its place until it starts, then its progress', async () => {
    api.startVerify.mockReturnValue(of({ id: 'verify-1', state: 'queued', position: 3 }));
    await store.start({});
    expect(store.queued()).toBe(3);
    expect(store.jobId()).toBe('verify-1');
    events.next({ type: 'queued', position: 1 });
    expect(store.queued()).toBe(1);
    expect(store.outcome()).toBeNull();
    events.next({ type: 'started', startedAt: '2026-12-01T00:00:00Z' });
    expect(store.queued()).toBeNull();
    expect(store.jobId()).toBe('verify-1');
    events.next({ type: 'progress', done: 1, total: 2, current: null, failures: 0, checks: {} });
    expect(store.progress()).toMatchObject({ done: 1, total: 2 });
    events.next({ type: 'cancelled', error: 'nobody watched this job for 10 min' });
    expect(store.outcome()).toMatchObject({ state: 'cancelled', message: 'nobody watched this job for 10 min' });
  });

  it("says why a cancel was refused (403: another session's job) and keeps following the job", async () => {
    await store.start({});
    api.cancel.mockReturnValue(
      throwError(
        () =>
          new HttpErrorResponse({
            status: 403,
            error: { error: 'job verify-1 was started by another client: only it can cancel it' },
          }),
      ),
    );
    await store.cancel();
    expect(store.error()).toBe('job verify-1 was started by another client: only it can cancel it');
    expect(store.cancelling()).toBe(false);
    expect(store.jobId()).toBe('verify-1');
    events.next({ type: 'progress', done: 1, total: 2, current: null, failures: 0, checks: {} });
    expect(store.progress()).toMatchObject({ done: 1 });
  });
});
