import { ChangeDetectionStrategy, Component, ElementRef, computed, inject, input, output, signal } from '@angular/core';
import type { DepthMap } from '@levelbench/worldgen';
import { depthMapView, stepFocus, type PlayFrame } from '../util/map-view';
import { SvgBox } from '../../shared/ui/svg-box';

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * A depth of the world: ring, cubes by land kind (rooms bright, neighbours dim), links, route, guardians,
 * side rooms and treasures. Each cube is a button; emits the opened cube. With a Play frame, cubes not
 * collapsed yet show how many pieces they could still become. One tab stop: the arrow keys move between cubes.
 */
@Component({
  selector: 'app-depth-map',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [SvgBox],
  template: `
    @let v = view();
    <svg
      [attr.viewBox]="'0 0 ' + v.size + ' ' + v.size"
      class="map"
      [class.playing]="frame() !== null"
      role="group"
      [attr.aria-label]="v.title + ': cubes'"
    >
      <rect class="bg" [attr.width]="v.size" [attr.height]="v.size" />
      @for (q of v.ring; track $index) {
        <rect class="ring" [appBox]="[q.left, q.top, v.cell, v.cell]" />
      }
      @for (c of v.cells; track c.key) {
        <g
          class="cube"
          [class.room]="c.room"
          [class.pending]="c.fill === null"
          [class.current]="c.current"
          [class.picked]="picked()?.x === c.x && picked()?.y === c.y"
          role="button"
          [attr.tabindex]="c.key === tabStop() ? 0 : -1"
          [attr.aria-label]="c.label"
          [attr.data-cube]="c.key"
          (click)="opened.emit({ x: c.x, y: c.y })"
          (keydown.enter)="opened.emit({ x: c.x, y: c.y })"
          (keydown.space)="$event.preventDefault(); opened.emit({ x: c.x, y: c.y })"
          (keydown)="move($event, c.key)"
          (focus)="focused.set(c.key)"
        >
          <title>{{ c.label }}</title>
          <rect class="land" [appBox]="[c.left + 2, c.top + 2, c.size - 4, c.size - 4]" rx="3" [attr.fill]="c.fill" />
        </g>
      }
      <g class="plan" aria-hidden="true">
        @for (l of v.links; track $index) {
          <line class="link" [attr.x1]="l.x1" [attr.y1]="l.y1" [attr.x2]="l.x2" [attr.y2]="l.y2" />
        }
        @if (v.route) {
          <polyline class="route" [attr.points]="v.route" />
        }
        @for (m of v.marks; track m.key) {
          @if (m.side) {
            <rect class="side" [appBox]="[m.left + 3, m.top + 3, v.cell - 6, v.cell - 6]" />
          }
          @if (m.ring) {
            <circle [attr.class]="'ring-mark ' + m.ring" [attr.cx]="m.cx" [attr.cy]="m.cy" r="9" />
          }
          @if (m.guardian) {
            <circle [attr.class]="'guardian ' + m.guardian" [attr.cx]="m.cx" [attr.cy]="m.cy" r="5" />
          }
          @if (m.treasure) {
            <rect class="treasure" [attr.x]="m.cx + 4" [attr.y]="m.cy - 10" width="7" height="6" />
          }
        }
      </g>
      <g class="counts" aria-hidden="true">
        @for (c of v.cells; track c.key) {
          @if (c.options !== null) {
            <text class="options" [attr.x]="c.left + c.size / 2" [attr.y]="c.top + c.size / 2 + 4">
              {{ c.options }}
            </text>
          }
        }
      </g>
      <text class="title" x="6" y="16">{{ v.title }}</text>
    </svg>
  `,
  styles: `
    :host {
      display: block;
    }
    .map {
      display: block;
      width: 100%;
      height: auto;
    }
    .bg {
      fill: var(--mat-sys-surface-container);
    }
    .ring {
      fill: var(--mat-sys-surface-container-highest);
      stroke: var(--mat-sys-outline-variant);
    }
    .cube {
      cursor: pointer;
      outline: none;
      .land {
        opacity: 0.4;
      }
      &.room .land {
        opacity: 1;
      }
      &:hover .land,
      &:focus-visible .land {
        stroke: var(--mat-sys-on-surface);
        stroke-width: 2;
      }
      &.picked .land {
        stroke: var(--mat-sys-primary);
        stroke-width: 3;
        opacity: 1;
      }
    }
    .cube.pending .land {
      fill: var(--mat-sys-surface);
      stroke: var(--mat-sys-outline);
      stroke-dasharray: 3 2;
      opacity: 1;
    }
    .cube.current .land {
      stroke: var(--mat-sys-tertiary);
      stroke-width: 3;
      opacity: 1;
    }
    .options {
      font:
        600 11px system-ui,
        sans-serif;
      text-anchor: middle;
      fill: var(--mat-sys-on-surface);
      pointer-events: none;
    }
    .plan {
      pointer-events: none;
    }
    .playing .plan {
      opacity: 0.4;
    }
    .link {
      stroke: var(--mat-sys-on-surface);
      stroke-width: 2;
      opacity: 0.5;
    }
    .route {
      fill: none;
      stroke: #ff4fa3;
      stroke-width: 3;
    }
    .side {
      fill: none;
      stroke: var(--mat-sys-on-surface);
      stroke-dasharray: 3 2;
    }
    .ring-mark {
      fill: none;
      stroke-width: 2;
      &.entry {
        stroke: #00b8d4;
      }
      &.well {
        stroke: #f5b800;
      }
    }
    .guardian.descent {
      fill: #f5b800;
    }
    .guardian.side {
      fill: #ff4fa3;
    }
    .treasure {
      fill: #ffd54f;
      stroke: #6d4c41;
    }
    .title {
      font:
        13px system-ui,
        sans-serif;
      fill: var(--mat-sys-on-surface);
    }
  `,
})
export class DepthMapView {
  readonly map = input.required<DepthMap>();
  /** Play's state of the depth (null shows the collapsed map). */
  readonly frame = input<PlayFrame | null>(null);
  readonly picked = input<{ x: number; y: number } | null>(null);
  readonly opened = output<{ x: number; y: number }>();

  protected readonly view = computed(() => depthMapView(this.map(), this.frame()));
  /** The cube the keyboard last reached (while it is on this map). */
  protected readonly focused = signal<string | null>(null);
  /** The map's one tab stop: the focused cube, else the opened one, else the first room. */
  protected readonly tabStop = computed(() => {
    const cells = this.view().cells;
    const p = this.picked();
    const want = [this.focused(), p ? `${p.x},${p.y}` : null, cells.find((c) => c.room)?.key];
    return want.find((k) => k && cells.some((c) => c.key === k)) ?? cells[0]?.key ?? null;
  });
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);

  protected move(ev: KeyboardEvent, from: string): void {
    const d = ARROWS[ev.key];
    if (!d) return;
    ev.preventDefault();
    const next = stepFocus(this.view().cells, from, d[0], d[1]);
    if (!next) return;
    this.focused.set(next);
    this.host.nativeElement.querySelector<SVGGElement>(`[data-cube="${next}"]`)?.focus();
  }
}
