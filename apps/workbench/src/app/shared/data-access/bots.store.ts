import { HttpClient } from '@angular/common/http';
import { Injectable, effect, inject, signal, untracked } from '@angular/core';
import { type Observable, catchError, throwError } from 'rxjs';
import type { PigmentBotsReport, PigmentLevel } from '@levelbench/pigment';
import type { Board, Curve, WatersortBotsReport } from '@levelbench/watersort';
import { toApiProblem } from './api-error';
import { LatestRequest } from './latest-request';

/** What the bots report on one board, whichever game (the rules libs' reports share this shape). */
export type BotsReport = WatersortBotsReport | PigmentBotsReport;

/** The Water Sort board the bots play: a level of a curve, a daily, or a board. */
export type WatersortBotsTarget =
  | { readonly level: number; readonly curve: Curve }
  | { readonly date: string }
  | { readonly board: Board };

/** Runs the play-testing bots on the server (`POST /api/{watersort,pigment}/bots`, in its worker pool); provided per component. */
@Injectable()
export class BotsStore {
  private readonly http = inject(HttpClient);
  private readonly _report = signal<BotsReport | null>(null);
  private readonly request = new LatestRequest<BotsReport>();

  /** The newest answer, null before one arrives or after `clear`. */
  readonly report = this._report.asReadonly();
  readonly loading = this.request.busy;
  readonly error = this.request.error;

  /** Plays a Water Sort level, daily or board (a newer request cancels the one running). */
  watersort(target: WatersortBotsTarget): void {
    this.start(this.http.post<WatersortBotsReport>('/api/watersort/bots', target));
  }

  /** Plays a Pigment level. */
  pigment(level: PigmentLevel): void {
    this.start(this.http.post<PigmentBotsReport>('/api/pigment/bots', { level }));
  }

  /** Forgets the answer (the board changed) and cancels a running request. */
  clear(): void {
    this.request.cancel();
    this._report.set(null);
  }

  /**
   * Clears whenever `source` changes (another board: the figures shown would be the previous board's).
   * Call it in an injection context (a component's constructor): the effect lives as long as the component.
   */
  clearWhenChanged(source: () => unknown): void {
    effect(() => {
      source();
      untracked(() => this.clear());
    });
  }

  private start(source: Observable<BotsReport>): void {
    this._report.set(null);
    // the server's own sentence (a 400 names the field, a 503 says the pool is busy), not Angular's
    const said = source.pipe(catchError((e: unknown) => throwError(() => new Error(toApiProblem(e).message))));
    this.request.start(said, (r) => this._report.set(r));
  }
}
