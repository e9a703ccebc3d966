import { ChangeDetectionStrategy, Component, ElementRef, afterNextRender, inject } from '@angular/core';
import { RouterLink } from '@angular/router';
import { KBD_STYLE, MetricList, MixTable, ShortcutTable } from './help-parts';

/**
 * `/help`: how to read the workbench — Pigment's mix table (every cell colour against every down face, as
 * the rules compute it) and each difficulty metric of the level list and the pack chart, then every
 * keyboard shortcut. Focus lands on the page heading, so a screen reader starts at the top.
 */
@Component({
  selector: 'app-help-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink, MetricList, MixTable, ShortcutTable],
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
          <app-mix-table
            [swatches]="true"
            caption="What a tip leaves on a cell: cell colour (rows) × the die's down face (columns)"
          />
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
        <app-metric-list />
        <p>
          Sort or filter the <a routerLink="/pigment">level list</a> by difficulty; the pack's chart plots it level by
          level, so a pack can rise and rest on purpose.
        </p>
      </section>

      <section aria-labelledby="shortcuts">
        <h2 id="shortcuts" tabindex="-1">Keyboard shortcuts</h2>
        <p>Press <kbd>?</kbd> anywhere (outside a text field) for this list in a dialog.</p>
        <app-shortcut-table />
      </section>
    </article>
  `,
  styles: [
    KBD_STYLE,
    `
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
      .scroll {
        overflow-x: auto;
      }
      .note {
        color: var(--mat-sys-on-surface-variant);
      }
    `,
  ],
})
export class HelpPage {
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
