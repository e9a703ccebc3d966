import { CdkDrag, CdkDragDrop, CdkDragHandle, CdkDropList } from '@angular/cdk/drag-drop';
import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatDialog } from '@angular/material/dialog';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { MatTooltipModule } from '@angular/material/tooltip';
import { Router, RouterLink } from '@angular/router';
import { lastValueFrom } from 'rxjs';
import { problemLines } from '../../shared/data-access/api-error';
import { PromptData, openPrompt } from '../../shared/prompt-dialog';
import { draftName } from '../data-access/draft-storage';
import { PigmentLevelsStore } from '../data-access/levels.store';
import { LevelSummary } from '../data-access/levels-api';
import { PigmentPackStore } from '../data-access/pack.store';
import { SuggestDialog } from '../feature-suggest/suggest-dialog';
import { DifficultyChart, type DifficultyPoint } from '../ui/difficulty-chart';
import { PigmentThumb } from '../ui/pigment-thumb';

/**
 * The Pigment level list and pack view: levels in pack order (drag to reorder; saved to pack.json), each with a
 * thumbnail, its solver status and difficulty metrics, a chart of difficulty along the pack, and the Suggest dialog.
 */
@Component({
  selector: 'app-level-list-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    RouterLink,
    MatButtonModule,
    MatProgressBarModule,
    MatTooltipModule,
    CdkDropList,
    CdkDrag,
    CdkDragHandle,
    PigmentThumb,
    DifficultyChart,
  ],
  templateUrl: './level-list-page.html',
  styleUrl: './level-list-page.scss',
})
export class LevelListPage {
  protected readonly store = inject(PigmentLevelsStore);
  private readonly dialog = inject(MatDialog);
  private readonly router = inject(Router);
  protected readonly pack = inject(PigmentPackStore);
  protected readonly problemLines = problemLines;
  /** The levels in pack order. */
  protected readonly ordered = computed(() => {
    const byId = new Map(this.store.levels().map((l) => [l.id, l]));
    return this.pack
      .order()
      .map((id) => byId.get(id))
      .filter((l): l is LevelSummary => l !== undefined);
  });
  protected readonly chartPoints = computed<DifficultyPoint[]>(() =>
    this.ordered().map((l) => ({ id: l.id, difficulty: this.store.details()[l.id]?.metrics?.difficulty ?? null })),
  );
  protected readonly draftName = draftName;

  constructor() {
    void this.store.refresh().then(() => this.pack.load());
  }

  protected suggest(): void {
    this.dialog.open(SuggestDialog, { maxWidth: '95vw', autoFocus: 'dialog' });
  }

  protected drop(e: CdkDragDrop<unknown>): void {
    if (e.previousIndex !== e.currentIndex) void this.pack.move(e.previousIndex, e.currentIndex);
  }

  /** Keyboard reordering (drag has no keyboard path): moves a level one place up or down. */
  protected shift(index: number, by: -1 | 1): void {
    const to = index + by;
    if (to >= 0 && to < this.ordered().length) void this.pack.move(index, to);
  }

  protected async playPack(): Promise<void> {
    await this.router.navigate(['/pigment', 'pack', 'play']);
  }

  protected async create(): Promise<void> {
    const name = await this.ask({ title: 'New level', label: 'Name', confirm: 'Create' });
    if (typeof name !== 'string') return;
    await this.router.navigate(['/pigment', this.store.create(name)]);
  }

  protected duplicate(l: LevelSummary): void {
    void this.store.duplicate(l.id);
  }

  protected async rename(l: LevelSummary): Promise<void> {
    const name = await this.ask({ title: `Rename "${l.name}"`, label: 'Name', value: l.name, confirm: 'Rename' });
    // the server points pack.json at the new id in the same step; read it again
    if (typeof name === 'string' && name !== l.name && (await this.store.rename(l.id, name)) !== null)
      await this.pack.load();
  }

  protected async remove(l: LevelSummary): Promise<void> {
    const yes = await this.ask({
      title: `Delete "${l.name}"?`,
      text: `levels/pigment/${l.id}.json will be removed from the server.`,
      confirm: 'Delete',
    });
    // the server drops the level from pack.json in the same step; read it again
    if (yes === true && (await this.store.remove(l.id)) !== null) await this.pack.load();
  }

  private ask(data: PromptData): Promise<string | true | undefined> {
    return lastValueFrom(openPrompt(this.dialog, data));
  }
}
