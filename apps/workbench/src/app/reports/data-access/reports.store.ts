import { Injectable, inject, signal } from '@angular/core';
import { lastValueFrom } from 'rxjs';
import { toApiProblem } from '../../shared/data-access/api-error';
import type { ReportRow } from '@levelbench/contracts';
import { ReportsApi } from './reports-api';

/** The list of past reports (newest first, as the server sorts them). */
@Injectable({ providedIn: 'root' })
export class ReportsStore {
  private readonly api = inject(ReportsApi);
  private readonly _reports = signal<ReportRow[]>([]);
  private readonly _loading = signal(false);
  private readonly _error = signal<string | null>(null);

  readonly reports = this._reports.asReadonly();
  readonly loading = this._loading.asReadonly();
  readonly error = this._error.asReadonly();

  async refresh(): Promise<void> {
    this._loading.set(true);
    try {
      this._reports.set(await lastValueFrom(this.api.list()));
      this._error.set(null);
    } catch (e) {
      this._error.set(toApiProblem(e).message);
    } finally {
      this._loading.set(false);
    }
  }
}
