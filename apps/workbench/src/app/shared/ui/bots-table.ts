import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import type { BotsReport } from '../data-access/bots.store';

/** `87 %`: a solve rate as a whole percentage. */
export function ratePercent(rate: number): string {
  return `${Math.round(rate * 100)} %`;
}

/** The play-testing bots' figures for one board: a Run button, then solve rate and mean moves per bot. */
@Component({
  selector: 'app-bots-table',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule, MatProgressBarModule],
  template: `
    <section class="bots" aria-label="Play-testing bots" data-testid="bots">
      <div class="head">
        <h3>Play-testing bots</h3>
        <button mat-stroked-button type="button" [disabled]="loading() || disabled()" (click)="run.emit()">
          {{ report() ? 'Run again' : 'Run bots' }}
        </button>
      </div>
      @if (loading()) {
        <mat-progress-bar mode="indeterminate" />
      }
      @if (error(); as e) {
        <p class="error" role="alert">{{ e }}</p>
      }
      @if (report(); as r) {
        <table>
          <caption>
            {{
              r.runs
            }}
            runs per bot, seed
            {{
              r.seed
            }}; each run may spend
            {{
              r.budget
            }}
            moves (3 × the optimal
            {{
              r.optimal ?? '–'
            }}), undos and restarts included
          </caption>
          <thead>
            <tr>
              <th scope="col">bot</th>
              <th scope="col">solve rate</th>
              <th scope="col">mean moves when solved</th>
            </tr>
          </thead>
          <tbody>
            @for (b of r.bots; track b.bot) {
              <tr>
                <th scope="row">{{ b.bot }}</th>
                <td>{{ percent(b.solveRate) }}</td>
                <td>{{ b.meanMoves === null ? '–' : b.meanMoves.toFixed(1) }}</td>
              </tr>
            }
          </tbody>
        </table>
      }
    </section>
  `,
  styles: `
    .head {
      display: flex;
      align-items: center;
      gap: 12px;
    }
    h3 {
      margin: 0;
      font-size: 1rem;
    }
    table {
      border-collapse: collapse;
      margin-top: 8px;
    }
    caption {
      caption-side: bottom;
      text-align: left;
      font-size: 0.8rem;
      opacity: 0.8;
      padding-top: 4px;
    }
    th,
    td {
      padding: 2px 10px 2px 0;
      text-align: left;
    }
    td {
      font-variant-numeric: tabular-nums;
    }
    .error {
      color: #b3261e;
    }
  `,
})
export class BotsTable {
  readonly report = input<BotsReport | null>(null);
  readonly loading = input(false);
  readonly error = input<string | null>(null);
  /** True when there is no board to play (an invalid draft). */
  readonly disabled = input(false);
  readonly run = output<void>();
  protected readonly percent = ratePercent;
}
