import { ChangeDetectionStrategy, Component, DestroyRef, computed, inject, signal } from '@angular/core';
import { FormsModule } from '@angular/forms';
import { MatButtonModule } from '@angular/material/button';
import { MatCheckboxModule } from '@angular/material/checkbox';
import { MatDialogModule, MatDialogRef } from '@angular/material/dialog';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { Router } from '@angular/router';
import { Subscription, lastValueFrom } from 'rxjs';
import {
  MAX_BOARD_SIZE,
  MAX_MARKS,
  SUGGEST_COLORS,
  SUGGEST_MAX_LENGTH,
  resolveSuggestOptions,
} from '@levelbench/pigment';
import { problemLines, toApiProblem, type ApiProblem } from '../../shared/data-access/api-error';
import { queuePosition, queuedText } from '../../shared/util/job-queue';
import { DraftStorage } from '../data-access/draft-storage';
import { PigmentLevelsApi } from '../data-access/levels-api';
import { PigmentLevelsStore } from '../data-access/levels.store';
import { PigmentSuggestApi, type SuggestRequest, type SuggestedBoard } from '../data-access/suggest-api';
import { PigmentThumb } from '../ui/pigment-thumb';
import { levelText, uniqueId } from '../util/level-file';

/**
 * The Suggest dialog: the suggester's options, a job in the server's pool, candidates arriving live as
 * thumbnails with their metrics, each one openable in the editor (as a draft) or saved as a level file.
 */
@Component({
  selector: 'app-suggest-dialog',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    FormsModule,
    MatButtonModule,
    MatCheckboxModule,
    MatDialogModule,
    MatFormFieldModule,
    MatInputModule,
    MatProgressBarModule,
    PigmentThumb,
  ],
  templateUrl: './suggest-dialog.html',
  styleUrl: './suggest-dialog.scss',
})
export class SuggestDialog {
  private readonly api = inject(PigmentSuggestApi);
  private readonly levelsApi = inject(PigmentLevelsApi);
  private readonly levels = inject(PigmentLevelsStore);
  private readonly drafts = inject(DraftStorage);
  private readonly router = inject(Router);
  private readonly ref = inject(MatDialogRef<SuggestDialog>);
  protected readonly problemLines = problemLines;
  /** Colours a mark may ask for (the dialog's checkboxes): the suggester's default set, all ticked. */
  protected readonly markColors = SUGGEST_COLORS;
  /** The fields' upper bounds: the level schema's and the suggester's. */
  protected readonly most = { side: MAX_BOARD_SIZE, marks: MAX_MARKS, length: SUGGEST_MAX_LENGTH } as const;
  protected readonly queuedText = queuedText;

  protected readonly width = signal(6);
  protected readonly height = signal(6);
  protected readonly marks = signal(3);
  protected readonly length = signal(12);
  protected readonly holes = signal(8);
  protected readonly count = signal(5);
  protected readonly seed = signal(1);
  protected readonly unique = signal(true);
  protected readonly stains = signal(false);
  protected readonly colors = signal<ReadonlySet<string>>(new Set(SUGGEST_COLORS));

  protected readonly jobId = signal<string | null>(null);
  protected readonly running = signal(false);
  /** The job's place in the server's queue while it waits, null once it runs. */
  protected readonly queued = signal<number | null>(null);
  protected readonly attempts = signal(0);
  protected readonly boards = signal<readonly SuggestedBoard[]>([]);
  protected readonly outcome = signal<string | null>(null);
  protected readonly problem = signal<ApiProblem | null>(null);
  /** Board id → the level id it was saved as. */
  protected readonly saved = signal<Readonly<Record<string, string>>>({});
  private sub: Subscription | null = null;

  protected readonly request = computed<SuggestRequest>(() => ({
    width: this.width(),
    height: this.height(),
    marks: this.marks(),
    length: this.length(),
    holes: this.holes(),
    colors: [...this.colors()],
    stains: this.stains(),
    unique: this.unique(),
    count: this.count(),
    seed: this.seed(),
  }));
  /** The lib's own sentence for impossible options, shown before anything is sent. */
  protected readonly invalid = computed(() => {
    const r = resolveSuggestOptions(this.request());
    return 'error' in r ? r.error : null;
  });

  constructor() {
    inject(DestroyRef).onDestroy(() => this.stop());
  }

  protected toggleColor(c: string, on: boolean): void {
    const next = new Set(this.colors());
    if (on) next.add(c);
    else next.delete(c);
    this.colors.set(next);
  }

  protected num(v: unknown): number {
    return Number(v);
  }

  protected async start(): Promise<void> {
    this.stop();
    this.boards.set([]);
    this.attempts.set(0);
    this.outcome.set(null);
    this.problem.set(null);
    this.saved.set({});
    try {
      const started = await lastValueFrom(this.api.start(this.request()));
      const id = started.id;
      this.jobId.set(id);
      this.queued.set(queuePosition(started, null));
      this.running.set(true);
      this.sub = this.api.events(id).subscribe({
        next: (e) => {
          this.queued.set(queuePosition(e, this.queued()));
          if (e.type === 'progress' || e.type === 'done') {
            this.boards.set(e.suggestions);
            this.attempts.set(e.attempts);
          }
          if (e.type === 'done')
            this.outcome.set(
              e.complete
                ? `Found ${e.suggestions.length} boards in ${e.attempts} attempts, ranked by difficulty.`
                : `The budget ran out: ${e.suggestions.length} of ${this.count()} boards found.`,
            );
          if (e.type === 'cancelled') this.outcome.set(`Cancelled after ${this.boards().length} boards.`);
          if (e.type === 'failed') this.outcome.set(`The suggester failed: ${e.error ?? 'unknown error'}`);
        },
        error: (err: unknown) => {
          this.problem.set(toApiProblem(err));
          this.running.set(false);
          this.queued.set(null);
        },
        complete: () => {
          this.running.set(false);
          this.queued.set(null);
        },
      });
    } catch (e) {
      this.problem.set(toApiProblem(e));
    }
  }

  /** Cancels the job (queued or running); a refusal (403: another session started it) is shown, not swallowed. */
  protected async cancel(): Promise<void> {
    const id = this.jobId();
    if (id && this.running())
      await lastValueFrom(this.api.cancel(id)).catch((e: unknown) => this.problem.set(toApiProblem(e)));
  }

  /** Opens the board in the editor as an unsaved draft (its first Save writes the file). */
  protected async open(b: SuggestedBoard): Promise<void> {
    const id = this.saved()[b.level.id] ?? this.freeId(b.level.id);
    if (!this.saved()[b.level.id]) this.drafts.put(id, levelText({ ...b.level, id }), null);
    await this.cancel();
    this.ref.close();
    await this.router.navigate(['/pigment', id]);
  }

  /** Writes the board as `levels/pigment/<id>.json` (a free id), then refreshes the list. */
  protected async save(b: SuggestedBoard): Promise<void> {
    const id = this.freeId(b.level.id);
    try {
      await lastValueFrom(this.levelsApi.put(id, { ...b.level, id }, null));
      this.saved.update((s) => ({ ...s, [b.level.id]: id }));
      await this.levels.refresh();
    } catch (e) {
      this.problem.set(toApiProblem(e));
    }
  }

  private freeId(base: string): string {
    return uniqueId(
      base,
      new Set([...this.levels.levels().map((l) => l.id), ...this.drafts.newDrafts().map((d) => d.id)]),
    );
  }

  private stop(): void {
    void this.cancel();
    this.sub?.unsubscribe();
    this.sub = null;
  }
}
