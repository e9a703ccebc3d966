/** The `verify` job kind: the CLI's verify options, validated by the same parser, run with runVerify in the server's pool. */
import { basename, relative } from 'node:path';
import { map } from 'rxjs';
import { parseVerifyOptions, runVerify, VerifyOptionsError, type VerifyOptions } from '@levelbench/verify';
import type { TaskPool } from './app';
import type { JobEvent } from './jobs';
import type { JobKind } from './routes/jobs';

/** Options the server decides (its folders and pool); a client naming them gets a 400. */
const SERVER_OWNED = ['levelsDir', 'outDir', 'reportsDir', 'workers'] as const;

/** Where verify jobs read levels and write reports, and the pool they run in. */
export interface VerifyJobConfig {
  readonly levelsDir: string;
  readonly reportsDir: string;
  readonly pool?: TaskPool;
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
        return {
          ok: false,
          errors: owned.map((k) => ({
            file: 'request body',
            path: `/options/${k}`,
            message: 'is set by the server (--levels, --reports and --workers when it starts)',
          })),
        };
      }
      let options: VerifyOptions;
      try {
        options = parseVerifyOptions(raw);
      } catch (e) {
        if (e instanceof VerifyOptionsError)
          return { ok: false, errors: [{ file: 'request body', path: '/options', message: e.message }] };
        throw e;
      }
      const full: VerifyOptions = { ...options, levelsDir: cfg.levelsDir, reportsDir: cfg.reportsDir };
      return {
        ok: true,
        run: (signal) =>
          runVerify(full, { pool: cfg.pool, signal }).pipe(
            map(
              (e): JobEvent =>
                e.type === 'done'
                  ? {
                      type: 'done',
                      reportId: basename(e.reportDir),
                      // relative to the reports root: clients never see the server's folders
                      reportDir: relative(cfg.reportsDir, e.reportDir),
                      summary: e.summary,
                    }
                  : e,
            ),
          ),
      };
    },
  };
}
