import { ChangeDetectionStrategy, Component, ElementRef, afterNextRender, inject } from '@angular/core';
import { RouterLink } from '@angular/router';
import { COLOR_FILL, inkOn } from '../pigment/util/level-file';
import { DIE_FACES, METRICS, mixTable } from './help-guide';
import { SHORTCUTS } from './shortcuts';

/**
 * `/help`: how to read the workbench — Pigment's mix table (every cell colour against every down face, as
 * the rules compute it) and each difficulty metric of the level list and the pack chart, then every
 * keyboard shortcut. Focus lands on the page heading, so a screen reader starts at the top.
 */
@Component({
  selector: 'app-help-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink],
  template: `
    <article class="help">
      <h1 tabindex="-1" #heading>Help</h1>
      <nav aria-label="On this page">
        <ul>
          <li><a href="help#mix" (click)="jump($event, 'mix')">The mix table</a></li>
          <li><a href="help#metrics" (click)="jump($event, 'metrics')">Difficulty metrics</a></li>
          <li><a href="help#shortcuts" (click)="jump($event, 'shortcuts')">Keyboard shortcuts</a></li>
        </ul>
      </nav>

      <section aria-labelledby="mix">
        <h2 id="mix" tabindex="-1">Pigment: the mix table</h2>
        <p>
          Every tip rolls the die onto a neighbouring cell; the face that ends up <em>down</em> mixes with the colour
          already on that cell, and the result stays there. Read a row for the cell's colour before the tip and a column
          for the die's new down face. A level is won when every mark holds its colour.
        </p>
        <ul>
          <li><strong>null</strong> (the empty face) paints nothing: the cell keeps its colour.</li>
          <li>A <strong>white</strong> face clears any cell back to empty floor.</li>
          <li>A <strong>black</strong> face turns any cell black; only a white face clears it again.</li>
          <li>On an empty cell a colour face paints its colour; the same colour again changes nothing.</li>
          <li>
            Two different primaries make their secondary (red + yellow = orange, yellow + blue = green, red + blue =
            purple); any other colour on a coloured (or white) cell turns it black.
          </li>
        </ul>
        <div class="scroll" tabindex="0" role="region" aria-label="Mix table (scrolls sideways)">
          <table class="mix" data-test="mix-table">
            <caption>
              What a tip leaves on a cell: cell colour (rows) × the die's down face (columns)
            </caption>
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
                      <span class="swatch" [style.background]="fill[c]" [style.color]="ink(c)">{{ c }}</span>
                    </td>
                  }
                </tr>
              }
            </tbody>
          </table>
        </div>
        <p class="note">Dashed cells: the tip left the cell as it was.</p>
      </section>

      <section aria-labelledby="metrics">
        <h2 id="metrics" tabindex="-1">Pigment: difficulty metrics</h2>
        <p>
          The level list, the pack chart and the editor's solve panel show these for every level the solver proves
          solvable within its move limit. They come from the exhaustive solver (libs/pigment), so they are the same in
          the workbench, on the command line (<code>levelbench pigment solve --json</code>) and in a verify report.
        </p>
        <dl class="metrics" data-test="metric-list">
          @for (m of metrics; track m.name) {
            <dt>{{ m.name }}</dt>
            <dd>{{ m.means }}</dd>
          }
        </dl>
        <p>
          Sort or filter the <a routerLink="/pigment">level list</a> by difficulty; the pack's chart plots it level by
          level, so a pack can rise and rest on purpose.
        </p>
      </section>

      <section aria-labelledby="shortcuts">
        <h2 id="shortcuts" tabindex="-1">Keyboard shortcuts</h2>
        <p>Press <kbd>?</kbd> anywhere (outside a text field) for this list in a dialog.</p>
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
      </section>
    </article>
  `,
  styles: `
    .help {
      max-width: 900px;
      padding: 8px 24px 48px;
      line-height: 1.5;
    }
    h1:focus,
    h2:focus {
      outline: none;
    }
    nav ul {
      display: flex;
      gap: 16px;
      padding: 0;
      list-style: none;
    }
    table {
      border-collapse: collapse;
    }
    th,
    td {
      text-align: left;
      padding: 4px 10px 4px 0;
      vertical-align: top;
    }
    caption {
      text-align: left;
      padding-bottom: 6px;
      color: var(--mat-sys-on-surface-variant);
    }
    .scroll {
      overflow-x: auto;
    }
    .swatch {
      display: inline-block;
      min-width: 64px;
      padding: 2px 6px;
      border-radius: 4px;
      border: 1px solid #0006;
    }
    .mix td.same .swatch {
      border: 2px dashed var(--mat-sys-outline);
    }
    .note {
      color: var(--mat-sys-on-surface-variant);
    }
    .metrics dt {
      font-weight: 600;
    }
    .metrics dd {
      margin: 0 0 8px 16px;
    }
    kbd {
      font-family: ui-monospace, monospace;
      border: 1px solid var(--mat-sys-outline-variant);
      border-radius: 4px;
      padding: 1px 5px;
      white-space: nowrap;
    }
  `,
})
export class HelpPage {
  protected readonly shortcuts = SHORTCUTS;
  protected readonly mix = mixTable();
  protected readonly faces = DIE_FACES;
  protected readonly metrics = METRICS;
  protected readonly fill = COLOR_FILL;
  protected readonly ink = inkOn;
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);

  constructor() {
    // the page's own heading takes the focus, so the keyboard and a screen reader start here
    afterNextRender(() => this.host.nativeElement.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true }));
  }

  /** In-page links move the focus to their section's heading (and scroll to it) without changing the route. */
  protected jump(e: Event, id: string): void {
    e.preventDefault();
    const h = this.host.nativeElement.querySelector<HTMLElement>(`#${id}`);
    h?.scrollIntoView({ block: 'start' });
    h?.focus({ preventScroll: true });
  }
}
