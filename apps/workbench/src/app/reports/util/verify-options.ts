import {
  CHECKS as CHECK_NAMES,
  CHECK_INFO,
  type CheckName,
  VERIFY_DEFAULTS,
  type VerifyDoneEvent,
  type VerifyProgressEvent,
} from '@levelbench/contracts';

/** The checks `verify` can run, in the order the CLI lists them, with their labels. */
export const CHECKS = CHECK_NAMES.map((key) => ({ key, label: CHECK_INFO[key].label }));

/** A check name. */
export type CheckKey = CheckName;

/** The run form: which checks, and how many worlds / face pairs. */
export interface RunForm {
  readonly only: readonly CheckKey[];
  readonly worlds: number;
  readonly pairs: number;
}

/** Defaults of the form: everything, the nightly's worlds and pairs (the CLI's defaults). */
export const DEFAULT_FORM: RunForm = {
  only: [...CHECK_NAMES],
  worlds: VERIFY_DEFAULTS.worlds,
  pairs: VERIFY_DEFAULTS.pairs,
};

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

/** A verify progress event as the view shows it: totals, and one row per check the run has. */
export interface VerifyProgress {
  readonly done: number;
  readonly total: number;
  readonly current: string | null;
  readonly failures: number;
  readonly checks: readonly {
    readonly check: CheckName;
    readonly done: number;
    readonly total: number;
    readonly failures: number;
  }[];
}

/** The view of a progress event: the checks in report order. */
export function readProgress(e: VerifyProgressEvent): VerifyProgress {
  const checks = CHECK_NAMES.flatMap((check) => {
    const c = e.checks[check];
    return c ? [{ check, done: c.done, total: c.total, failures: c.failures }] : [];
  });
  return { done: e.done, total: e.total, current: e.current, failures: e.failures, checks };
}

/** Percent done, 0..100. */
export function percentDone(p: VerifyProgress | null): number {
  return p && p.total > 0 ? Math.min(100, (100 * p.done) / p.total) : 0;
}

/** The report id (folder name) of a finished verify job. */
export function reportIdOf(done: VerifyDoneEvent): string {
  return done.reportId;
}
