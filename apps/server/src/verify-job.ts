/** The `verify` job kind: the CLI's verify options, validated by the same parser, run with runVerify in the server's pool. */
import { basename, relative } from 'node:path';
import { concatMap } from 'rxjs';
import {
  type CheckRegistry,
  DEFAULT_KEEP_REPORTS,
  parseVerifyOptions,
  pruneReports,
  publishReport,
  runVerify,
  VerifyOptionsError,
  type VerifyOptions,
} from '@levelbench/verify';
import type { TaskPool } from './app';
import { SERVER_VERIFY_CAPS, type VerifyDoneEvent, type VerifyProgressEvent } from '@levelbench/contracts';
import type { JobKind } from './routes/jobs';

/** Options the server decides (its folders and pool); a client naming them gets a 400. */
const SERVER_OWNED = ['levelsDir', 'outDir', 'reportsDir', 'workers'] as const;

/** Where verify jobs read levels and write reports, the pool they run in, how many reports stay. */
export interface VerifyJobConfig {
  readonly levelsDir: string;
  readonly reportsDir: string;
  readonly pool?: TaskPool;
  /** The checks a job may run; default the verify lib's registry. */
  readonly checks?: CheckRegistry;
  /** Newest reports kept after each job writes one (`latest` always stays); 0 keeps all. Default 50. */
  readonly keepReports?: number;
  /** Told which report folders a retention pass removed. */
  readonly onPrune?: (removed: readonly string[]) => void;
}

/** A refusal of the options named by `keys`, each at `/options/<key>` with its message. */
function optionErrors<K extends string>(keys: readonly K[], message: (k: K) => string) {
  return {
    ok: false as const,
    errors: keys.map((k) => ({ file: 'request body', path: `/options/${k}`, message: message(k) })),
  };
}

/** Builds the `verify` job kind. */
export function verifyJobKind(cfg: VerifyJobConfig): JobKind {
  return {
    prepare(raw) {
      const owned =
        typeof raw === 'object' && raw !== null
          ? SERVER_OWNED.filter((k) => (raw as Record<string, unknown>)[k] !== undefined)
          : [];
      if (owned.length) {
        return optionErrors(owned, () => 'is set by the server (--levels, --reports and --workers when it starts)');
      }
      let options: VerifyOptions;
      try {
        options = parseVerifyOptions(raw, cfg.checks);
      } catch (e) {
        if (e instanceof VerifyOptionsError)
          return { ok: false, errors: [{ file: 'request body', path: '/options', message: e.message }] };
        throw e;
      }
      const over = (['worlds', 'pairs'] as const).filter((k) => (options[k] ?? 0) > SERVER_VERIFY_CAPS[k]);
      if (over.length) {
        return optionErrors(
          over,
          (k) => `must be at most ${SERVER_VERIFY_CAPS[k]} for a server job (the CLI runs more)`,
        );
      }
      const full: VerifyOptions = { ...options, levelsDir: cfg.levelsDir, reportsDir: cfg.reportsDir };
      return {
        ok: true,
        run: (signal) =>
          runVerify(full, { pool: cfg.pool, signal, ...(cfg.checks ? { checks: cfg.checks } : {}) }).pipe(
            // one event at a time, in order: the done event waits for the report to be published
            concatMap(async (e): Promise<VerifyProgressEvent | VerifyDoneEvent> => {
              if (e.type !== 'done') return e;
              // the job is the edge: it publishes the report (whole folder, then latest) before it says done
              const dir = await publishReport(e.summary, { outDir: null, reportsDir: cfg.reportsDir });
              const reportId = basename(dir);
              prune(cfg, reportId);
              return {
                type: 'done',
                reportId,
                // relative to the reports root: clients never see the server's folders
                reportDir: relative(cfg.reportsDir, dir),
                summary: e.summary,
              };
            }),
          ),
      };
    },
  };
}

/** Retention after a job wrote `reportId`: it and `latest`'s target always stay; a failure never fails the job. */
function prune(cfg: VerifyJobConfig, reportId: string): void {
  try {
    const { removed } = pruneReports(cfg.reportsDir, {
      keep: cfg.keepReports ?? DEFAULT_KEEP_REPORTS,
      protect: [reportId],
    });
    if (removed.length) cfg.onPrune?.(removed);
  } catch {
    // a folder that cannot be removed now is removed by a later pass
  }
}
