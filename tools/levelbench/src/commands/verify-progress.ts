/** Progress of `levelbench verify` on stderr: bars on a terminal, plain periodic lines in CI or a pipe. */
import { MultiBar, Presets, type SingleBar } from 'cli-progress';
import type { VerifyEvent } from '@levelbench/verify';
import { log } from '../cli-io';

/** Receives every VerifyEvent; `stop()` ends the display. */
export interface ProgressDisplay {
  update(e: VerifyEvent): void;
  stop(): void;
}

/** True when stderr is a terminal and no CI variable is set. */
export function wantsBars(stream: NodeJS.WriteStream = process.stderr): boolean {
  return Boolean(stream.isTTY) && !process.env['CI'];
}

function bars(stream: NodeJS.WriteStream): ProgressDisplay {
  const multi = new MultiBar(
    {
      stream,
      format: '{check} [{bar}] {value}/{total} | failed {failures} | {current}',
      hideCursor: true,
      clearOnComplete: false,
      autopadding: true,
    },
    Presets.shades_classic,
  );
  const rows = new Map<string, SingleBar>();
  return {
    update(e) {
      if (e.type !== 'progress') return;
      for (const [check, p] of Object.entries(e.checks)) {
        if (!p) continue;
        let bar = rows.get(check);
        if (!bar) {
          bar = multi.create(p.total, 0, { check: check.padEnd(9), failures: 0, current: '' });
          rows.set(check, bar);
        }
        const current = e.current?.startsWith(check) ? e.current : '';
        bar.update(p.done, { failures: p.failures, current });
      }
    },
    stop: () => multi.stop(),
  };
}

function lines(everyMs: number): ProgressDisplay {
  let last = 0;
  let shown = -1;
  return {
    update(e) {
      if (e.type !== 'progress') return;
      const t = performance.now();
      const finished = e.done === e.total;
      if (e.done === shown || (!finished && e.done !== 0 && t - last < everyMs)) return;
      last = t;
      shown = e.done;
      const pct = e.total ? Math.floor((100 * e.done) / e.total) : 100;
      const per = Object.entries(e.checks)
        .map(([c, p]) => `${c} ${p?.done}/${p?.total}`)
        .join(', ');
      log(
        `verify: ${e.done}/${e.total} (${pct}%), ${e.failures} failed — ${per}${e.current && !finished ? ` — running ${e.current}` : ''}`,
      );
    },
    stop: () => undefined,
  };
}

/** Bars on a terminal, else a line every `everyMs` (and at the start and the end). */
export function progressDisplay(stream: NodeJS.WriteStream = process.stderr, everyMs = 10_000): ProgressDisplay {
  return wantsBars(stream) ? bars(stream) : lines(everyMs);
}
