import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';
import type { PigmentLevel } from '@levelbench/pigment';
import { BotsStore } from '../../shared/data-access/bots.store';
import { BotsTable } from '../../shared/ui/bots-table';

/** The bots' solve rates for the level being edited, beside the solver (run on the server on request). */
@Component({
  selector: 'app-pigment-bots',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [BotsTable],
  providers: [BotsStore],
  template: `<app-bots-table
    [report]="store.report()"
    [loading]="store.loading()"
    [error]="store.error()"
    [disabled]="!level()"
    (run)="play()"
  />`,
})
export class PigmentBots {
  /** The valid level, or null while the draft is not one. */
  readonly level = input<PigmentLevel | null>(null);
  protected readonly store = inject(BotsStore);

  constructor() {
    this.store.clearWhenChanged(this.level);
  }

  protected play(): void {
    const level = this.level();
    if (level) this.store.pigment(level);
  }
}
