import { ChangeDetectionStrategy, Component } from '@angular/core';

/** Placeholder for the Water Sort page (curve tuning, board preview, play-test with hints and the daily calendar); filled in by its own issue. */
@Component({
  selector: 'app-watersort-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="placeholder">
      <h1>Water Sort</h1>
      <p>Coming soon: curve tuning, board preview, play-test with hints and the daily calendar.</p>
    </section>
  `,
  styles: `
    .placeholder {
      padding: 24px;
    }
  `,
})
export class WatersortPage {}
