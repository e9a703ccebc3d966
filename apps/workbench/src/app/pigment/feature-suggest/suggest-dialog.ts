import { ChangeDetectionStrategy, Component, computed, inject, signal, type WritableSignal } from '@angular/core';
import { FormsModule } from '@angular/forms';
import { MatButtonModule } from '@angular/material/button';
import { MatCheckboxModule } from '@angular/material/checkbox';
import { MatDialogModule, MatDialogRef } from '@angular/material/dialog';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { Router } from '@angular/router';
import {
  MAX_BOARD_SIZE,
  MAX_MARKS,
  SUGGEST_COLORS,
  SUGGEST_MAX_LENGTH,
  resolveSuggestOptions,
} from '@levelbench/pigment';
import type { SuggestRequest, SuggestedBoard } from '@levelbench/contracts';
import { problemLines } from '../../shared/data-access/api-error';
import { queuedText } from '../../shared/util/job-queue';
import { SuggestRunStore } from '../data-access/suggest-run.store';
import { PigmentThumb } from '../ui/pigment-thumb';

/** One number field of the suggester's options; its upper bound is the level schema's or the suggester's. */
interface NumberField {
  readonly name: string;
  readonly label: string;
  readonly min: number;
  /** null: no upper bound. */
  readonly max: number | null;
  readonly value: WritableSignal<number>;
}

/**
 * The Suggest dialog: the suggester's options, then a view over its run (SuggestRunStore: a job in the
 * server's pool, candidates arriving live as thumbnails with their metrics, each one openable in the editor
 * as a draft or saved as a level file).
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
  providers: [SuggestRunStore],
  templateUrl: './suggest-dialog.html',
  styleUrl: './suggest-dialog.scss',
})
export class SuggestDialog {
  private readonly router = inject(Router);
  private readonly ref = inject(MatDialogRef<SuggestDialog>);
  protected readonly problemLines = problemLines;
  /** Colours a mark may ask for (the dialog's checkboxes): the suggester's default set, all ticked. */
  protected readonly markColors = SUGGEST_COLORS;
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
  /** The number fields of the form, in order: name, label, bounds and the signal each sets. */
  protected readonly numberFields: readonly NumberField[] = [
    { name: 'width', label: 'Width', min: 2, max: MAX_BOARD_SIZE, value: this.width },
    { name: 'height', label: 'Height', min: 1, max: MAX_BOARD_SIZE, value: this.height },
    { name: 'marks', label: 'Marks', min: 1, max: MAX_MARKS, value: this.marks },
    { name: 'length', label: 'Shortest line', min: 1, max: SUGGEST_MAX_LENGTH, value: this.length },
    { name: 'holes', label: 'Holes at most', min: 0, max: null, value: this.holes },
    { name: 'count', label: 'Boards', min: 1, max: 20, value: this.count },
    { name: 'seed', label: 'Seed', min: 0, max: null, value: this.seed },
  ];

  /** The run: job, live boards, outcome, saved boards (cancelled when the dialog closes). */
  protected readonly run = inject(SuggestRunStore);

  constructor() {
    // reopened after "Open in editor": the form shows what the kept results were asked with
    const r = this.run.request();
    if (r) {
      for (const f of this.numberFields) {
        const v = r[f.name as keyof SuggestRequest];
        if (typeof v === 'number') f.value.set(v);
      }
      if (r.colors) this.colors.set(new Set(r.colors));
      if (r.unique !== undefined) this.unique.set(r.unique);
      if (r.stains !== undefined) this.stains.set(r.stains);
    }
  }

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

  protected toggleColor(c: string, on: boolean): void {
    const next = new Set(this.colors());
    if (on) next.add(c);
    else next.delete(c);
    this.colors.set(next);
  }

  /** A metric for the row: "n/a" where the search stopped before it was known (never a blank). */
  protected shown(v: number | null | undefined): string {
    return v === null || v === undefined ? 'n/a' : String(v);
  }

  protected num(v: unknown): number {
    return Number(v);
  }

  protected start(): Promise<void> {
    return this.run.start(this.request());
  }

  /** Opens the board in the editor: as an unsaved draft unless it was saved (the run is cancelled first). */
  protected async open(b: SuggestedBoard): Promise<void> {
    const id = await this.run.openable(b);
    this.ref.close();
    await this.router.navigate(['/pigment', id]);
  }
}
