import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';
import type { PigmentMetrics } from '@levelbench/pigment';

/** How the level's move limit compares with the shortest solution. */
export type LimitVerdict = 'ok' | 'slack' | 'impossible' | 'unknown';

/** One replay case checked by the server. */
export interface ReplayCheck {
  readonly moves: string;
  readonly expect: string;
  readonly actual: string;
  readonly passed: boolean;
}

/** The answer of `POST /api/pigment/solve`. */
export interface SolveResult {
  readonly solvable: boolean;
  readonly shortest: number | null;
  readonly optimalCount: number | null;
  readonly solution: string | null;
  readonly exhaustive: boolean;
  readonly aborted?: boolean;
  readonly states: number;
  readonly ms?: number;
  readonly limitVerdict: LimitVerdict;
  readonly optimalLines: readonly string[];
  readonly replays?: readonly ReplayCheck[];
  readonly failures?: readonly string[];
  /** Difficulty metrics within the limit (the pigment lib's README defines them). */
  readonly metrics?: PigmentMetrics;
  /** Why there is no line, or no answer ("the mark at 3,4 cannot be reached", "exhaustive: all N states …"). */
  readonly reason?: string;
}

/** The HTTP edge for the server-side solver. */
@Injectable({ providedIn: 'root' })
export class PigmentSolveApi {
  private readonly http = inject(HttpClient);

  /** Solves a level on the server; unsubscribing aborts the request. */
  solve(level: unknown): Observable<SolveResult> {
    return this.http.post<SolveResult>('/api/pigment/solve', { level });
  }
}

/** The list chip a verdict maps to. */
export type LevelStatus = 'solved' | 'slack' | 'impossible' | 'not checked';

/** solved = limit equals the shortest, slack = limit above it, impossible = no win within the limit. */
export function statusOf(r: SolveResult | null | undefined): LevelStatus {
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
