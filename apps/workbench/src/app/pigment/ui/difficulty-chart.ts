import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  OnDestroy,
  afterNextRender,
  computed,
  effect,
  input,
  viewChild,
} from '@angular/core';
import type { Chart } from 'chart.js';
import { whenIdle } from '../../shared/util/when-idle';

/**
 * chart.js (≈170 KB) is loaded once the chart's box is on screen and the browser is idle, not with the level
 * list's chunk: the list's rows, thumbnails and metrics do not wait for it to download, parse and draw.
 */
let chartJs: Promise<typeof Chart> | null = null;
function loadChart(): Promise<typeof Chart> {
  return (chartJs ??= whenIdle(1500).then(() => import('./bar-chart').then((m) => m.Chart)));
}

/** One level's bar: its id and difficulty (null until the solver has answered), and the random player's chance. */
export interface DifficultyPoint {
  readonly id: string;
  readonly difficulty: number | null;
  /** `formatChance` of the level's `randomWin` ("1 in 10^19"), shown under the bar and read out with it. */
  readonly randomWin?: string;
}

/** Difficulty along the pack order, one bar per level, so a designer sees where the curve dips. */
@Component({
  selector: 'app-difficulty-chart',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<div class="box"><canvas #canvas role="img" [attr.aria-label]="summary()"></canvas></div>`,
  styles: `
    .box {
      position: relative;
      height: 180px;
    }
  `,
})
export class DifficultyChart implements OnDestroy {
  readonly points = input.required<readonly DifficultyPoint[]>();
  private readonly canvas = viewChild.required<ElementRef<HTMLCanvasElement>>('canvas');
  private chart: Chart | null = null;
  private destroyed = false;
  protected readonly summary = computed(() => {
    const p = this.points();
    const one = (x: DifficultyPoint, i: number) =>
      `${i + 1}. ${x.id} ${x.difficulty ?? 'unknown'}${x.randomWin ? ` (random win ${x.randomWin})` : ''}`;
    return `Difficulty along the pack: ${p.map(one).join(', ')}`;
  });

  constructor() {
    afterNextRender(async () => {
      const Chart = await loadChart();
      if (this.destroyed) return;
      this.chart = new Chart(this.canvas().nativeElement, {
        type: 'bar',
        data: { labels: [], datasets: [] },
        options: {
          animation: false,
          maintainAspectRatio: false,
          scales: {
            x: { title: { display: true, text: 'pack order' } },
            y: { beginAtZero: true, title: { display: true, text: 'difficulty' } },
          },
        },
      });
      this.draw();
    });
    effect(() => {
      this.points();
      this.draw();
    });
  }

  ngOnDestroy(): void {
    this.destroyed = true;
    this.chart?.destroy();
  }

  private draw(): void {
    const chart = this.chart;
    if (!chart) return;
    const p = this.points();
    chart.data.labels = p.map((x, i) => (x.randomWin ? [`${i + 1}. ${x.id}`, x.randomWin] : `${i + 1}. ${x.id}`));
    chart.data.datasets = [{ label: 'difficulty', data: p.map((x) => x.difficulty), backgroundColor: '#3b6fd9' }];
    chart.update('none');
  }
}
