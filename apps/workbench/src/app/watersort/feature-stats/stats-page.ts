import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { RouterLink } from '@angular/router';
import { CurveStore } from '../data-access/curve.store';
import { PlayerStatsStore } from '../data-access/player-stats.store';
import { formatClock } from '../util/player-stats';
import { statsOverview } from '../util/stats-overview';

/** Water Sort stats of this browser: every level and daily won, with best moves, time and hints. */
@Component({
  selector: 'app-watersort-stats-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink],
  template: `
    <section class="page">
      <h1>Water Sort stats</h1>
      @let o = overview();
      <p class="summary" data-testid="stats-summary">
        {{ o.levelsWon }} of {{ o.levelTotal }} levels won · campaign at level {{ o.campaignReach + 1 }} ·
        {{ o.dailiesWon }} dailies solved · {{ o.wins }} wins in all · {{ o.hintFreeBest }} bests without hints
      </p>
      @if (o.rows.length) {
        <table class="stats" aria-label="Wins by level and daily">
          <thead>
            <tr>
              <th scope="col">Level or daily</th>
              <th scope="col">Wins</th>
              <th scope="col">Best moves</th>
              <th scope="col">Fastest</th>
              <th scope="col">Hints on best</th>
            </tr>
          </thead>
          <tbody>
            @for (r of o.rows; track r.key) {
              <tr>
                <th scope="row">
                  <a
                    routerLink="../play"
                    [queryParams]="r.key.startsWith('level:') ? { level: r.key.slice(6) } : { date: r.key.slice(6) }"
                    >{{ r.label }}</a
                  >
                </th>
                <td>{{ r.wins }}</td>
                <td>{{ r.bestMoves }}</td>
                <td>{{ clock(r.bestMs) }}</td>
                <td>{{ r.hintsOnBest }}</td>
              </tr>
            }
          </tbody>
        </table>
      } @else {
        <p>Nothing won in this browser yet: play a level or a daily in the play-test.</p>
      }
    </section>
  `,
  styles: `
    @use 'tables';
    .page {
      padding: 16px 24px;
    }
    .stats {
      border-collapse: collapse;
    }
    th,
    td {
      @include tables.cell(4px 16px 4px 0);
    }
  `,
})
export class StatsPage {
  private readonly stats = inject(PlayerStatsStore);
  private readonly curve = inject(CurveStore);
  protected readonly overview = computed(() => statsOverview(this.stats.stats(), this.curve.draft().levels));
  protected readonly clock = formatClock;

  constructor() {
    void this.curve.load();
  }
}
