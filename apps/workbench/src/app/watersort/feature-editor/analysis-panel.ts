import { ChangeDetectionStrategy, Component, computed, effect, input, output, signal } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import type { AnalysisState } from '../data-access/board-analysis.store';
import { difficultyRows, pourText } from '../util/analysis-view';

/** The editor's solve panel: the search while it runs (phase, time, Cancel), then the optimal pours and the difficulty. */
@Component({
  selector: 'app-analysis-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule, MatProgressBarModule],
  template: `
    <h2 id="analysis-heading">Solve and difficulty</h2>
    @let s = state();
    <div class="status" aria-live="polite" data-testid="solve-status">
      @switch (s.kind) {
        @case ('idle') {
          <p>{{ valid() ? 'Waiting for the board…' : 'The board breaks a rule: nothing to solve yet.' }}</p>
        }
        @case ('running') {
          <p>
            {{ s.phase === 'solve' ? 'Finding the fewest pours' : 'Measuring the difficulty' }} in a Web Worker…
            {{ elapsed() }}
          </p>
        }
        @case ('cancelled') {
          <p>Stopped. The board is not solved.</p>
        }
        @case ('error') {
          <p class="bad" role="alert">The solver failed: {{ s.message }}</p>
        }
        @case ('done') {
          @let r = s.result;
          @if (r.solve.status === 'solved') {
            <p data-testid="solved">
              Solvable: fewest pours <strong data-testid="optimal-pours">{{ r.solve.pours }}</strong> (proven by the
              optimal solver, {{ r.solve.nodes }} states, {{ ms(r.ms) }})
            </p>
          } @else if (r.solve.status === 'exhaustive-unsolvable') {
            <p class="bad" data-testid="unsolvable">
              No solution: the search was exhaustive, this board cannot be sorted.
            </p>
          } @else {
            <p class="bad" data-testid="unsolvable">
              The optimal solver stopped at its budget ({{ r.solve.nodes }} states): not proven solvable.
            </p>
          }
        }
      }
    </div>
    @if (s.kind === 'running') {
      <mat-progress-bar mode="indeterminate" aria-label="Solving the board" />
      <button mat-stroked-button type="button" data-testid="cancel-solve" (click)="cancelled.emit()">Cancel</button>
    } @else if (s.kind === 'cancelled' || s.kind === 'error') {
      <button mat-stroked-button type="button" (click)="retried.emit()">Solve again</button>
    } @else if (s.kind === 'done') {
      @if (s.result.solve.status === 'solved') {
        <h3 id="pours-heading">Optimal pours</h3>
        <ol class="pours" aria-labelledby="pours-heading" data-testid="pours">
          @for (m of s.result.solve.moves; track $index) {
            <li>{{ pour(m) }}</li>
          }
        </ol>
      }
      <table class="difficulty" data-testid="difficulty">
        <caption>
          Difficulty profile
        </caption>
        <tbody>
          @for (row of rows(); track row.key) {
            <tr [attr.data-key]="row.key">
              <th scope="row">{{ row.label }}</th>
              <td>{{ row.value }}</td>
            </tr>
          }
        </tbody>
      </table>
    }
  `,
  styles: `
    :host {
      display: block;
    }
    h2 {
      margin: 0 0 8px;
      font: var(--mat-sys-title-large);
    }
    h3 {
      margin: 12px 0 4px;
      font: var(--mat-sys-title-small);
    }
    .status p {
      margin: 4px 0 8px;
    }
    .bad {
      color: var(--mat-sys-error);
    }
    mat-progress-bar {
      margin-bottom: 8px;
    }
    .pours {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 14px;
      margin: 0;
      padding-left: 20px;
      font: var(--mat-sys-body-small);
      li {
        min-width: 48px;
      }
    }
    .difficulty {
      margin-top: 12px;
      border-collapse: collapse;
      caption {
        text-align: left;
        font: var(--mat-sys-title-small);
        padding-bottom: 4px;
      }
      th {
        text-align: left;
        font-weight: normal;
        padding: 2px 16px 2px 0;
      }
      td {
        font-variant-numeric: tabular-nums;
      }
      tr {
        border-bottom: 1px solid var(--mat-sys-outline-variant);
      }
    }
  `,
})
export class AnalysisPanel {
  readonly state = input.required<AnalysisState>();
  /** False while the board breaks a rule (then there is nothing to solve). */
  readonly valid = input(true);
  readonly cancelled = output<void>();
  readonly retried = output<void>();

  protected readonly pour = pourText;
  protected readonly rows = computed(() => {
    const s = this.state();
    return s.kind === 'done' ? difficultyRows(s.result) : [];
  });
  private readonly now = signal(Date.now());
  /** Seconds since the search started, ticking while it runs. */
  protected readonly elapsed = computed(() => {
    const s = this.state();
    return s.kind === 'running' ? `${((this.now() - s.startedAt) / 1000).toFixed(1)} s` : '';
  });

  constructor() {
    effect((onCleanup) => {
      if (this.state().kind !== 'running') return;
      const t = setInterval(() => this.now.set(Date.now()), 200);
      onCleanup(() => clearInterval(t));
    });
  }

  protected ms(v: number): string {
    return v < 1000 ? `${Math.round(v)} ms` : `${(v / 1000).toFixed(1)} s`;
  }
}
