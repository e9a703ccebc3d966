import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { CUBE_COLOUR_VARS, CUBE_LEGEND, groundShade } from '../util/cube-model';

/** The legend of the cube drawings: every drawn thing of both views, in their shared colours; 3D-only ones say so. */
@Component({
  selector: 'app-cube-legend',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { '[style]': 'colours' },
  template: `
    <ul class="legend" aria-label="Legend of the cube drawings">
      @for (e of entries; track e.id) {
        <li class="item" [attr.data-legend]="e.id" [class.dim]="e.views === '3d' && !in3d()">
          <span class="sw" [class]="'sw sw-' + e.id" aria-hidden="true"></span>
          {{ e.label }}
          @if (e.views === '3d') {
            <span class="only"> (3D)</span>
          }
        </li>
      }
    </ul>
  `,
  styles: `
    :host {
      display: block;
    }
    .legend {
      list-style: none;
      margin: 8px 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 4px 14px;
      font: var(--mat-sys-label-medium);
    }
    .item {
      white-space: nowrap;
      display: inline-flex;
      align-items: center;
      gap: 5px;
      &.dim {
        opacity: 0.7;
      }
    }
    .sw {
      display: inline-block;
      width: 14px;
      height: 14px;
      box-sizing: border-box;
      outline: 1px solid var(--mat-sys-outline-variant);
    }
    .sw-ground {
      background: linear-gradient(90deg, var(--ground-low), var(--ground-high));
    }
    .sw-water {
      background: var(--c-water);
    }
    .sw-slab {
      background: var(--c-slab);
    }
    .sw-rock {
      background: var(--c-rock);
    }
    .sw-blocked {
      background: var(--c-blocked);
    }
    .sw-bridge {
      height: 8px;
      background: var(--c-bridge);
    }
    .sw-pillar {
      width: 5px;
      background: var(--c-pillar);
    }
    .sw-stairs {
      background: repeating-linear-gradient(90deg, var(--c-stairs) 0 3px, transparent 3px 5px);
    }
    .sw-ladder {
      border-left: 2px solid var(--c-ladder);
      border-right: 2px solid var(--c-ladder);
      background: repeating-linear-gradient(0deg, var(--c-ladder) 0 2px, transparent 2px 5px);
    }
    .sw-fence {
      outline: none;
      height: 4px;
      border-radius: 2px;
      background: var(--c-fence);
    }
    .sw-portal,
    .sw-entry,
    .sw-landing {
      outline: none;
      border-radius: 50%;
      border: 3px solid var(--c-portal);
    }
    .sw-entry {
      border-color: var(--c-entry);
    }
    .sw-landing {
      border: 2px dashed var(--c-landing);
    }
    .sw-portal-floor {
      outline: none;
      height: 6px;
      border-radius: 50%;
      background: color-mix(in srgb, var(--c-portal) 60%, black);
    }
    .sw-off-floor {
      outline: none;
      background:
        linear-gradient(45deg, transparent 42%, var(--c-off-floor) 42% 58%, transparent 58%),
        linear-gradient(-45deg, transparent 42%, var(--c-off-floor) 42% 58%, transparent 58%);
    }
    .sw-route {
      outline: none;
      height: 3px;
      background: repeating-linear-gradient(90deg, var(--c-route) 0 5px, transparent 5px 8px);
    }
    .sw-waterfall {
      outline: none;
      border-radius: 50%;
      background: var(--c-waterfall);
    }
    .sw-treasure {
      height: 10px;
      background: var(--c-treasure);
      outline-color: var(--c-ladder);
    }
  `,
})
export class CubeLegend {
  /** Whether the 3D view is showing (3D-only entries are dimmed otherwise). */
  readonly in3d = input(false);

  protected readonly entries = CUBE_LEGEND;
  protected readonly colours = `${CUBE_COLOUR_VARS}; --ground-low: ${groundShade(0)}; --ground-high: ${groundShade(14)}`;
}
