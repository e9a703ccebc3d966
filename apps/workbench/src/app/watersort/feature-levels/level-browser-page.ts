import { ChangeDetectionStrategy, Component, computed, effect, inject, input, untracked } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { Router, RouterLink } from '@angular/router';
import { OPEN_DAYS, openDays, todayUtc } from '@levelbench/watersort';
import { CurveStore } from '../data-access/curve.store';
import { LevelPreviewStore } from '../data-access/level-preview.store';
import { PlayerStatsStore } from '../data-access/player-stats.store';
import { TubeBoard } from '../ui/tube-board';
import { LevelBots } from './level-bots';
import { calendarCells, dayButtonLabel } from '../util/calendar';
import { dailyKey, dailyLabel, formatClock, levelKey } from '../util/player-stats';
import { askedText, difficultyRows } from '../util/analysis-view';
import { boardText } from '../util/tubes';

/** Level browser: pick a level or one of the 30 open dailies; its board, metrics and the ranked candidates. */
@Component({
  selector: 'app-level-browser-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule, MatProgressBarModule, RouterLink, TubeBoard, LevelBots],
  providers: [LevelPreviewStore],
  templateUrl: './level-browser-page.html',
  styleUrl: './level-browser-page.scss',
})
export class LevelBrowserPage {
  /** Query parameters (`?level=12` or `?date=2026-11-30`). */
  readonly level = input<string>();
  readonly date = input<string>();

  protected readonly curve = inject(CurveStore);
  protected readonly store = inject(LevelPreviewStore);
  private readonly router = inject(Router);
  protected readonly stats = inject(PlayerStatsStore);
  protected readonly today = todayUtc();
  protected readonly days = openDays(this.today, OPEN_DAYS);
  protected readonly cells = calendarCells(this.days);
  protected readonly levelNo = computed(() => {
    const n = Number(this.level() ?? 1);
    return Number.isInteger(n) && n >= 1 ? n : 1;
  });
  protected readonly target = computed(() => {
    const d = this.date();
    return d ? { date: d } : { level: this.levelNo(), curve: this.curve.draft() };
  });
  protected readonly text = computed(() => {
    const p = this.store.preview();
    return p ? boardText(p.generated.board) : '';
  });
  protected readonly levelTotal = computed(() => this.curve.draft().levels);
  /** What the level was asked for (its rankBy band or mixedness target), and its difficulty profile as rows. */
  protected readonly asked = computed(() => {
    const p = this.store.preview();
    return p ? askedText(p.generated) : '';
  });
  protected readonly profile = computed(() => {
    const p = this.store.preview();
    return p ? difficultyRows(p.metrics) : [];
  });
  /** Recorded stats of the selected level or daily, or null if never won. */
  protected readonly best = computed(() => {
    const d = this.date();
    return this.stats.get(d ? dailyKey(d) : levelKey(this.levelNo()));
  });
  /** Accessible name of each open day: its shown text, then the daily, with "solved in N moves" once solved. */
  protected readonly dayLabels = computed(() => {
    const solved = this.stats.dailies();
    return new Map(
      this.cells
        .filter((c) => c !== null)
        .map((c) => [c.date, dayButtonLabel(c, this.days[0], dailyLabel(c.date, solved.get(c.date)))]),
    );
  });
  protected readonly clock = formatClock;

  constructor() {
    void this.curve.load();
    effect(() => {
      const t = this.target();
      if (this.curve.loaded()) untracked(() => this.store.load(t));
    });
  }

  protected pickLevel(v: string | number): void {
    const n = Math.min(this.levelTotal(), Math.max(1, Math.round(Number(v)) || 1));
    void this.router.navigate([], { queryParams: { level: n } });
  }

  protected pickDate(date: string): void {
    void this.router.navigate([], { queryParams: { date } });
  }

  protected playParams(): Record<string, string | number> {
    const d = this.date();
    return d ? { date: d } : { level: this.levelNo() };
  }
}
