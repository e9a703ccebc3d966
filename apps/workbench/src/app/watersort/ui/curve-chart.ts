import { ChangeDetectionStrategy, Component, ElementRef, input, viewChild } from '@angular/core';
import type { CurveChartData } from '../util/chart-data';
import { levelLineChart } from './level-line-chart';

/** The curve chart: colours, mixedness and optimal pours per level on the left axis, t on the right. */
@Component({
  selector: 'app-curve-chart',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<div class="box"><canvas #canvas role="img" [attr.aria-label]="summary()"></canvas></div>`,
  styles: `
    .box {
      position: relative;
      height: 320px;
    }
  `,
})
export class CurveChart {
  readonly data = input.required<CurveChartData>();
  private readonly canvas = viewChild.required<ElementRef<HTMLCanvasElement>>('canvas');

  constructor() {
    levelLineChart(
      this.canvas,
      this.data,
      {
        count: {
          type: 'linear',
          position: 'left',
          beginAtZero: true,
          title: { display: true, text: 'colours · mixedness · pours' },
        },
        t: {
          type: 'linear',
          position: 'right',
          min: 0,
          max: 1,
          grid: { drawOnChartArea: false },
          title: { display: true, text: 't' },
        },
      },
      (d) =>
        d.series.map((s) => ({
          label: s.label,
          data: [...s.data],
          yAxisID: s.axis,
          borderColor: s.color,
          backgroundColor: s.color,
          borderWidth: s.key === 't' ? 1.25 : 2,
          pointRadius: 0,
          pointHoverRadius: 4,
          stepped: s.key === 'colors',
          borderDash: s.key === 't' ? [4, 3] : undefined,
        })),
    );
  }

  /** A one-line text version of the chart for screen readers. */
  protected summary(): string {
    const d = this.data();
    const opt = d.series.find((s) => s.key === 'optimal')?.data.filter((v): v is number => v !== null) ?? [];
    const range = opt.length
      ? `optimal pours from ${Math.min(...opt)} to ${Math.max(...opt)}`
      : 'optimal pours not computed yet';
    const colors = d.series.find((s) => s.key === 'colors')?.data ?? [];
    const tiers = d.tierStarts.map((l) => `${colors[l - 1]} colours from level ${l}`).join(', ');
    return `Curve chart of ${d.labels.length} levels: ${tiers}; ${range}.`;
  }
}
