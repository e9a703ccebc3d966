import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';
import type { PigmentSolveReport } from '@levelbench/pigment';

/** The HTTP edge for the server-side solver. */
@Injectable({ providedIn: 'root' })
export class PigmentSolveApi {
  private readonly http = inject(HttpClient);

  /** Solves a level on the server; unsubscribing aborts the request. */
  solve(level: unknown): Observable<PigmentSolveReport> {
    return this.http.post<PigmentSolveReport>('/api/pigment/solve', { level });
  }
}

/** The list chip a verdict maps to. */
export type LevelStatus = 'solved' | 'slack' | 'impossible' | 'not checked';

/** solved = limit equals the shortest, slack = limit above it, impossible = no win within the limit. */
export function statusOf(r: PigmentSolveReport | null | undefined): LevelStatus {
  if (!r) return 'not checked';
  switch (r.limitVerdict) {
    case 'ok':
      return 'solved';
    case 'slack':
      return 'slack';
    case 'impossible':
      return 'impossible';
    default:
      return 'not checked';
  }
}
