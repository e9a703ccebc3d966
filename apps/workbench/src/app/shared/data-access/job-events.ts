import { Observable } from 'rxjs';
import { FINAL_EVENTS, type JobEvent, isFinalEvent } from '@levelbench/contracts';

/** The SSE event names a job stream uses. */
const EVENT_TYPES = ['queued', 'started', 'progress', ...FINAL_EVENTS] as const;

/**
 * Follows job `id`'s Server-Sent Events (`GET /api/jobs/:id/events`) as typed events; completes after the
 * final event and closes the EventSource so it does not reconnect. `what` names the job in the error a
 * lost connection gives. The one SSE client of the workbench: the verify run and the suggester use it.
 */
export function jobEvents<E extends JobEvent>(id: string, what = 'the job'): Observable<E> {
  return new Observable<E>((sub) => {
    const es = new EventSource(`/api/jobs/${encodeURIComponent(id)}/events`);
    const on = (type: E['type']) => (ev: MessageEvent<string>) => {
      let data: E;
      try {
        // the server sends each event as its JSON, `type` included; the SSE name is the authority
        data = { ...(JSON.parse(ev.data) as object), type } as E;
      } catch {
        es.close();
        sub.error(new Error(`${what} sent an event that is not JSON`));
        return;
      }
      sub.next(data);
      if (isFinalEvent(type)) {
        es.close();
        sub.complete();
      }
    };
    for (const t of EVENT_TYPES) es.addEventListener(t, on(t) as EventListener);
    es.onerror = () => {
      // the browser retries by itself while the server is up; give up only when it has closed the stream for good
      if (es.readyState === EventSource.CLOSED) sub.error(new Error(`lost the connection to ${what}`));
    };
    return () => es.close();
  });
}
