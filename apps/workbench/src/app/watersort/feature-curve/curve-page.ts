import { ChangeDetectionStrategy, Component, computed, effect, inject, signal, untracked } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { RouterLink } from '@angular/router';
import { AXIS_DRAWS, curveSchema, parseCurve, type Curve, type RankBy } from '@levelbench/watersort';
import { JsonFileBar } from '../../shared/ui/json-file-bar';
import { readWholeNumber } from '../../shared/util/number-field';
import { CurveMetricsStore } from '../data-access/curve-metrics.store';
import { CurveStore } from '../data-access/curve.store';
import { CurveChart } from '../ui/curve-chart';
import { CurveDifficultyChart } from '../ui/curve-difficulty-chart';
import { RawJsonPanel } from '../ui/raw-json-panel';
import { computedCount, curveChartData, pinWarnings, promiseWarnings } from '../util/chart-data';
import { difficultyChartData } from '../util/difficulty-chart';
import {
  MAX_COLORS,
  RANK_BY_OPTIONS,
  addTier,
  curveWarnings,
  removeTier,
  setCandidates,
  setRankBy,
  setTierColors,
  setTierLevels,
  tierRows,
} from '../util/curve-edit';
import { pinAt, pinsOf } from '../util/curve-pins';

/** Curve editor: tiers table, candidates, live chart of the 100 levels, save with conflict handling. */
@Component({
  selector: 'app-curve-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    MatButtonModule,
    MatProgressBarModule,
    RouterLink,
    CurveChart,
    CurveDifficultyChart,
    RawJsonPanel,
    JsonFileBar,
  ],
  templateUrl: './curve-page.html',
  styleUrl: './curve-page.scss',
  host: { '(document:keydown.control.s)': 'onSaveKey($event)' },
})
export class CurvePage {
  protected readonly store = inject(CurveStore);
  protected readonly metrics = inject(CurveMetricsStore);
  protected readonly maxColors = MAX_COLORS;
  protected readonly schema = curveSchema;
  protected readonly parse = parseCurve;
  protected readonly rows = computed(() => tierRows(this.store.draft()));
  protected readonly warnings = computed(() => curveWarnings(this.store.draft()));
  /** Where the edited curve cannot keep the promise (mixedness rising evenly inside every tier). */
  protected readonly promise = computed(() => promiseWarnings(this.store.draft(), this.metrics.metrics()));
  protected readonly chart = computed(() => curveChartData(this.store.draft(), this.metrics.metrics()));
  /** Pinned boards off their tier's promise or colour count (warnings: the designer chose them). */
  protected readonly pinned = computed(() => pinWarnings(this.store.draft(), this.metrics.metrics()));
  /** The profile axes per level and every within-tier step that gets easier on any of them. */
  protected readonly difficulty = computed(() => difficultyChartData(this.store.draft(), this.metrics.metrics()));
  protected readonly computed = computed(() => computedCount(this.store.draft(), this.metrics.metrics()));
  /** What each tier rises in (the select), and how its axis reads. */
  protected readonly rankOptions = RANK_BY_OPTIONS;
  protected readonly axisDraws = AXIS_DRAWS;
  protected readonly ranking = computed<RankBy>(() => this.store.draft().rankBy ?? 'mixedness');
  protected readonly rankLabel = computed(() =>
    (RANK_BY_OPTIONS.find((o) => o.value === this.ranking())?.label ?? '').toLowerCase(),
  );
  /** Hand-made boards pinned to levels, each with a way into the board editor. */
  protected readonly pins = computed(() => pinsOf(this.store.draft()));
  /** The level the "Pin a board" link opens in the editor. */
  protected readonly pinLevel = signal(1);

  /** Tier fields ("colors-1", "levels-0") whose typed text was refused: the text, kept, and why. */
  protected readonly refused = signal<Readonly<Record<string, { typed: string; error: string }>>>({});
  /** Why Save waits, while any tier field is refused. */
  protected readonly fieldProblem = computed(() => {
    const n = Object.keys(this.refused()).length;
    return n ? `${n === 1 ? 'A field is' : n + ' fields are'} invalid: fix ${n === 1 ? 'it' : 'them'} to save` : null;
  });

  constructor() {
    void this.store.load();
    // Revert (or a save) leaves no stale refusal behind
    effect(() => {
      if (!this.store.dirty()) untracked(() => this.refused.set({}));
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    effect((onCleanup) => {
      const curve = this.store.draft();
      // a short pause so typing "12" does not start a run for "1"
      timer = setTimeout(() => untracked(() => this.metrics.recompute(curve)), 250);
      onCleanup(() => clearTimeout(timer));
    });
  }

  /** The two number fields of a tier row: the row value and refusal key, the label, the bounds, the edit. */
  protected readonly tierFields = [
    { key: 'colors', label: 'Colours in tier', max: MAX_COLORS, set: setTierColors },
    { key: 'levels', label: 'Levels in tier', max: 1000, set: setTierLevels },
  ] as const;

  protected editTier(f: (typeof this.tierFields)[number], i: number, v: string): void {
    const n = this.read(`${f.key}-${i}`, v, `${f.label} ${i + 1}`, 1, f.max);
    if (n !== null) this.store.edit(f.set(this.store.draft(), i, n));
  }

  /** A tier field's whole number, or null when refused (the refusal is shown at the field; nothing changes). */
  private read(key: string, raw: string, label: string, min: number, max: number): number | null {
    const r = readWholeNumber(raw, label, min, max);
    this.refused.update((m) => {
      const rest = Object.fromEntries(Object.entries(m).filter(([k]) => k !== key));
      return r.ok ? rest : { ...rest, [key]: { typed: raw, error: r.error } };
    });
    return r.ok ? r.value : null;
  }

  /** Candidates per level: a whole number from 1 to 100, else refused at the field and nothing changes. */
  protected candidates(v: string): void {
    const n = this.read('candidates', v, 'Candidates per level', 1, 100);
    if (n !== null) this.store.edit(setCandidates(this.store.draft(), n));
  }

  /** Ranks the curve by another axis; the levels of every tier change, computed anew in the worker. */
  protected rankBy(value: string): void {
    const option = RANK_BY_OPTIONS.find((o) => o.value === value);
    if (option) this.store.edit(setRankBy(this.store.draft(), option.value));
  }

  /** Revert also drops refused text (the draft may not have changed at all). */
  protected onRevert(): void {
    this.refused.set({});
  }

  protected add(): void {
    this.refused.set({});
    this.store.edit(addTier(this.store.draft()));
  }

  protected remove(i: number): void {
    this.refused.set({});
    this.store.edit(removeTier(this.store.draft(), i));
  }

  protected isPinned(level: number): boolean {
    return pinAt(this.store.draft(), level) !== null;
  }

  /** Their version in one line, for the conflict banner. */
  protected readonly describeTheirs = (t: Curve): string =>
    `${t.tiers.length} tiers, ${t.levels} levels, ${t.candidates} candidates (${t.tiers.map((x) => x.colors + '×' + x.levels).join(', ')})`;

  protected onSaveKey(e: Event): void {
    e.preventDefault();
    if (this.fieldProblem()) return;
    if (this.store.dirty() || this.store.isNew()) void this.store.save();
  }
}
