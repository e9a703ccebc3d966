import { DatePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, effect, inject, signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { catchError, of } from 'rxjs';
import { MatButtonModule } from '@angular/material/button';
import { MatCheckboxModule } from '@angular/material/checkbox';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { Router, RouterLink } from '@angular/router';
import { queuedText } from '../shared/util/job-queue';
import type { CheckInfo, ReportRow } from '@levelbench/contracts';
import { ReportsApi } from './data-access/reports-api';
import { ReportsStore } from './data-access/reports.store';
import { RunOutcome, VerifyRunStore } from './data-access/verify-run.store';
import {
  CheckKey,
  RunForm,
  loadForm,
  percentDone,
  pickedChecks,
  runOptionsText,
  saveForm,
  toggleCheck,
  usesSize,
  verifyOptions,
} from './util/verify-options';

/** Batch runs and reports: start `verify` with live progress and cancel; the list of past reports. */
@Component({
  selector: 'app-reports-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [DatePipe, MatButtonModule, MatCheckboxModule, MatProgressBarModule, RouterLink],
  templateUrl: './reports-page.html',
  styleUrl: './reports-page.scss',
})
export class ReportsPage {
  protected readonly run = inject(VerifyRunStore);
  protected readonly store = inject(ReportsStore);
  private readonly router = inject(Router);
  /** The checks the server offers (its verify registry), in report order. */
  protected readonly checks = toSignal(
    inject(ReportsApi)
      .checks()
      .pipe(catchError(() => of([] as CheckInfo[]))),
    { initialValue: [] as CheckInfo[] },
  );
  protected readonly queuedText = queuedText;
  /** The run form, as last used in this browser (kept in localStorage, so leaving the page loses nothing). */
  protected readonly form = signal<RunForm>(loadForm(storage()));
  protected readonly runOptionsText = runOptionsText;
  protected readonly picked = computed(() => pickedChecks(this.form(), this.checks()));
  protected readonly request = computed(() => verifyOptions(this.form(), this.checks()));
  /** The run's size fields: how many worlds, how many face pairs. */
  protected readonly counts = [
    { key: 'worlds', label: 'Worlds' },
    { key: 'pairs', label: 'Face pairs' },
  ] as const;
  /** Whether a picked check uses each size (a field no picked check reads is disabled). */
  protected readonly sized = computed(() => ({
    worlds: usesSize(this.form(), this.checks(), 'worlds'),
    pairs: usesSize(this.form(), this.checks(), 'pairs'),
  }));
  protected readonly percent = computed(() => percentDone(this.run.progress()));

  constructor() {
    void this.store.refresh();
    effect(() => saveForm(storage(), this.form()));
  }

  protected toggle(key: CheckKey, on: boolean): void {
    this.form.set(toggleCheck(this.form(), key, on, this.checks()));
  }

  protected count(which: 'worlds' | 'pairs', v: string): void {
    this.form.set({ ...this.form(), [which]: Number(v) });
  }

  protected start(): void {
    const r = this.request();
    if ('options' in r) void this.run.start(r.options, (o) => void this.ended(o));
  }

  /** When the run was made: the summary's createdAt, else what the server listed. */
  protected when(r: ReportRow): string | null {
    return typeof r['createdAt'] === 'string' ? r['createdAt'] : r.date;
  }

  private async ended(o: RunOutcome): Promise<void> {
    await this.store.refresh();
    if (o.state === 'done' && o.reportId && this.router.url.startsWith('/reports'))
      await this.router.navigate(['/reports', o.reportId]);
  }
}

/** This browser's localStorage, or null where it may not be read (a sandboxed frame, a blocked cookie policy). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
