import { ChangeDetectionStrategy, Component, ElementRef, input, viewChild } from '@angular/core';
import { difficultyMarks, type DifficultyChartData } from '../util/difficulty-chart';
import { levelLineChart } from './level-line-chart';

/** The difficulty chart: random win and both densities per level (%), and every within-tier step that gets easier. */
@Component({
  selector: 'app-curve-difficulty-chart',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<div class="box"><canvas #canvas role="img" [attr.aria-label]="summary()"></canvas></div>`,
  styles: `
    .box {
      position: relative;
      height: 280px;
    }
  `,
})
export class CurveDifficultyChart {
  readonly data = input.required<DifficultyChartData>();
  private readonly canvas = viewChild.required<ElementRef<HTMLCanvasElement>>('canvas');

  constructor() {
    levelLineChart(
      this.canvas,
      this.data,
      {
        y: { min: 0, max: 100, title: { display: true, text: '%' } },
      },
      (d) => [
        ...d.series.map((s) => ({
          label: s.ranking ? `${s.label} — ranking axis` : s.label,
          data: [...s.data],
          borderColor: s.color,
          backgroundColor: s.color,
          borderWidth: s.ranking ? 3 : 1.5,
          pointRadius: 0,
          pointHoverRadius: 4,
        })),
        ...difficultyMarks(d).map((m) => ({
          label: m.label,
          data: [...m.data],
          borderColor: m.color,
          backgroundColor: m.color,
          showLine: false,
          pointRadius: 5,
          pointStyle: m.onRanking ? ('triangle' as const) : ('circle' as const),
        })),
      ],
    );
  }

  /** A one-line text version of the chart for screen readers. */
  protected summary(): string {
    const d = this.data();
    const ranking = d.easier.filter((s) => s.onRanking).length;
    return (
      `Difficulty chart of ${d.labels.length} levels ranked by ${d.rankBy}: ` +
      `${d.easier.length} steps inside a tier get easier on some axis, ${ranking} on ${d.rankBy}.`
    );
  }
}
