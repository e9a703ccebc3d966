import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { SolveState } from '../data-access/solve.store';
import { solveSummary } from './util';

/** The solver's answer for the board being edited: shortest, optimal lines, states, limit verdict. */
@Component({
  selector: 'app-solve-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule, MatProgressBarModule],
  templateUrl: './solve-panel.html',
  styleUrl: './solve-panel.scss',
})
export class SolvePanel {
  readonly state = input.required<SolveState>();
  readonly limit = input.required<number>();
  /** The line being animated on the board, if any. */
  readonly playing = input<string | null>(null);
  readonly setLimit = output<number>();
  readonly animate = output<string>();
  readonly stop = output<void>();

  protected readonly summary = computed(() => solveSummary(this.state(), this.limit()));
  protected readonly result = computed(() => {
    const s = this.state();
    return s.kind === 'done' ? s.result : null;
  });
}
