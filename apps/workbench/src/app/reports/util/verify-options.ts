/** The checks `verify` can run, in the order the CLI lists them. */
export const CHECKS = [
  { key: 'pigment', label: 'Pigment levels' },
  { key: 'watersort', label: 'Water Sort levels + dailies' },
  { key: 'worlds', label: 'Worlds (walk town → core)' },
  { key: 'faces', label: 'Face pairs' },
] as const;

/** A check name. */
export type CheckKey = (typeof CHECKS)[number]['key'];

/** The run form: which checks, and how many worlds / face pairs. */
export interface RunForm {
  readonly only: readonly CheckKey[];
  readonly worlds: number;
  readonly pairs: number;
}

/** Defaults of the form: everything, the nightly's 64 worlds and 400 pairs. */
export const DEFAULT_FORM: RunForm = { only: CHECKS.map((c) => c.key), worlds: 64, pairs: 400 };

/** The server's caps on a verify job's worlds and face pairs (apps/server SERVER_VERIFY_CAPS; the CLI runs more). */
export const SERVER_CAPS = { worlds: 256, pairs: 10_000 } as const;

/** `options` of `POST /api/jobs {kind:'verify', options}`; all checks means no `only`. Null with a reason when nothing would run. */
export function verifyOptions(form: RunForm): { options: Record<string, unknown> } | { error: string } {
  if (!form.only.length) return { error: 'Pick at least one check.' };
  const options: Record<string, unknown> = {};
  if (form.only.length < CHECKS.length) options['only'] = CHECKS.map((c) => c.key).filter((k) => form.only.includes(k));
  if (form.only.includes('worlds')) {
    if (!Number.isInteger(form.worlds) || form.worlds < 1)
      return { error: 'Worlds must be a whole number of at least 1.' };
    if (form.worlds > SERVER_CAPS.worlds)
      return { error: `Worlds: at most ${SERVER_CAPS.worlds} in a run on the server (the CLI runs more).` };
    options['worlds'] = form.worlds;
  }
  if (form.only.includes('faces')) {
    if (!Number.isInteger(form.pairs) || form.pairs < 1)
      return { error: 'Pairs must be a whole number of at least 1.' };
    if (form.pairs > SERVER_CAPS.pairs)
      return { error: `Pairs: at most ${SERVER_CAPS.pairs} in a run on the server (the CLI runs more).` };
    options['pairs'] = form.pairs;
  }
  return { options };
}

/** Toggles one check in the form. */
export function toggleCheck(form: RunForm, key: CheckKey, on: boolean): RunForm {
  const only = on ? [...new Set([...form.only, key])] : form.only.filter((k) => k !== key);
  return { ...form, only: CHECKS.map((c) => c.key).filter((k) => only.includes(k)) };
}

/** A verify progress event as the job streams it, with per-check counts when the server sends them. */
export interface VerifyProgress {
  readonly done: number;
  readonly total: number;
  readonly current: string | null;
  readonly failures: number;
  readonly checks: readonly {
    readonly check: string;
    readonly done: number;
    readonly total: number;
    readonly failures: number;
  }[];
}

/** Reads a progress event defensively (fields missing in an older server count as 0 / none). */
export function readProgress(e: Record<string, unknown>): VerifyProgress {
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const failures = Array.isArray(e['failures']) ? e['failures'].length : num(e['failures']);
  const per =
    typeof e['checks'] === 'object' && e['checks'] !== null
      ? (e['checks'] as Record<string, Record<string, unknown>>)
      : {};
  const checks = CHECKS.filter((c) => per[c.key]).map((c) => ({
    check: c.key,
    done: num(per[c.key]['done']),
    total: num(per[c.key]['total']),
    failures: num(per[c.key]['failures']),
  }));
  return {
    done: num(e['done']),
    total: num(e['total']),
    current: typeof e['current'] === 'string' ? e['current'] : null,
    failures,
    checks,
  };
}

/** Percent done, 0..100. */
export function percentDone(p: VerifyProgress | null): number {
  return p && p.total > 0 ? Math.min(100, (100 * p.done) / p.total) : 0;
}

/** The report id (folder name) from a done event's `reportDir` (absolute or relative, either slash). */
export function reportIdOf(done: Record<string, unknown>): string | null {
  const dir =
    typeof done['reportDir'] === 'string'
      ? done['reportDir']
      : typeof done['reportId'] === 'string'
        ? done['reportId']
        : null;
  if (!dir) return null;
  const parts = dir.split(/[\\/]+/).filter(Boolean);
  return parts[parts.length - 1] ?? null;
}
