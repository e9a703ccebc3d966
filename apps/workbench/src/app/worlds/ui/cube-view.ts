import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { CUBE_COLOUR_VARS, type CubeModel } from '../util/cube-model';
import { cubeView } from '../util/cube-view';
import { SvgBox } from '../../shared/ui/svg-box';

/**
 * A built cube from above (the top view of the cube's view model): ground shaded by height, water, upper floors, blocked cells, bridges, stairs,
 * ladders, fences, cave rock overhead (darker), planned routes (pink dashes), waterfalls into the cube below and
 * the landing of the one from above, the treasure and the
 * portals (entry cyan, others gold). Each portal reads out where it is.
 */
@Component({
  selector: 'app-cube-view',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [SvgBox],
  host: { '[style]': 'colours' },
  template: `
    @let v = view();
    <svg [attr.viewBox]="'0 0 ' + v.size + ' ' + v.size" class="cube" role="group" [attr.aria-label]="v.label">
      <g aria-hidden="true">
        @for (c of v.cells; track $index) {
          <rect [appBox]="[c.left, c.top, v.cell, v.cell]" [attr.fill]="c.fill">
            <title>{{ c.title }}</title>
          </rect>
          @if (c.slab) {
            <rect class="slab" [appBox]="[c.left + 1, c.top + 1, v.cell - 2, v.cell - 2]" />
          }
          @if (c.rock) {
            <rect class="rock" [appBox]="[c.left, c.top, v.cell, v.cell]" />
          }
          @if (c.blocked) {
            <rect class="blocked" [appBox]="[c.left + 5, c.top + 5, v.cell - 10, v.cell - 10]" />
          }
        }
        @for (b of v.bridges; track $index) {
          <rect [attr.class]="'bridge ' + b.style" [appBox]="[b.left + 2, b.top + 4, v.cell - 4, v.cell - 8]" />
        }
        @for (st of v.stairs; track $index) {
          <g class="stairs">
            <title>{{ st.title }}</title>
            <line class="run" [attr.x1]="st.run.x1" [attr.y1]="st.run.y1" [attr.x2]="st.run.x2" [attr.y2]="st.run.y2" />
            @for (t of st.treads; track $index) {
              <line class="tread" [attr.x1]="t.x1" [attr.y1]="t.y1" [attr.x2]="t.x2" [attr.y2]="t.y2" />
            }
          </g>
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
          <rect class="treasure" [appBox]="[t.left + 5, t.top + 7, v.cell - 10, v.cell - 12]" />
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
        @if (p.offFloor) {
          <path
            class="off-floor"
            aria-hidden="true"
            [attr.d]="'M' + (p.cx - 5) + ' ' + (p.cy - 5) + 'l10 10m0 -10l-10 10'"
          />
        }
      }
    </svg>
  `,
  styles: `
    :host {
      display: block;
    }
    .off-floor {
      stroke: var(--c-off-floor);
      stroke-width: 3;
    }
    .cube {
      display: block;
      width: 100%;
      height: auto;
    }
    .slab {
      fill: var(--c-slab);
      opacity: 0.45;
    }
    .blocked {
      fill: var(--c-blocked);
    }
    .rock {
      fill: var(--c-rock);
      opacity: 0.45;
    }
    .landing {
      fill: none;
      stroke: var(--c-landing);
      stroke-width: 3;
      stroke-dasharray: 4 2;
    }
    .bridge {
      fill: var(--c-bridge);
    }
    .ladder {
      stroke-width: 6;
      stroke-linecap: square;
    }
    .stairs line {
      stroke: var(--c-stairs);
    }
    .stairs .run {
      stroke-width: 4;
    }
    .stairs .tread {
      stroke-width: 2;
    }
    .ladder {
      stroke: var(--c-ladder);
    }
    .fence {
      stroke: var(--c-fence);
      stroke-width: 3;
      stroke-linecap: round;
    }
    .route {
      fill: none;
      stroke: var(--c-route);
      stroke-width: 2;
      stroke-dasharray: 5 4;
    }
    .waterfall {
      fill: var(--c-waterfall);
    }
    .treasure {
      fill: var(--c-treasure);
      stroke: var(--c-ladder);
    }
    .portal {
      fill: none;
      stroke: var(--c-portal);
      stroke-width: 3;
      &.entry {
        stroke: var(--c-entry);
      }
      &.exit {
        stroke-width: 4;
      }
    }
  `,
})
export class CubeView {
  /** The cube's view model (the 3D view reads the same one). */
  readonly model = input.required<CubeModel>();

  protected readonly colours = CUBE_COLOUR_VARS;
  protected readonly view = computed(() => cubeView(this.model()));
}
