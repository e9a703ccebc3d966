import { ChangeDetectionStrategy, Component, computed, effect, inject, signal, untracked } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { curveSchema, parseCurve, type Curve } from '@levelbench/watersort';
import { JsonFileBar } from '../../shared/ui/json-file-bar';
import { CurveMetricsStore } from '../data-access/curve-metrics.store';
import { CurveStore } from '../data-access/curve.store';
import { CurveChart } from '../ui/curve-chart';
import { DifficultyChart } from '../ui/difficulty-chart';
import { RawJsonPanel } from '../ui/raw-json-panel';
import { computedCount, curveChartData, promiseWarnings } from '../util/chart-data';
import { difficultyChartData } from '../util/difficulty-chart';
import {
  MAX_COLORS,
  addTier,
  curveWarnings,
  removeTier,
  setCandidates,
  setTierColors,
  setTierLevels,
  tierRows,
} from '../util/curve-edit';

/** Curve editor: tiers table, candidates, live chart of the 100 levels, save with conflict handling. */
@Component({
  selector: 'app-curve-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule, MatProgressBarModule, CurveChart, DifficultyChart, RawJsonPanel, JsonFileBar],
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
  /** The profile axes per level and every within-tier step that gets easier on any of them. */
  protected readonly difficulty = computed(() => difficultyChartData(this.store.draft(), this.metrics.metrics()));
  protected readonly computed = computed(() => computedCount(this.store.draft(), this.metrics.metrics()));

  constructor() {
    void this.store.load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    effect((onCleanup) => {
      const curve = this.store.draft();
      // a short pause so typing "12" does not start a run for "1"
      timer = setTimeout(() => untracked(() => this.metrics.recompute(curve)), 250);
      onCleanup(() => clearTimeout(timer));
    });
  }

  protected colors(i: number, v: string): void {
    this.store.edit(setTierColors(this.store.draft(), i, Number(v)));
  }

  protected levels(i: number, v: string): void {
    this.store.edit(setTierLevels(this.store.draft(), i, Number(v)));
  }

  /** Says when a typed candidate count was out of range and what was used instead (it used to be silent). */
  protected readonly candidatesNote = signal<string | null>(null);

  protected candidates(field: HTMLInputElement): void {
    const typed = field.value;
    const next = setCandidates(this.store.draft(), Number(typed));
    field.value = String(next.candidates); // show the count actually used
    this.candidatesNote.set(
      String(next.candidates) === typed.trim()
        ? null
        : `Candidates per level are 1 to 100: "${typed}" was not used, the curve takes ${next.candidates}.`,
    );
    this.store.edit(next);
  }

  protected add(): void {
    this.store.edit(addTier(this.store.draft()));
  }

  protected remove(i: number): void {
    this.store.edit(removeTier(this.store.draft(), i));
  }

  /** Their version in one line, for the conflict banner. */
  protected readonly describeTheirs = (t: Curve): string =>
    `${t.tiers.length} tiers, ${t.levels} levels, ${t.candidates} candidates (${t.tiers.map((x) => x.colors + '×' + x.levels).join(', ')})`;

  protected onSaveKey(e: Event): void {
    e.preventDefault();
    if (this.store.dirty() || this.store.isNew()) void this.store.save();
  }
}
