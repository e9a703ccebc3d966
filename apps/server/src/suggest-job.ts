/** The `pigment-suggest` job: suggester attempts run in chunks in the worker pool, collected in order, streamed as SSE progress. */
import { Observable } from 'rxjs';
import type { FormatError } from '@levelbench/formats';
import {
  resolveSuggestOptions,
  SuggestCollector,
  type AttemptResult,
  type Suggestion,
  type SuggestOptions,
} from '@levelbench/pigment';
import type { TaskPool } from './app';
import type { SuggestDoneEvent, SuggestProgressEvent } from '@levelbench/contracts';
import type { JobKind } from './routes/jobs';

/** Attempts per pool task: small enough that a cancel lands within a fraction of a second. */
const CHUNK = 4;
/** Server caps, whatever the client asks. */
export const SUGGEST_CAPS = { count: 20, maxStates: 60_000_000, maxAttempts: 20_000 } as const;

const NUMBER_FIELDS = ['width', 'height', 'marks', 'holes', 'count', 'seed', 'maxStates', 'maxAttempts'] as const;

/** Reads the request's options into SuggestOptions: 400-style errors with `/options/<field>` paths. */
export function parseSuggestRequest(
  raw: unknown,
): { ok: true; options: SuggestOptions } | { ok: false; errors: FormatError[] } {
  const err = (path: string, message: string) => ({
    ok: false as const,
    errors: [{ file: 'request body', path, message }],
  });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return err('/options', 'must be an object');
  const o = raw as Record<string, unknown>;
  const known = [...NUMBER_FIELDS, 'length', 'colors', 'stains', 'unique'];
  const extra = Object.keys(o).find((k) => !known.includes(k));
  if (extra) return err(`/options/${extra}`, 'is not a known option');
  for (const k of NUMBER_FIELDS)
    if (o[k] !== undefined && (typeof o[k] !== 'number' || !Number.isFinite(o[k])))
      return err(`/options/${k}`, 'must be a number');
  for (const k of ['width', 'height', 'marks', 'length'])
    if (o[k] === undefined) return err(`/options/${k}`, 'is missing');
  const len = o['length'];
  const lengthOk =
    typeof len === 'number' || (Array.isArray(len) && len.length === 2 && len.every((x) => typeof x === 'number'));
  if (!lengthOk) return err('/options/length', 'must be a number or [min, max]');
  if (o['colors'] !== undefined && (!Array.isArray(o['colors']) || !o['colors'].every((c) => typeof c === 'string')))
    return err('/options/colors', 'must be a list of colour names');
  for (const k of ['stains', 'unique'])
    if (o[k] !== undefined && typeof o[k] !== 'boolean') return err(`/options/${k}`, 'must be true or false');
  // every field was checked above (unknown ones refused), so the request is a partial SuggestOptions
  const num = (k: (typeof NUMBER_FIELDS)[number]) => o[k] as number | undefined;
  const options: SuggestOptions = {
    ...(o as Partial<SuggestOptions>),
    width: num('width') ?? 0,
    height: num('height') ?? 0,
    marks: num('marks') ?? 0,
    length: len as SuggestOptions['length'],
    count: Math.min(SUGGEST_CAPS.count, num('count') ?? 5),
    maxStates: Math.min(SUGGEST_CAPS.maxStates, num('maxStates') ?? SUGGEST_CAPS.maxStates),
    maxAttempts: Math.min(SUGGEST_CAPS.maxAttempts, num('maxAttempts') ?? SUGGEST_CAPS.maxAttempts),
  };
  const resolved = resolveSuggestOptions(options);
  if ('error' in resolved) return err('/options', resolved.error);
  return { ok: true, options };
}

/** What a client sees of a board while the job runs (and in the final ranked list). */
function view(s: Suggestion) {
  return { level: s.level, shortest: s.shortest, optimalCount: s.optimalCount, metrics: s.metrics, attempt: s.attempt };
}

/**
 * Runs the suggester in the pool: up to `pool.size` chunks in flight, results fed to the collector in attempt
 * order (so the boards are exactly the CLI's for the same options). Every progress event carries the boards
 * found so far, so a client that connects late still sees them all.
 */
export function runSuggestJob(
  pool: TaskPool,
  options: SuggestOptions,
  signal: AbortSignal,
): Observable<SuggestProgressEvent | SuggestDoneEvent> {
  return new Observable<SuggestProgressEvent | SuggestDoneEvent>((sub) => {
    const collector = new SuggestCollector(options);
    const max = collector.options.maxAttempts;
    const chunks = new AbortController();
    const onAbort = () => chunks.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    const queue: Promise<AttemptResult[]>[] = [];
    let from = 0;
    const fill = () => {
      while (queue.length < Math.max(1, pool.size) && from < max) {
        const to = Math.min(max, from + CHUNK);
        queue.push(pool.run('pigment.suggest', { options, from, to }, { signal: chunks.signal }));
        queue[queue.length - 1].catch(() => undefined); // awaited in order below; never an unhandled rejection
        from = to;
      }
    };
    const progress = (): SuggestProgressEvent => ({
      type: 'progress',
      attempts: collector.attempts,
      states: collector.states,
      found: collector.found,
      count: collector.options.count,
      suggestions: collector.suggestions.map(view),
    });
    (async () => {
      sub.next(progress());
      while (!collector.done) {
        if (signal.aborted) throw signal.reason;
        fill();
        const results = await (queue.shift() as Promise<AttemptResult[]>);
        const before = collector.found;
        for (const r of results) collector.add(r);
        if (collector.found > before || collector.attempts % 40 === 0) sub.next(progress());
      }
      chunks.abort(new Error('the suggester has what it needs'));
      const r = collector.result();
      sub.next({
        type: 'done',
        complete: r.complete,
        attempts: r.attempts,
        states: r.states,
        suggestions: r.suggestions.map(view),
      });
      sub.complete();
    })().catch((e: unknown) => {
      chunks.abort(e);
      sub.error(signal.aborted ? signal.reason : e);
    });
    return () => {
      signal.removeEventListener('abort', onAbort);
      chunks.abort(new Error('unsubscribed'));
    };
  });
}

/** The `pigment-suggest` job kind (also started by `POST /api/pigment/suggest`). */
export function suggestJobKind(pool: TaskPool | undefined): JobKind {
  return {
    prepare(raw) {
      const parsed = parseSuggestRequest(raw);
      if (!parsed.ok) return parsed;
      if (!pool)
        return {
          ok: false,
          errors: [{ file: 'request body', path: '', message: 'no worker pool is running in this server' }],
        };
      return { ok: true, run: (signal) => runSuggestJob(pool, parsed.options, signal) };
    },
  };
}
