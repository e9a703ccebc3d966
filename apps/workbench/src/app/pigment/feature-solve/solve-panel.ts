import { ChangeDetectionStrategy, Component, computed, inject, input, output, signal } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { MAX_LEVEL_MAX_STATES } from '@levelbench/pigment';
import { readWholeNumber } from '../../shared/util/number-field';
import { SolveState, SolveStore } from '../data-access/solve.store';
import { difficultyText } from '../util/difficulty-text';
import { progressLine, solveSummary, optimalCountText } from './util';

/**
 * The solver's answer for the board being edited: shortest, optimal lines, states, limit verdict; while it runs,
 * its progress and a Cancel button; the level's state budget (saved in the file as `maxStates`). Cancel, "Solve again" and the budget go to the page's
 * SolveStore (injected, so the editor page only passes the state).
 */
@Component({
  selector: 'app-solve-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule, MatProgressBarModule],
  templateUrl: './solve-panel.html',
  styleUrl: './solve-panel.scss',
})
export class SolvePanel {
  private readonly solver = inject(SolveStore, { optional: true });
  readonly state = input.required<SolveState>();
  readonly limit = input.required<number>();
  /** The line being animated on the board, if any. */
  readonly playing = input<string | null>(null);
  readonly setLimit = output<number>();
  /** A new state budget for this level (the page writes it into the level's `maxStates`, so verify uses it too). */
  readonly setBudget = output<number>();
  readonly animate = output<string>();
  readonly stop = output<void>();

  protected readonly summary = computed(() => solveSummary(this.state(), this.limit()));
  protected readonly optimalCountText = optimalCountText;
  protected readonly difficultyText = difficultyText;
  protected readonly result = computed(() => {
    const s = this.state();
    return s.kind === 'done' ? s.result : null;
  });
  protected readonly progress = computed(() => {
    const s = this.state();
    return s.kind === 'running' ? progressLine(s.progress) : null;
  });
  protected readonly maxStates = computed(() => this.solver?.maxStates() ?? null);

  protected cancel(): void {
    this.solver?.cancel();
  }

  protected solveAgain(): void {
    this.solver?.solveAgain();
  }

  /** Why the typed state budget was refused (shown at the field; the level keeps its budget), or null. */
  protected readonly budgetError = signal<string | null>(null);

  protected onBudget(field: HTMLInputElement): void {
    const r = readWholeNumber(field.value, 'State budget', 1, MAX_LEVEL_MAX_STATES);
    this.budgetError.set(r.ok ? null : r.error);
    if (r.ok) this.setBudget.emit(r.value);
  }
}
