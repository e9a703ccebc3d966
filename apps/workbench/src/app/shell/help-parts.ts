import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { COLOR_FILL, inkOn } from '../pigment/util/level-file';
import { DIE_FACES, METRICS, mixTable } from './help-guide';
import { SHORTCUTS } from './shortcuts';

/** How a key looks (`<kbd>`), wherever help shows one. */
export const KBD_STYLE = `
  kbd {
    font-family: ui-monospace, monospace;
    border: 1px solid var(--mat-sys-outline-variant);
    border-radius: 4px;
    padding: 1px 5px;
    white-space: nowrap;
  }`;
const CELLS = `
  table {
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: 4px 10px 4px 0;
    vertical-align: top;
  }`;

/** Every keyboard shortcut: the help dialog's and the help page's table. */
@Component({
  selector: 'app-shortcut-table',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <table class="shortcuts">
      <thead>
        <tr>
          <th scope="col">Keys</th>
          <th scope="col">Action</th>
          <th scope="col">Where</th>
        </tr>
      </thead>
      <tbody>
        @for (s of shortcuts; track s.keys + s.where) {
          <tr>
            <td>
              <kbd>{{ s.keys }}</kbd>
            </td>
            <td>{{ s.what }}</td>
            <td>{{ s.where }}</td>
          </tr>
        }
      </tbody>
    </table>
  `,
  styles: `
    .shortcuts {
      width: 100%;
    }
    ${CELLS} ${KBD_STYLE}
  `,
})
export class ShortcutTable {
  protected readonly shortcuts = SHORTCUTS;
}

/**
 * Pigment's mix table as the rules compute it (cell colour rows × down face columns); `swatches` paints each
 * result in its colour (the help page), else plain names with unchanged cells dimmed (the dialog).
 */
@Component({
  selector: 'app-mix-table',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <table class="mix" data-test="mix-table">
      @if (caption()) {
        <caption>
          {{
            caption()
          }}
        </caption>
      }
      <thead>
        <tr>
          <th scope="col">Cell ↓ · face →</th>
          @for (f of faces; track f) {
            <th scope="col">{{ f === 'empty' ? 'null' : f }}</th>
          }
        </tr>
      </thead>
      <tbody>
        @for (r of mix; track r.cell) {
          <tr>
            <th scope="row">{{ r.cell }}</th>
            @for (c of r.results; track $index) {
              <td [class.same]="c === r.cell">
                @if (swatches()) {
                  <span class="swatch" [style.background]="fill[c]" [style.color]="ink(c)">{{ c }}</span>
                } @else {
                  {{ c }}
                }
              </td>
            }
          </tr>
        }
      </tbody>
    </table>
  `,
  styles: `
    ${CELLS}
    caption {
      text-align: left;
      padding-bottom: 6px;
      color: var(--mat-sys-on-surface-variant);
    }
    .swatch {
      display: inline-block;
      min-width: 64px;
      padding: 2px 6px;
      border-radius: 4px;
      border: 1px solid #0006;
    }
    td.same:not(:has(.swatch)) {
      color: var(--mat-sys-on-surface-variant);
    }
    td.same .swatch {
      border: 2px dashed var(--mat-sys-outline);
    }
  `,
})
export class MixTable {
  readonly swatches = input(false);
  readonly caption = input('');
  protected readonly mix = mixTable();
  protected readonly faces = DIE_FACES;
  protected readonly fill = COLOR_FILL;
  protected readonly ink = inkOn;
}

/** What each difficulty metric means. */
@Component({
  selector: 'app-metric-list',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <dl class="metrics" data-test="metric-list">
      @for (m of metrics; track m.name) {
        <dt>{{ m.name }}</dt>
        <dd>{{ m.means }}</dd>
      }
    </dl>
  `,
  styles: `
    dt {
      font-weight: 600;
    }
    dd {
      margin: 0 0 8px 16px;
    }
  `,
})
export class MetricList {
  protected readonly metrics = METRICS;
}
