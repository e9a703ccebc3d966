import { DestroyRef, Injectable, computed, effect, inject, signal, untracked } from '@angular/core';
import { Subscription, lastValueFrom } from 'rxjs';
import type { SuggestJobEvent, SuggestRequest, SuggestedBoard } from '@levelbench/contracts';
import { toApiProblem, type ApiProblem } from '../../shared/data-access/api-error';
import { queuePosition } from '../../shared/util/job-queue';
import { levelText, uniqueId } from '../util/level-file';
import { DraftStorage } from './draft-storage';
import { PigmentLevelsApi } from './levels-api';
import { PigmentLevelsStore } from './levels.store';
import { PigmentSuggestApi } from './suggest-api';

/** The sentence for a suggest job's final event (`count`: the boards asked for). */
export function suggestOutcome(e: SuggestJobEvent, found: number, count: number): string | null {
  if (e.type === 'done')
    return e.complete
      ? `Found ${e.suggestions.length} boards in ${e.attempts} attempts.`
      : `The budget ran out: ${e.suggestions.length} of ${count} boards found.`;
  if (e.type === 'cancelled') return `Cancelled after ${found} boards.`;
  if (e.type === 'failed') return `The suggester failed: ${e.error ?? 'unknown error'}`;
  return null;
}

/**
 * The boards shown so far plus the ones of the latest event, so that nothing shown moves: boards already shown
 * (same `attempt`) stay where they are with the id and name they were shown with; new ones are appended in
 * the event's order and numbered by their place in the list (the job numbers by rank, which changes as
 * boards arrive, so its `-01` could otherwise move from one board to another).
 */
export function mergeSuggestions(
  shown: readonly SuggestedBoard[],
  incoming: readonly SuggestedBoard[],
): SuggestedBoard[] {
  const seen = new Set(shown.map((b) => b.attempt));
  const out = [...shown];
  for (const b of incoming) {
    if (seen.has(b.attempt)) continue;
    seen.add(b.attempt);
    const n = out.length + 1;
    const id = b.level.id.replace(/-\d{2,}$/, `-${String(n).padStart(2, '0')}`);
    const name = (b.level.name ?? '').replace(/#\d+\)$/, `#${n})`);
    out.push({ ...b, level: { ...b.level, id, ...(b.level.name !== undefined ? { name } : {}) } });
  }
  return out;
}

/** What the last Suggest run showed, kept while the app runs so the dialog opens on it again. */
export interface SuggestSnapshot {
  readonly request: SuggestRequest;
  readonly boards: readonly SuggestedBoard[];
  readonly attempts: number;
  readonly outcome: string | null;
  readonly saved: Readonly<Record<string, string>>;
}

/** Keeps the last Suggest run's results across dialogs (opening a board in the editor closes the dialog). */
@Injectable({ providedIn: 'root' })
export class SuggestMemory {
  readonly last = signal<SuggestSnapshot | null>(null);
}

/**
 * One suggester run of the Suggest dialog: start, live boards over SSE, cancel, outcome, and saving or
 * opening a board. Provided per dialog: closing the dialog cancels the job and stops following it.
 */
@Injectable()
export class SuggestRunStore {
  private readonly api = inject(PigmentSuggestApi);
  private readonly levelsApi = inject(PigmentLevelsApi);
  private readonly levels = inject(PigmentLevelsStore);
  private readonly drafts = inject(DraftStorage);
  private readonly _request = signal<SuggestRequest | null>(null);
  private readonly _jobId = signal<string | null>(null);
  private readonly _running = signal(false);
  private readonly _queued = signal<number | null>(null);
  private readonly _attempts = signal(0);
  private readonly _boards = signal<readonly SuggestedBoard[]>([]);
  private readonly _outcome = signal<string | null>(null);
  private readonly _problem = signal<ApiProblem | null>(null);
  private readonly _saved = signal<Readonly<Record<string, string>>>({});
  private sub: Subscription | null = null;
  /** Bumped by every start and by dispose: an answer for an older run changes nothing. */
  private run = 0;

  /** The options the current (or last) run was started with. */
  readonly request = this._request.asReadonly();
  /** Id of the followed job, null before the first start. */
  readonly jobId = this._jobId.asReadonly();
  /** True from the job's start until its stream ends. */
  readonly running = this._running.asReadonly();
  /** The job's place in the server's queue while it waits, null once it runs. */
  readonly queued = this._queued.asReadonly();
  readonly attempts = this._attempts.asReadonly();
  /** The boards found so far in the order they were first shown (see {@link mergeSuggestions}). */
  readonly boards = this._boards.asReadonly();
  /** How the run ended, in a sentence; null while it runs. */
  readonly outcome = this._outcome.asReadonly();
  /** The last request that failed (start, the event stream, cancel or save). */
  readonly problem = this._problem.asReadonly();
  /** Board id → the level id it was saved as. */
  readonly saved = this._saved.asReadonly();
  /** The boards the run asks for. */
  readonly count = computed(() => this._request()?.count ?? 0);

  private readonly memory = inject(SuggestMemory);

  constructor() {
    inject(DestroyRef).onDestroy(() => this.dispose());
    // the dialog opens on the last run's results (e.g. after "Open in editor" and back)
    const last = this.memory.last();
    if (last) {
      this._request.set(last.request);
      this._boards.set(last.boards);
      this._attempts.set(last.attempts);
      this._outcome.set(last.outcome);
      this._saved.set(last.saved);
    }
    effect(() => {
      const request = this._request();
      const snapshot: SuggestSnapshot | null = request && {
        request,
        boards: this._boards(),
        attempts: this._attempts(),
        outcome: this._outcome(),
        saved: this._saved(),
      };
      if (snapshot) untracked(() => this.memory.last.set(snapshot));
    });
  }

  /** Starts a run (the one before is cancelled and no longer followed). */
  async start(request: SuggestRequest): Promise<void> {
    this.dispose();
    const run = ++this.run;
    this._request.set(request);
    this._boards.set([]);
    this._attempts.set(0);
    this._outcome.set(null);
    this._problem.set(null);
    this._saved.set({});
    let started;
    try {
      started = await lastValueFrom(this.api.start(request));
    } catch (e) {
      if (run === this.run) this._problem.set(toApiProblem(e));
      return;
    }
    if (run !== this.run) {
      // disposed while the start was under way: the job nobody follows is cancelled right away
      void lastValueFrom(this.api.cancel(started.id)).catch(() => undefined);
      return;
    }
    this._jobId.set(started.id);
    this._queued.set(queuePosition(started, null));
    this._running.set(true);
    this.sub = this.api.events(started.id).subscribe({
      next: (e) => this.onEvent(e),
      error: (err: unknown) => {
        this._problem.set(toApiProblem(err));
        this.ended();
      },
      complete: () => this.ended(),
    });
  }

  /**
   * Asks the server to cancel the job (queued or running); the run is followed until the server's `cancelled`
   * event. A refusal (403: another session started it) is shown, not swallowed, and the job is still followed.
   */
  async cancel(): Promise<void> {
    const id = this._jobId();
    if (!id || !this._running()) return;
    const run = this.run;
    try {
      await lastValueFrom(this.api.cancel(id));
    } catch (e) {
      if (run === this.run) this._problem.set(toApiProblem(e));
    }
  }

  /** Writes the board as `levels/pigment/<id>.json` (a free id), then refreshes the level list. */
  async save(b: SuggestedBoard): Promise<void> {
    const id = this.freeId(b.level.id);
    try {
      await lastValueFrom(this.levelsApi.put(id, { ...b.level, id }, null));
      this._saved.update((s) => ({ ...s, [b.level.id]: id }));
      await this.levels.refresh();
    } catch (e) {
      this._problem.set(toApiProblem(e));
    }
  }

  /**
   * Readies the board for the editor and cancels the run: the level id to open — the saved file's, or a free
   * id whose browser draft now holds the board (the editor's first Save writes the file).
   */
  async openable(b: SuggestedBoard): Promise<string> {
    const savedAs = this._saved()[b.level.id];
    const id = savedAs ?? this.freeId(b.level.id);
    if (!savedAs) this.drafts.put(id, levelText({ ...b.level, id }), null);
    await this.cancel();
    return id;
  }

  private onEvent(e: SuggestJobEvent): void {
    this._queued.set(queuePosition(e, this._queued()));
    if (e.type === 'progress' || e.type === 'done') {
      this._boards.set(mergeSuggestions(this._boards(), e.suggestions));
      this._attempts.set(e.attempts);
    }
    const outcome = suggestOutcome(e, this._boards().length, this.count());
    if (outcome !== null) this._outcome.set(outcome);
  }

  private ended(): void {
    this.sub = null;
    this._running.set(false);
    this._queued.set(null);
  }

  /** Cancels a running job and stops following it: later events, answers and errors change nothing. */
  private dispose(): void {
    this.run++;
    void this.cancel();
    this.sub?.unsubscribe();
    this.sub = null;
    this._running.set(false);
    this._queued.set(null);
  }

  private freeId(base: string): string {
    return uniqueId(
      base,
      new Set([...this.levels.levels().map((l) => l.id), ...this.drafts.newDrafts().map((d) => d.id)]),
    );
  }
}
