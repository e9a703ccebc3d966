import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
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

/** The Pigment level list: open, create, duplicate, rename, delete; a solver status chip per level. */
@Component({
  selector: 'app-level-list-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterLink, MatButtonModule, MatProgressBarModule, MatTooltipModule],
  templateUrl: './level-list-page.html',
  styleUrl: './level-list-page.scss',
})
export class LevelListPage {
  protected readonly store = inject(PigmentLevelsStore);
  private readonly dialog = inject(MatDialog);
  private readonly router = inject(Router);
  protected readonly problemLines = problemLines;
  protected readonly draftName = draftName;

  constructor() {
    void this.store.refresh();
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
    if (typeof name === 'string' && name !== l.name) await this.store.rename(l.id, name);
  }

  protected async remove(l: LevelSummary): Promise<void> {
    const yes = await this.ask({
      title: `Delete "${l.name}"?`,
      text: `levels/pigment/${l.id}.json will be removed from the server.`,
      confirm: 'Delete',
    });
    if (yes === true) await this.store.remove(l.id);
  }

  private ask(data: PromptData): Promise<string | true | undefined> {
    return lastValueFrom(openPrompt(this.dialog, data));
  }
}
