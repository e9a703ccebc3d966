import { DestroyRef, ElementRef, Signal, afterNextRender, effect, inject } from '@angular/core';
import {
  CategoryScale,
  Chart,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
  type ChartDataset,
  type ChartOptions,
} from 'chart.js';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip);

/** The y scales of a level chart by id (the x scale is always the level number). */
export type LevelChartScales = NonNullable<ChartOptions<'line'>['scales']>;

/**
 * A chart.js line chart over the curve's levels on `canvas`, for a component's constructor: created after
 * the first render, drawn again (without animation) whenever `data` changes, destroyed with the component.
 */
export function levelLineChart<T extends { readonly labels: readonly number[] }>(
  canvas: Signal<ElementRef<HTMLCanvasElement>>,
  data: Signal<T>,
  scales: LevelChartScales,
  datasets: (d: T) => ChartDataset<'line', (number | null)[]>[],
): void {
  let chart: Chart<'line', (number | null)[], number> | null = null;
  const draw = (): void => {
    if (!chart) return;
    const d = data();
    chart.data.labels = [...d.labels];
    chart.data.datasets = datasets(d);
    chart.update('none');
  };
  afterNextRender(() => {
    chart = new Chart(canvas().nativeElement, {
      type: 'line',
      data: { labels: [], datasets: [] },
      options: {
        animation: false,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        spanGaps: false,
        scales: { x: { title: { display: true, text: 'Level' } }, ...scales },
      },
    });
    draw();
  });
  effect(() => {
    data();
    draw();
  });
  inject(DestroyRef).onDestroy(() => chart?.destroy());
}
