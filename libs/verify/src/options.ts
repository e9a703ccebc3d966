/** Verify options: one parser for the CLI's strings and the server's JSON, so both refuse the same things. */
import { VERIFY_DEFAULTS } from '@levelbench/contracts';
import type { CheckName } from './checks';
import { CHECK_DEFINITIONS, type CheckRegistry } from './checks/registry';
import { parseUtcDate, todayUtc } from '@levelbench/watersort';

/** Options of a verify run (see docs/CONTRACTS.md). */
export interface VerifyOptions {
  readonly only?: readonly CheckName[];
  readonly levelsDir?: string;
  readonly outDir?: string;
  readonly reportsDir?: string;
  readonly worlds?: number;
  readonly pairs?: number;
  readonly shard?: { readonly k: number; readonly n: number };
  readonly workers?: number;
  readonly date?: string;
}

/** Options with every default filled in. */
export interface ResolvedOptions {
  readonly checks: readonly CheckName[];
  readonly levelsDir: string;
  readonly outDir: string | null;
  readonly reportsDir: string;
  readonly worlds: number;
  readonly pairs: number;
  readonly shard: { readonly k: number; readonly n: number } | null;
  readonly workers: number | null;
  readonly date: string;
}

export { VERIFY_DEFAULTS } from '@levelbench/contracts';

/** Bad options: the message names the option and what was wrong (CLI exit 2, HTTP 400). */
export class VerifyOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VerifyOptionsError';
  }
}

const KEYS = ['only', 'levelsDir', 'outDir', 'reportsDir', 'worlds', 'pairs', 'shard', 'workers', 'date'] as const;

function int(name: string, v: unknown, min: number, max: number): number {
  const n = typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new VerifyOptionsError(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(v)}`);
  }
  return n;
}

function text(name: string, v: unknown): string {
  if (typeof v !== 'string' || v.trim() === '')
    throw new VerifyOptionsError(`${name} must be a non-empty path, got ${JSON.stringify(v)}`);
  return v;
}

/** `only` as the registry's check names, in report order. */
function checks(v: unknown, registry: CheckRegistry): CheckName[] {
  const names = registry.map((d) => d.name);
  const list = typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v;
  if (!Array.isArray(list) || list.length === 0)
    throw new VerifyOptionsError(`only must list checks out of ${names.join(', ')}`);
  for (const c of list) {
    if (!(names as readonly unknown[]).includes(c))
      throw new VerifyOptionsError(`only: unknown check ${JSON.stringify(c)} (choose from ${names.join(', ')})`);
  }
  return names.filter((c) => list.includes(c));
}

function shard(v: unknown): { k: number; n: number } {
  let k: unknown;
  let n: unknown;
  if (typeof v === 'string') {
    const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(v);
    if (!m) throw new VerifyOptionsError(`shard must look like K/N (e.g. 2/4), got ${JSON.stringify(v)}`);
    [k, n] = [Number(m[1]), Number(m[2])];
  } else if (typeof v === 'object' && v !== null) {
    ({ k, n } = v as { k?: unknown; n?: unknown });
  } else {
    throw new VerifyOptionsError(`shard must look like K/N (e.g. 2/4), got ${JSON.stringify(v)}`);
  }
  const nn = int('shard N', n, 1, 1000);
  return { k: int('shard K', k, 1, nn), n: nn };
}

function date(v: unknown): string {
  if (typeof v !== 'string') throw new VerifyOptionsError(`date must be YYYY-MM-DD, got ${JSON.stringify(v)}`);
  try {
    parseUtcDate(v);
  } catch (e) {
    throw new VerifyOptionsError(`date: ${(e as Error).message}`);
  }
  return v;
}

/**
 * Validates raw options (CLI strings such as `"2/4"`, `"pigment,faces"`, `"64"`, or JSON values) and
 * returns typed VerifyOptions; unknown keys and bad values throw a VerifyOptionsError.
 */
export function parseVerifyOptions(raw: unknown, registry: CheckRegistry = CHECK_DEFINITIONS): VerifyOptions {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new VerifyOptionsError('options must be an object');
  const o = raw as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!(KEYS as readonly string[]).includes(key))
      throw new VerifyOptionsError(`unknown option ${JSON.stringify(key)} (known: ${KEYS.join(', ')})`);
  }
  const has = (k: string): boolean => o[k] !== undefined;
  return {
    ...(has('only') ? { only: checks(o['only'], registry) } : {}),
    ...(has('levelsDir') ? { levelsDir: text('levels', o['levelsDir']) } : {}),
    ...(has('outDir') ? { outDir: text('out', o['outDir']) } : {}),
    ...(has('reportsDir') ? { reportsDir: text('reportsDir', o['reportsDir']) } : {}),
    ...(has('worlds') ? { worlds: int('worlds', o['worlds'], 0, 10_000) } : {}),
    ...(has('pairs') ? { pairs: int('pairs', o['pairs'], 0, 100_000) } : {}),
    ...(has('shard') ? { shard: shard(o['shard']) } : {}),
    ...(has('workers') ? { workers: int('workers', o['workers'], 1, 256) } : {}),
    ...(has('date') ? { date: date(o['date']) } : {}),
  };
}

/** Fills in defaults (date: today UTC) after validating again, so typed callers get the same checks. */
export function resolveOptions(
  options: VerifyOptions,
  today: () => string = todayUtc,
  registry: CheckRegistry = CHECK_DEFINITIONS,
): ResolvedOptions {
  const o = parseVerifyOptions(options, registry);
  return {
    checks: o.only ?? registry.map((d) => d.name),
    levelsDir: o.levelsDir ?? VERIFY_DEFAULTS.levelsDir,
    outDir: o.outDir ?? null,
    reportsDir: o.reportsDir ?? VERIFY_DEFAULTS.reportsDir,
    worlds: o.worlds ?? VERIFY_DEFAULTS.worlds,
    pairs: o.pairs ?? VERIFY_DEFAULTS.pairs,
    shard: o.shard && o.shard.n > 1 ? o.shard : null,
    workers: o.workers ?? null,
    date: o.date ?? today(),
  };
}
