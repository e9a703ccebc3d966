import { Injectable, computed, inject, signal } from '@angular/core';
import { HttpErrorResponse } from '@angular/common/http';
import { EMPTY, Observable, catchError, from, lastValueFrom, map, mergeMap, switchMap, tap, throwError } from 'rxjs';
import { ApiProblem, toApiProblem } from '../../shared/data-access/api-error';
import type { PigmentMetrics } from '@levelbench/pigment';
import { LevelFile, levelText, newLevel, slugify, uniqueId } from '../util/level-file';
import { DraftStorage } from './draft-storage';
import type { DeletedLevel, LevelListRow } from '@levelbench/contracts';
import { BadEntry, LevelSummary, PigmentLevelsApi } from './levels-api';
import { LevelStatus, PigmentSolveApi, statusOf } from './solve-api';

/** How many levels the list reads and checks at once. */
const CHECKS_AT_ONCE = 6;

/** The Pigment level list: files on the server, their solver status, and create/duplicate/rename/delete. */
@Injectable({ providedIn: 'root' })
export class PigmentLevelsStore {
  private readonly api = inject(PigmentLevelsApi);
  private readonly solver = inject(PigmentSolveApi);
  private readonly drafts = inject(DraftStorage);
  private readonly _rows = signal<LevelListRow[]>([]);
  /** The levels the server serves (bad entries are kept apart, so nothing tries to open or check them). */
  private readonly _levels = computed(() => this._rows().filter((r): r is LevelSummary => r.etag !== null));
  private readonly _loading = signal(false);
  private readonly _problem = signal<ApiProblem | null>(null);
  /** id → the file and its difficulty metrics, as read for the status check (thumbnails and the pack chart). */
  private readonly _details = signal<
    Record<string, { etag: string; level: LevelFile; metrics: PigmentMetrics | null }>
  >({});
  readonly details = this._details.asReadonly();
  /** id → status, remembered for the etag it was computed for. */
  private readonly _status = signal<Record<string, { etag: string; status: LevelStatus }>>({});

  readonly levels = this._levels;
  /** Entries of levels/pigment the server refuses to serve (symlink, FIFO, folder, too large), with the reason. */
  readonly badEntries = computed(() =>
    this._rows()
      .filter((r): r is BadEntry => r.etag === null)
      .map((r) => ({ ...r, problem: r.problem ?? 'unreadable' })),
  );
  readonly loading = this._loading.asReadonly();
  /** The last failure, in plain words. */
  readonly problem = this._problem.asReadonly();
  /** Status chip per level id ("not checked" until the solver has answered for the current version). */
  readonly statuses = computed(() => {
    const s = this._status();
    const out: Record<string, LevelStatus> = {};
    for (const l of this._levels()) out[l.id] = s[l.id]?.etag === l.etag ? s[l.id].status : 'not checked';
    return out;
  });

  /**
   * Reloads the list, then checks every level not yet checked at its current version (unless `check` is false: the
   * editor needs only the ids for the pack order, not a solve of every level).
   */
  async refresh({ check = true }: { check?: boolean } = {}): Promise<void> {
    this._loading.set(true);
    try {
      this._rows.set(await lastValueFrom(this.api.list()));
      this._problem.set(null);
    } catch (e) {
      this._problem.set(toApiProblem(e));
    } finally {
      this._loading.set(false);
    }
    if (check) this.checkAll();
  }

  /** Records a verdict computed elsewhere (the editor's solve panel) for a saved version. */
  noteStatus(id: string, etag: string, status: LevelStatus): void {
    this._status.update((s) => ({ ...s, [id]: { etag, status } }));
  }

  /** Levels never saved: browser drafts without a file (the first Save in the editor writes it). */
  readonly newDrafts = this.drafts.newDrafts;
  /** Ids of saved levels with unsaved edits kept in this browser. */
  readonly editedIds = this.drafts.editedIds;

  /** Starts a new level named `name` as a browser draft (no file is written); returns its id. */
  create(name: string): string {
    const id = uniqueId(slugify(name), this.ids());
    this.drafts.put(id, levelText(newLevel(id, name.trim() || id)), null);
    return id;
  }

  /** Copies a level under a new id and name "… copy". */
  duplicate(id: string): Promise<string | null> {
    return this.run(
      this.api.get(id).pipe(
        switchMap(({ level }) => {
          const name = `${level.name} copy`;
          return this.withFreshId(slugify(name), this.ids(), (copyId) =>
            this.api.put(copyId, { ...level, id: copyId, name }, null).pipe(map(() => copyId)),
          );
        }),
      ),
    );
  }

  /** Renames a level: a new name gets a new id, so the file (and its history, and pack.json) moves with it. */
  rename(id: string, name: string): Promise<string | null> {
    const taken = this.ids();
    taken.delete(id);
    const to = uniqueId(slugify(name), taken);
    const etag = this._levels().find((l) => l.id === id)?.etag;
    // a name whose id is the level's own (e.g. only its case changed) is a save, not a move
    if (to === id)
      return this.run(
        this.api.get(id).pipe(
          switchMap((v) => this.api.put(id, { ...v.level, name: name.trim() }, v.etag)),
          map(() => id),
        ),
      );
    return this.run(
      this.withFreshId(to, taken, (next) => this.api.rename(id, next, name.trim(), etag)).pipe(
        map((r) => {
          // unsaved edits of the old id follow the level
          if (r.id !== id) this.drafts.move(id, r.id);
          return r.id;
        }),
      ),
    );
  }

  /** Deletes a level file. */
  remove(id: string): Promise<string | null> {
    const etag = this._levels().find((l) => l.id === id)?.etag;
    return this.run(
      this.api.remove(id, etag).pipe(
        map(() => {
          this.drafts.remove(id); // unsaved edits of a deleted level would come back as a stray new draft
          return id;
        }),
      ),
    );
  }

  private readonly _trash = signal<readonly DeletedLevel[]>([]);
  /** Deleted levels that can be restored (the server keeps their history and the deleted version). */
  readonly trash = this._trash.asReadonly();

  /** Reads the trash (deleted levels with kept history). */
  async loadTrash(): Promise<void> {
    try {
      this._trash.set(await lastValueFrom(this.api.deleted()));
    } catch (e) {
      this._problem.set(toApiProblem(e));
    }
  }

  /**
   * Undoes a delete: restores the newest kept version of a deleted level (the one the delete removed) in one
   * server step, file and history, then reads the list and the trash again. Returns the id, or null.
   */
  async undelete(id: string): Promise<string | null> {
    const restored = await this.run(
      this.api.history(id).pipe(
        switchMap((versions) => {
          const newest = versions.reduce((a, v) => (v.version > a ? v.version : a), 0);
          if (!newest) return throwError(() => new Error(`levels/pigment/${id}.json has no kept version to restore`));
          return this.api.restore(id, newest, null);
        }),
        map(() => id),
      ),
    );
    await this.loadTrash();
    return restored;
  }

  /** Clears the shown problem. */
  dismissProblem(): void {
    this._problem.set(null);
  }

  private async run(op: Observable<string>): Promise<string | null> {
    try {
      const id = await lastValueFrom(op);
      this._problem.set(null);
      await this.refresh();
      return id;
    } catch (e) {
      this._problem.set(toApiProblem(e));
      return null;
    }
  }

  // the list does not show deleted levels, whose ids stay theirs (the server keeps their history and answers
  // 409 with `deleted`): such an id is skipped for the next free one
  private withFreshId<T>(base: string, taken: Set<string>, attempt: (id: string) => Observable<T>): Observable<T> {
    const tryId = (tries: number): Observable<T> => {
      const id = uniqueId(base, taken);
      return attempt(id).pipe(
        catchError((e: unknown) => {
          const deleted = e instanceof HttpErrorResponse && e.status === 409 && e.error?.deleted;
          if (!deleted || tries >= 5) return throwError(() => e);
          taken.add(id);
          return tryId(tries + 1);
        }),
      );
    };
    return tryId(0);
  }

  private ids(): Set<string> {
    // bad entries' ids are taken too: a new level of that name would collide with the entry on disk
    return new Set([...this._rows().map((l) => l.id), ...this.drafts.newDrafts().map((d) => d.id)]);
  }

  // a level needs its file and metrics read again when either its status or its details are of another
  // version: a save in the editor notes the status (its solve has no metrics), so the status alone would
  // leave the row without thumbnail, metrics and chart bar until a reload (#28). The levels are read and
  // checked side by side (up to CHECKS_AT_ONCE, a browser's connections per host), not one after another:
  // one at a time the list's last metrics waited for every earlier level's two round trips (#28)
  private checkAll(): void {
    const todo = this._levels().filter(
      (l) => this._status()[l.id]?.etag !== l.etag || this._details()[l.id]?.etag !== l.etag,
    );
    from(todo)
      .pipe(
        mergeMap(
          (l) =>
            this.api.get(l.id).pipe(
              // the thumbnail of this version at once; its metrics once the solver answers
              tap(({ level, etag }) => this._details.update((d) => ({ ...d, [l.id]: { etag, level, metrics: null } }))),
              switchMap(({ level, etag }) => this.solver.solve(level).pipe(map((r) => ({ id: l.id, etag, r, level })))),
              // a level the solver cannot answer for stays "not checked"; the others still get checked
              catchError(() => EMPTY),
            ),
          CHECKS_AT_ONCE,
        ),
      )
      .subscribe(({ id, etag, r, level }) => {
        this.noteStatus(id, etag, statusOf(r));
        this._details.update((d) => ({ ...d, [id]: { etag, level, metrics: r.metrics ?? null } }));
      });
  }
}
