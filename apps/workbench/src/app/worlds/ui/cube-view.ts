import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { cubeView, type CubeDrawing } from '../util/cube-view';

/**
 * A built cube from above: ground shaded by height, water, upper floors, blocked cells, bridges, stairs,
 * ladders, fences, cave rock overhead (darker), planned routes (pink dashes), waterfalls into the cube below and
 * the landing of the one from above, the treasure and the
 * portals (entry cyan, others gold). Each portal reads out where it is.
 */
@Component({
  selector: 'app-cube-view',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let v = view();
    <svg [attr.viewBox]="'0 0 ' + v.size + ' ' + v.size" class="cube" role="group" [attr.aria-label]="v.label">
      <g aria-hidden="true">
        @for (c of v.cells; track $index) {
          <rect [attr.x]="c.left" [attr.y]="c.top" [attr.width]="v.cell" [attr.height]="v.cell" [attr.fill]="c.fill">
            <title>{{ c.title }}</title>
          </rect>
          @if (c.slab) {
            <rect
              class="slab"
              [attr.x]="c.left + 1"
              [attr.y]="c.top + 1"
              [attr.width]="v.cell - 2"
              [attr.height]="v.cell - 2"
            />
          }
          @if (c.rock) {
            <rect class="rock" [attr.x]="c.left" [attr.y]="c.top" [attr.width]="v.cell" [attr.height]="v.cell" />
          }
          @if (c.blocked) {
            <rect
              class="blocked"
              [attr.x]="c.left + 5"
              [attr.y]="c.top + 5"
              [attr.width]="v.cell - 10"
              [attr.height]="v.cell - 10"
            />
          }
        }
        @for (b of v.bridges; track $index) {
          <rect
            [attr.class]="'bridge ' + b.style"
            [attr.x]="b.left + 2"
            [attr.y]="b.top + 4"
            [attr.width]="v.cell - 4"
            [attr.height]="v.cell - 8"
          />
        }
        @for (l of v.stairs; track $index) {
          <line class="stairs" [attr.x1]="l.x1" [attr.y1]="l.y1" [attr.x2]="l.x2" [attr.y2]="l.y2" />
        }
        @for (l of v.ladders; track $index) {
          <line class="ladder" [attr.x1]="l.x1" [attr.y1]="l.y1" [attr.x2]="l.x2" [attr.y2]="l.y2" />
        }
        @for (l of v.fences; track $index) {
          <line class="fence" [attr.x1]="l.x1" [attr.y1]="l.y1" [attr.x2]="l.x2" [attr.y2]="l.y2" />
        }
        @for (r of v.routes; track $index) {
          <polyline class="route" [attr.points]="r" />
        }
        @for (w of v.waterfalls; track $index) {
          <circle class="waterfall" [attr.cx]="w.cx" [attr.cy]="w.cy" r="6" />
        }
        @if (v.landing; as l) {
          <circle class="landing" [attr.cx]="l.cx" [attr.cy]="l.cy" r="8" />
        }
        @if (v.treasure; as t) {
          <rect
            class="treasure"
            [attr.x]="t.left + 5"
            [attr.y]="t.top + 7"
            [attr.width]="v.cell - 10"
            [attr.height]="v.cell - 12"
          />
        }
      </g>
      @for (p of v.portals; track $index) {
        <circle
          class="portal"
          [class.entry]="p.entry"
          [class.exit]="p.exit"
          [attr.cx]="p.cx"
          [attr.cy]="p.cy"
          [attr.r]="p.r"
          role="img"
          [attr.aria-label]="'Portal ' + p.label"
        >
          <title>{{ p.label }}</title>
        </circle>
      }
    </svg>
  `,
  styles: `
    :host {
      display: block;
    }
    .cube {
      display: block;
      width: 100%;
      height: auto;
    }
    .slab {
      fill: #e0e0e0;
      opacity: 0.45;
    }
    .blocked {
      fill: #333;
    }
    .rock {
      fill: #000;
      opacity: 0.3;
    }
    .landing {
      fill: none;
      stroke: #e1f5fe;
      stroke-width: 3;
      stroke-dasharray: 4 2;
    }
    .bridge {
      fill: #8d5a2b;
    }
    .stairs,
    .ladder {
      stroke-width: 6;
      stroke-linecap: square;
    }
    .stairs {
      stroke: #9e9e9e;
    }
    .ladder {
      stroke: #6d4c41;
    }
    .fence {
      stroke: #4e342e;
      stroke-width: 2;
    }
    .route {
      fill: none;
      stroke: #ff4fa3;
      stroke-width: 2;
      stroke-dasharray: 5 4;
    }
    .waterfall {
      fill: #0d47a1;
    }
    .treasure {
      fill: #ffd54f;
      stroke: #6d4c41;
    }
    .portal {
      fill: none;
      stroke: #f5b800;
      stroke-width: 3;
      &.entry {
        stroke: #00e5ff;
      }
      &.exit {
        stroke-width: 4;
      }
    }
  `,
})
export class CubeView {
  readonly cube = input.required<CubeDrawing>();

  protected readonly view = computed(() => cubeView(this.cube()));
}
