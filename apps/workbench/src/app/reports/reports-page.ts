import { ChangeDetectionStrategy, Component } from '@angular/core';

/** Placeholder for the Reports page (batch check runs and the report viewer); filled in by its own issue. */
@Component({
  selector: 'app-reports-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="placeholder">
      <h1>Reports</h1>
      <p>Coming soon: batch check runs and the report viewer.</p>
    </section>
  `,
  styles: `
    .placeholder {
      padding: 24px;
    }
  `,
})
export class ReportsPage {}
