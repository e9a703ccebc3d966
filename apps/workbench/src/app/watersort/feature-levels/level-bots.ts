import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';
import { BotsStore, type WatersortBotsTarget } from '../../shared/data-access/bots.store';
import { BotsTable } from '../../shared/ui/bots-table';

/** The bots' solve rates for the level or daily shown in the level browser (run on the server on request). */
@Component({
  selector: 'app-level-bots',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [BotsTable],
  providers: [BotsStore],
  template: `<app-bots-table
    [report]="store.report()"
    [loading]="store.loading()"
    [error]="store.error()"
    (run)="store.watersort(target())"
  />`,
})
export class LevelBots {
  /** The level of the (draft) curve, or the daily, being shown. */
  readonly target = input.required<WatersortBotsTarget>();
  protected readonly store = inject(BotsStore);

  constructor() {
    this.store.clearWhenChanged(this.target);
  }
}
