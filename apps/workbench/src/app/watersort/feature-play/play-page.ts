import { ChangeDetectionStrategy, Component, computed, effect, inject, input, untracked } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { Router, RouterLink } from '@angular/router';
import { levelCount, todayUtc } from '@levelbench/watersort';
import { isTyping } from '../../shell/shortcuts';
import { BoardEditorStore } from '../data-access/board-editor.store';
import { CurveStore } from '../data-access/curve.store';
import { LevelPreviewStore } from '../data-access/level-preview.store';
import { WatersortPlayStore } from '../data-access/play.store';
import { PlayerStatsStore } from '../data-access/player-stats.store';
import { TubeBoard } from '../ui/tube-board';
import { campaignDailies, campaignLevels, lockedReason } from '../util/campaign';
import { bestText, dailyKey, levelKey, parText } from '../util/player-stats';

/** Keys that tap tubes 1–11: the digits 1–9, 0 for tube 10 and - for tube 11 (9 colours + 2 empty). */
export const TUBE_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '-'];

/**
 * Play-test: tap (or press a tube's number) to lift and pour, unlimited undo, hints proven by the
 * solver from the current position — a view over WatersortPlayStore, which owns the game. Campaign mode (`?campaign=1`) plays as the game does: levels
 * unlock in order as they are won, the last 30 dailies are open, progress is this browser's stats.
 */
@Component({
  selector: 'app-play-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule, MatProgressBarModule, RouterLink, TubeBoard],
  providers: [LevelPreviewStore, WatersortPlayStore],
  templateUrl: './play-page.html',
  styleUrl: './play-page.scss',
  host: { '(document:keydown)': 'onKey($event)' },
})
export class PlayPage {
  readonly level = input<string>();
  readonly date = input<string>();
  /** `1` plays the campaign: locked levels and closed dailies are not loaded. */
  readonly campaign = input<string>();
  /** `editor` plays the board being drawn in the board editor (no level, no stats). */
  readonly board = input<string>();

  protected readonly curve = inject(CurveStore);
  protected readonly store = inject(LevelPreviewStore);
  private readonly router = inject(Router);
  private readonly stats = inject(PlayerStatsStore);
  /** The game on the board: taps, undo, restart, hints, the recorded win. */
  protected readonly play = inject(WatersortPlayStore);
  private readonly editor = inject(BoardEditorStore);
  /** True when the board editor's board is played. */
  protected readonly fromEditor = computed(() => this.board() === 'editor');

  /** Today (UTC) when the page opened: the last of the 30 open dailies. */
  protected readonly today = todayUtc();
  protected readonly inCampaign = computed(() => this.campaign() === '1' || this.campaign() === 'true');
  protected readonly totalLevels = computed(() => {
    try {
      return levelCount(this.curve.draft());
    } catch {
      return 0;
    }
  });
  protected readonly campaignLevels = computed(() => campaignLevels(this.stats.stats(), this.totalLevels()));
  protected readonly campaignDailies = computed(() => campaignDailies(this.stats.stats(), this.today));
  /** Why the campaign does not open what the URL asks for (null: playable, or not in campaign mode). */
  protected readonly locked = computed(() => {
    if (!this.inCampaign()) return null;
    const d = this.date();
    return lockedReason(this.stats.stats(), d ? { date: d } : { level: this.levelNo() }, this.today);
  });
  protected readonly levelNo = computed(() => Math.max(1, Math.round(Number(this.level() ?? 1)) || 1));
  protected readonly title = computed(() =>
    this.fromEditor() ? 'Board from the editor' : this.date() ? `Daily ${this.date()}` : `Level ${this.levelNo()}`,
  );
  /** Stats key of what is being played (`level:12`, `daily:2026-11-30`). */
  protected readonly statsKey = computed(() => {
    const d = this.date();
    return d ? dailyKey(d) : levelKey(this.levelNo());
  });
  /** The proven minimum number of pours for this board (null while unknown or when the search did not finish). */
  protected readonly fewest = computed(() =>
    this.fromEditor() ? null : (this.store.preview()?.metrics?.optimalPours ?? null),
  );
  /** The win against that minimum, in plain words. */
  protected readonly par = computed(() => {
    const f = this.fewest();
    return f === null ? null : parText(this.play.moves(), f);
  });
  /** "best: 22 moves, 0:41" for this level or daily, once it has been won. */
  protected readonly best = computed(() => {
    const k = this.stats.get(this.statsKey());
    return k ? bestText(k) : null;
  });

  constructor() {
    void this.curve.load();
    effect(() => {
      if (this.fromEditor()) {
        // the editor's board as it is now: a play-test, not a level (no stats)
        untracked(() => this.play.open(this.editor.board(), null));
        return;
      }
      const d = this.date();
      const target = d ? { date: d } : { level: this.levelNo(), curve: this.curve.draft() };
      if (this.locked()) untracked(() => this.play.open(null, this.statsKey()));
      else if (this.curve.loaded()) untracked(() => this.store.load(target));
    });
    effect(() => {
      const p = this.store.preview();
      if (untracked(this.fromEditor)) return;
      untracked(() => this.play.open(p && !this.locked() ? p.generated.board : null, this.statsKey()));
    });
  }

  protected pickLevel(v: string): void {
    void this.router.navigate([], { queryParams: { level: Math.max(1, Math.round(Number(v)) || 1) } });
  }

  /** Campaign on or off, staying on the same level or daily. */
  protected setCampaign(on: boolean): void {
    void this.router.navigate([], { queryParams: { campaign: on ? 1 : null }, queryParamsHandling: 'merge' });
  }

  /** The next level after a win, in the campaign or in free play alike. */
  protected nextLevel(): void {
    void this.router.navigate([], { queryParams: { level: this.levelNo() + 1 }, queryParamsHandling: 'merge' });
  }

  protected onKey(e: KeyboardEvent): void {
    if (isTyping(e.target) || e.ctrlKey || e.altKey || e.metaKey) return;
    const k = e.key.toLowerCase();
    const tube = TUBE_KEYS.indexOf(k);
    if (tube >= 0) this.play.tap(tube);
    else if (k === 'escape' && this.play.state()?.selected != null) this.play.putDown();
    else if (k === 'u' || k === 'backspace') this.play.undo();
    else if (k === 'r') this.play.restart();
    else if (k === 'h') this.play.askHint();
    else return;
    e.preventDefault();
  }
}
