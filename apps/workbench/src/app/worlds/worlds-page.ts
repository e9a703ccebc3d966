import { ChangeDetectionStrategy, Component } from '@angular/core';

/** Placeholder for the Worlds page (WFC weights tuning with depth map and cube previews); filled in by its own issue. */
@Component({
  selector: 'app-worlds-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="placeholder">
      <h1>Worlds</h1>
      <p>Coming soon: WFC weights tuning with depth map and cube previews.</p>
    </section>
  `,
  styles: `
    .placeholder {
      padding: 24px;
    }
  `,
})
export class WorldsPage {}
