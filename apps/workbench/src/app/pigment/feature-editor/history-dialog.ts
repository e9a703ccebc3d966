import { DatePipe, formatDate } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MAT_DIALOG_DATA, MatDialogModule } from '@angular/material/dialog';
import { lastValueFrom } from 'rxjs';
import { problemLines, toApiProblem } from '../../shared/data-access/api-error';
import type { LevelVersion } from '@levelbench/contracts';
import { PigmentLevelsApi, SavedPigmentVersion, authorName, setAuthorName } from '../data-access/levels-api';
import { PigmentBoard } from '../ui/pigment-board';
import { boardCells } from '../util/board-view';
import { levelDiff } from '../util/board-diff';
import { LevelFile } from '../util/level-file';

/** What the history dialog compares against: the level open in the editor. */
export interface HistoryDialogData {
  readonly id: string;
  readonly current: LevelFile | null;
}

/**
 * The saved versions of a level (who, when), a side-by-side board diff of one of them against the
 * editor's level or any other version, and Restore (closes with that version's number; the page restores it on the server with If-Match).
 * A version that is not JSON shows its text and why, and cannot be restored.
 */
@Component({
  selector: 'app-history-dialog',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatDialogModule, MatButtonModule, PigmentBoard, DatePipe],
  templateUrl: './history-dialog.html',
  styleUrl: './history-dialog.scss',
})
export class HistoryDialog {
  /**
   * Who saved a version, in words: a name, "anonymous" (saved without one), or — for the version the
   * history started from, which no one saved through the workbench — "before history (the file as found)".
   */
  protected who(v: { savedBy?: string | null; savedAt?: string | null }): string {
    return v.savedBy ?? (v.savedAt ? 'anonymous (no name given)' : 'before history (the file as found)');
  }
  protected readonly data = inject<HistoryDialogData>(MAT_DIALOG_DATA);
  private readonly api = inject(PigmentLevelsApi);
  protected readonly versions = signal<LevelVersion[] | null>(null);
  protected readonly problem = signal<string | null>(null);
  protected readonly chosen = signal<SavedPigmentVersion | null>(null);
  protected readonly author = signal(authorName());
  /** Whether the chosen version is the file as it is now (the single-version answer does not say; the list does). */
  protected readonly chosenIsCurrent = computed(() => {
    const v = this.chosen();
    return !!v && !!this.versions()?.some((row) => row.version === v.version && row.current);
  });
  protected readonly emptySet: ReadonlySet<string> = new Set();

  /** The right-hand side: another saved version, or null for the level in the editor. */
  protected readonly against = signal<SavedPigmentVersion | null>(null);
  /** The level on the right-hand side. */
  private readonly otherFile = computed(() => {
    const a = this.against();
    return a ? a.file : this.data.current;
  });
  /** The newest version that is the file now (the list may mark more than one when a save restored an old one). */
  protected readonly currentVersion = computed(() => this.versions()?.find((row) => row.current)?.version ?? null);

  protected readonly diff = computed(() => {
    const v = this.chosen();
    const other = this.otherFile();
    return v?.file && other ? levelDiff(v.file, other) : null;
  });
  protected readonly summary = computed(() => {
    const d = this.diff();
    if (!d) return '';
    const a = this.against();
    if (!d.cells.size && !d.fields.length) return a ? `Same as v${a.version}.` : 'Same as the level in the editor.';
    const cells = d.cells.size
      ? `${d.cells.size} ${d.cells.size === 1 ? 'cell differs' : 'cells differ'} (ringed)`
      : 'No cell differs';
    return [cells, ...d.fields].join('; ') + '.';
  });
  protected readonly oldRows = computed(() => {
    const v = this.chosen();
    return v?.file ? boardCells(v.file) : [];
  });
  protected readonly nowRows = computed(() => {
    const f = this.otherFile();
    return f ? boardCells(f) : [];
  });

  /** When a version was saved, in words: its time, or that it is the file as found before history. */
  protected when(v: { savedAt?: string | null }): string {
    return v.savedAt ? `saved ${formatDate(v.savedAt, 'yyyy-MM-dd HH:mm:ss', 'en')}` : 'from the file';
  }

  /** A board's caption: "v3 · Ann · saved 2026-12-05 02:10" (no time for the version from before history). */
  protected caption(v: SavedPigmentVersion): string {
    return `v${v.version} · ${this.who(v)}${v.savedAt ? ' · ' + this.when(v) : ''}`;
  }

  /** Picks the right-hand side: "editor" or a version number. */
  protected async compareWith(which: string): Promise<void> {
    if (which === 'editor') {
      this.against.set(null);
      return;
    }
    try {
      this.against.set(await lastValueFrom(this.api.version(this.data.id, Number(which))));
      this.problem.set(null);
    } catch (e) {
      this.problem.set(problemLines(toApiProblem(e)).join(' '));
    }
  }

  constructor() {
    void this.loadList();
  }

  protected async choose(v: LevelVersion): Promise<void> {
    try {
      this.chosen.set(await lastValueFrom(this.api.version(this.data.id, v.version)));
      this.problem.set(null);
    } catch (e) {
      this.problem.set(problemLines(toApiProblem(e)).join(' '));
    }
  }

  protected saveAuthor(name: string): void {
    setAuthorName(name);
    this.author.set(name.trim());
  }

  private async loadList(): Promise<void> {
    try {
      const list = await lastValueFrom(this.api.history(this.data.id));
      this.versions.set(list);
      const first = list.find((v) => !v.current) ?? list[0];
      if (first) await this.choose(first);
    } catch (e) {
      this.problem.set(problemLines(toApiProblem(e)).join(' '));
      this.versions.set([]);
    }
  }
}
