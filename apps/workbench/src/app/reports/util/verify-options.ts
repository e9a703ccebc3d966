import {
  type CheckInfo,
  type CheckName,
  SERVER_VERIFY_CAPS,
  VERIFY_DEFAULTS,
  type VerifyDoneEvent,
  type VerifyProgressEvent,
} from '@levelbench/contracts';

/** A check name. */
export type CheckKey = CheckName;

/** The run form: which checks (null: every check the server offers), and how many worlds / face pairs. */
export interface RunForm {
  readonly only: readonly CheckKey[] | null;
  readonly worlds: number;
  readonly pairs: number;
}

/** Defaults of the form: everything, the nightly's worlds and pairs (the CLI's defaults). */
export const DEFAULT_FORM: RunForm = {
  only: null,
  worlds: VERIFY_DEFAULTS.worlds,
  pairs: VERIFY_DEFAULTS.pairs,
};

/** Where the form is kept between visits (this browser's localStorage). */
export const FORM_KEY = 'levelbench.verify.form';

/**
 * The form as last used in this browser, or the defaults. A stored form that does not read as one (hand-edited,
 * another version's) gives the defaults for what it gets wrong.
 */
export function loadForm(storage: Pick<Storage, 'getItem'> | null): RunForm {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(FORM_KEY) ?? 'null');
  } catch {
    return DEFAULT_FORM;
  }
  if (!raw || typeof raw !== 'object') return DEFAULT_FORM;
  const o = raw as Record<string, unknown>;
  const size = (v: unknown, d: number) => (Number.isInteger(v) && (v as number) >= 1 ? (v as number) : d);
  const only =
    Array.isArray(o['only']) && o['only'].every((k) => typeof k === 'string') ? (o['only'] as CheckKey[]) : null;
  return { only, worlds: size(o['worlds'], DEFAULT_FORM.worlds), pairs: size(o['pairs'], DEFAULT_FORM.pairs) };
}

/** Keeps the form for the next visit (a full or refused storage keeps nothing, and says nothing). */
export function saveForm(storage: Pick<Storage, 'setItem'> | null, form: RunForm): void {
  try {
    storage?.setItem(FORM_KEY, JSON.stringify(form));
  } catch {
    // private mode or a full quota: the form still works, it is only not remembered
  }
}

/**
 * What a past run was run with, for the report list: its checks by their labels, then the sizes its checks took
 * ("Pigment, Worlds · 3 worlds"). A check this server does not offer shows by its name.
 */
export function runOptionsText(
  row: { readonly checks: readonly CheckKey[]; readonly worlds?: number; readonly pairs?: number },
  checks: readonly CheckInfo[],
): string {
  const info = (k: CheckKey) => checks.find((c) => c.name === k);
  const parts = [row.checks.map((k) => info(k)?.label ?? k).join(', ')];
  const uses = (option: 'worlds' | 'pairs') => row.checks.some((k) => info(k)?.sizeOption === option);
  if (uses('worlds') && typeof row.worlds === 'number') parts.push(`${row.worlds} world${row.worlds === 1 ? '' : 's'}`);
  if (uses('pairs') && typeof row.pairs === 'number') parts.push(`${row.pairs} face pair${row.pairs === 1 ? '' : 's'}`);
  return parts.filter(Boolean).join(' · ');
}

/** What each size option is called in a message. */
const SIZE_LABEL = { worlds: 'Worlds', pairs: 'Pairs' } as const;

/** The checks picked in the form, in the server's order. */
export function pickedChecks(form: RunForm, checks: readonly CheckInfo[]): CheckKey[] {
  return checks.map((c) => c.name).filter((k) => form.only === null || form.only.includes(k));
}

/** True when a picked check takes its size from `option` (the number field is enabled then). */
export function usesSize(form: RunForm, checks: readonly CheckInfo[], option: 'worlds' | 'pairs'): boolean {
  const picked = pickedChecks(form, checks);
  return checks.some((c) => c.sizeOption === option && picked.includes(c.name));
}

/**
 * `options` of `POST /api/jobs {kind:'verify', options}` for the checks the server offers; all checks means no
 * `only`. An error says why nothing would run (an empty one while the checks are still loading).
 */
export function verifyOptions(
  form: RunForm,
  checks: readonly CheckInfo[],
): { options: Record<string, unknown> } | { error: string } {
  if (!checks.length) return { error: '' };
  const picked = pickedChecks(form, checks);
  if (!picked.length) return { error: 'Pick at least one check.' };
  const options: Record<string, unknown> = {};
  if (picked.length < checks.length) options['only'] = picked;
  for (const option of ['worlds', 'pairs'] as const) {
    if (!usesSize(form, checks, option)) continue;
    const n = form[option];
    const label = SIZE_LABEL[option];
    if (!Number.isInteger(n) || n < 1) return { error: `${label} must be a whole number of at least 1.` };
    if (n > SERVER_VERIFY_CAPS[option])
      return { error: `${label}: at most ${SERVER_VERIFY_CAPS[option]} in a run on the server (the CLI runs more).` };
    options[option] = n;
  }
  return { options };
}

/** Toggles one check in the form. */
export function toggleCheck(form: RunForm, key: CheckKey, on: boolean, checks: readonly CheckInfo[]): RunForm {
  const now = pickedChecks(form, checks);
  const only = on ? [...new Set([...now, key])] : now.filter((k) => k !== key);
  return { ...form, only: checks.map((c) => c.name).filter((k) => only.includes(k)) };
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

/** The view of a progress event: the checks in the order the server sent them (report order). */
export function readProgress(e: VerifyProgressEvent): VerifyProgress {
  const checks = (Object.keys(e.checks) as CheckName[]).flatMap((check) => {
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
