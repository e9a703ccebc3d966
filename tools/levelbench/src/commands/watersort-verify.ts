import type { Command } from 'commander';
import {
  OPEN_DAYS,
  levelCount,
  openDays,
  todayUtc,
  verifyDaily,
  verifyWatersortLevel,
  type VerifyResult,
} from '@levelbench/watersort';
import { intOption, log, out } from '../cli-io';
import { CURVE_FILE, checkDate, loadCurve } from './watersort-io';

interface VerifyCliOptions {
  json?: boolean;
  curve?: string;
  date?: string;
  optimalNodes?: number;
}

type Timed = VerifyResult & { ms: number };

function timed(run: () => VerifyResult): Timed {
  const start = performance.now();
  const r = run();
  return { ...r, ms: Math.round((performance.now() - start) * 10) / 10 };
}

function row(r: Timed): string {
  const m = r.metrics;
  const cells = [
    r.id.padEnd(28),
    String(m?.colors ?? '-').padStart(3),
    (m ? m.t.toFixed(2) : '-').padStart(5),
    String(m?.mixedness ?? '-').padStart(4),
    String(m?.optimalPours ?? '-').padStart(4),
    String(m?.fastPours ?? '-').padStart(5),
    String(m?.firstPours ?? '-').padStart(6),
    r.ms.toFixed(1).padStart(7),
    r.passed ? 'ok' : `FAIL ${r.failures.join('; ')}`,
  ];
  return cells.join(' ');
}

/** Registers `watersort verify`: every level of the curve and the open dailies (`OPEN_DAYS`). */
export function registerWatersortVerify(ws: Command): void {
  ws.command('verify')
    .description(
      `Verify all levels and the ${OPEN_DAYS} dailies ending at --date (default today, UTC): valid, solvable, deterministic, optimal pours; exit 1 on any failure`,
    )
    .option('--json', 'one JSON object per level/daily, then a summary line')
    .option('--curve <file>', 'curve file (default levels/watersort/curve.json)')
    .option('--date <date>', 'last open daily as YYYY-MM-DD (default today, UTC)')
    .option('--optimal-nodes <n>', 'node budget of the optimal solver per board', intOption('--optimal-nodes', 1))
    .action(async (opts: VerifyCliOptions) => {
      const curve = await loadCurve(opts.curve);
      const date = opts.date === undefined ? todayUtc() : checkDate(opts.date);
      const budget = opts.optimalNodes === undefined ? {} : { optimalNodes: opts.optimalNodes };
      const levelOptions = { ...budget, curveFile: opts.curve ?? CURVE_FILE }; // a pinned level's messages name it
      const start = performance.now();
      if (!opts.json) out(`${'id'.padEnd(28)} col     t  mix  opt  fast  first      ms status`, false);
      const results: Timed[] = [];
      const emit = (r: Timed) => {
        results.push(r);
        if (opts.json) out(r);
        else out(row(r), false);
      };
      const total = levelCount(curve);
      for (let n = 1; n <= total; n++) emit(timed(() => verifyWatersortLevel(curve, n, levelOptions)));
      for (const day of openDays(date, 30)) emit(timed(() => verifyDaily(day, budget)));
      const failed = results.filter((r) => !r.passed);
      // a warning (a pinned board off its tier's promise) fails nothing but is never silent
      for (const r of results) for (const w of r.warnings) log(`watersort verify: warning ${r.id}: ${w}`);
      const summary = {
        levels: total,
        dailies: 30,
        lastDaily: date,
        failed: failed.length,
        passed: failed.length === 0,
        ms: Math.round(performance.now() - start),
      };
      if (opts.json) out({ summary });
      else out(`${results.length - failed.length}/${results.length} passed in ${summary.ms} ms`, false);
      if (failed.length) {
        log(`watersort verify: ${failed.length} failed: ${failed.map((r) => r.id).join(', ')}`);
        process.exitCode = 1;
      }
    });
}
