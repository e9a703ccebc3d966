import { DatePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, effect, inject, input, signal, untracked } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatSelectModule } from '@angular/material/select';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { DomSanitizer, SafeResourceUrl } from '@angular/platform-browser';
import { RouterLink } from '@angular/router';
import { lastValueFrom } from 'rxjs';
import { toApiProblem } from '../../shared/data-access/api-error';
import { ReportsApi } from '../data-access/reports-api';
import { ReportsStore } from '../data-access/reports.store';
import { DiffView, diffView, previousReport } from '../util/diff-view';
import { SUMMARY_VERSION } from '@levelbench/contracts';
import { SummaryView, isSummary, summaryView } from '../util/summary-view';

/** Same rule as the server's report ids: a folder name, never a path. */
const REPORT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

/** One report: verdict, totals, failures first with links to what they concern, then the HTML report with its plots. */
@Component({
  selector: 'app-report-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [DatePipe, MatButtonModule, MatFormFieldModule, MatSelectModule, MatProgressBarModule, RouterLink],
  templateUrl: './report-page.html',
  styleUrl: './report-page.scss',
})
export class ReportPage {
  /** Route parameter. */
  readonly id = input.required<string>();
  private readonly api = inject(ReportsApi);
  protected readonly list = inject(ReportsStore);
  private readonly sanitizer = inject(DomSanitizer);
  protected readonly view = signal<SummaryView | null>(null);
  protected readonly error = signal<string | null>(null);
  protected readonly loading = signal(false);
  protected readonly valid = computed(() => REPORT_ID.test(this.id()) && !this.id().includes('..'));
  protected readonly htmlUrl = computed((): SafeResourceUrl | null =>
    // the id is checked against the server's own pattern, so this stays a same-origin report file
    this.valid()
      ? this.sanitizer.bypassSecurityTrustResourceUrl(`/api/reports/${encodeURIComponent(this.id())}/report.html`)
      : null,
  );
  protected readonly jsonUrl = computed(() => `/api/reports/${encodeURIComponent(this.id())}/summary.json`);
  /** The report to compare with: picked by the user, else the next older one. */
  protected readonly picked = signal<string | null>(null);
  protected readonly against = computed(() => this.picked() ?? previousReport(this.list.reports(), this.id()));
  protected readonly others = computed(() => this.list.reports().filter((r) => r.id !== this.id()));
  protected readonly diff = signal<DiffView | null>(null);
  protected readonly diffError = signal<string | null>(null);

  constructor() {
    effect(() => {
      const id = this.id();
      if (this.valid()) void this.load(id);
      else this.error.set(`"${id}" is not a report id.`);
      // a report newer than the list (just finished, or opened by link): the list gives the one to compare with
      if (!untracked(() => this.list.reports()).some((r) => r.id === id)) void this.list.refresh();
    });
    effect(() => {
      const id = this.id();
      const against = this.against();
      if (this.valid() && against) void this.loadDiff(id, against);
      else this.diff.set(null);
    });
  }

  private async loadDiff(id: string, against: string): Promise<void> {
    try {
      const view = diffView(await lastValueFrom(this.api.diff(id, against)));
      // a slower answer for an earlier pick must not replace the current one
      if (this.id() === id && this.against() === against) {
        this.diff.set(view);
        this.diffError.set(null);
      }
    } catch (e) {
      this.diff.set(null);
      this.diffError.set(toApiProblem(e).message);
    }
  }

  private async load(id: string): Promise<void> {
    this.loading.set(true);
    this.view.set(null);
    try {
      const summary = await lastValueFrom(this.api.summary(id));
      if (!isSummary(summary))
        throw new Error(
          `reports/${id}/summary.json is not a verify summary this workbench reads (version ${SUMMARY_VERSION})`,
        );
      this.view.set(summaryView(summary));
      this.error.set(null);
    } catch (e) {
      this.error.set(toApiProblem(e).message);
    } finally {
      this.loading.set(false);
    }
  }
}
