import { HttpErrorResponse } from '@angular/common/http';
import { Injectable, computed, effect, inject, signal, untracked } from '@angular/core';
import { type PigmentLevel } from '@levelbench/pigment';
import { lastValueFrom } from 'rxjs';
import { ApiProblem, toApiProblem } from '../../shared/data-access/api-error';
import { readDraft } from '../util/draft';
import { LevelFile, levelText } from '../util/level-file';
import { DraftStorage } from './draft-storage';
import { PigmentLevelsApi } from './levels-api';

const HISTORY_CAP = 200;

/** Where a text change came from: a visual edit is one undo step; JSON typing and one drag stroke are coalesced. */
type ChangeKind = 'visual' | 'stroke' | 'json' | 'load';

/**
 * The open level file. Its JSON text is the single source of truth: the board editor writes it
 * through `edit()`, Monaco through `setText()`, and the parsed level is derived from it. Every
 * unsaved text is also kept as a browser draft (DraftStorage) until it is saved.
 */
@Injectable()
export class LevelEditorStore {
  private readonly api = inject(PigmentLevelsApi);
  private readonly drafts = inject(DraftStorage);
  private readonly _id = signal<string | null>(null);
  private readonly _text = signal('');
  private readonly _savedText = signal('');
  private readonly _etag = signal<string | null>(null);
  private readonly _past = signal<string[]>([]);
  private readonly _future = signal<string[]>([]);
  private readonly _loading = signal(false);
  private readonly _saving = signal(false);
  private readonly _problem = signal<ApiProblem | null>(null);
  /** True once a file was read; an empty text is then an error, not "nothing open". */
  private readonly _opened = signal(false);
  private lastKind: ChangeKind = 'load';
  /** When the open text came from a browser draft: its time (for the "restored" notice). */
  private readonly _restoredAt = signal<string | null>(null);
  private readonly _draftKept = signal(true);

  readonly id = this._id.asReadonly();
  /** True once a file (or draft) was read, whether or not it parses. */
  readonly opened = this._opened.asReadonly();
  /** The file text (what Monaco shows and what is saved). */
  readonly text = this._text.asReadonly();
  readonly etag = this._etag.asReadonly();
  readonly loading = this._loading.asReadonly();
  readonly saving = this._saving.asReadonly();
  /** The last load/save failure (400 with paths, 409 conflict, offline…). */
  readonly problem = this._problem.asReadonly();
  readonly file = computed(() => `levels/pigment/${this._id() ?? 'new'}.json`);
  /** The text read with the same schema and semantic checks the server uses, telling "incomplete" from "broken". */
  readonly reading = computed(() => (this._opened() ? readDraft(this._text(), this.file()) : null));
  /** Real problems in the current text (empty when it is a valid level or a sound draft). */
  readonly errors = computed(() => this.reading()?.errors ?? []);
  /** What a sound draft still lacks before it can be saved (e.g. a mark). */
  readonly missing = computed(() => this.reading()?.missing ?? []);
  /** The current level when the text is a complete, valid level (solver, play-test and Save need one). */
  readonly level = computed<PigmentLevel | null>(() => this.reading()?.valid ?? null);
  /** The level the board paints: valid or merely incomplete. */
  readonly draft = computed<LevelFile | null>(() => this.reading()?.draft ?? null);
  /** The last paintable level (the board keeps showing it while the JSON has errors). */
  readonly lastGoodLevel = computed(() => this.draft() ?? this._lastGood());
  private readonly _lastGood = signal<LevelFile | null>(null);
  readonly dirty = computed(() => this._text() !== this._savedText());
  /** True until the first Save has written the level's file. */
  readonly isNew = computed(() => this._opened() && this._etag() === null);
  /** Set when the open text was restored from a browser draft (ISO time of that draft). */
  readonly restoredAt = this._restoredAt.asReadonly();
  /** False when the browser refused to store the draft (then leaving the page asks first). */
  readonly draftKept = this._draftKept.asReadonly();
  readonly canUndo = computed(() => this._past().length > 0);
  readonly canRedo = computed(() => this._future().length > 0);
  /** Set when the server holds a newer version than ours. */
  readonly conflict = computed(() => {
    const p = this._problem();
    return p?.kind === 'conflict' ? p : null;
  });

  constructor() {
    // every unsaved text is kept in the browser; a saved (or reverted) one is forgotten
    effect(() => {
      const id = this._id();
      const text = this._text();
      const etag = this._etag();
      const keep = this._opened() && this.dirty();
      if (!id || this._loading()) return;
      untracked(() => {
        if (keep) this._draftKept.set(this.drafts.put(id, text, etag, this._past()));
        else this.drafts.remove(id);
      });
    });
  }

  /** Opens a level: the browser draft if there is one (a new level, or unsaved edits), else the server's file. */
  async load(id: string): Promise<void> {
    this._id.set(id);
    this._loading.set(true);
    this._problem.set(null);
    this._restoredAt.set(null);
    const draft = this.drafts.get(id);
    try {
      if (draft?.baseEtag === null) {
        this.reset(draft.text, null, true, '');
        this._past.set([...(draft.undo ?? [])]);
        return;
      }
      const { level, etag } = await lastValueFrom(this.api.get(id));
      const saved = levelText(level);
      if (draft && draft.text !== saved) {
        // edited from `baseEtag`: if someone saved since, Save answers 409 and the conflict panel takes over
        this.reset(draft.text, draft.baseEtag, true, saved);
        // the undo steps kept with the draft: undo goes on across the reload
        this._past.set([...(draft.undo ?? [])]);
        this._restoredAt.set(draft.updatedAt);
      } else this.reset(saved, etag, true);
    } catch (e) {
      this._problem.set(toApiProblem(e));
      if (draft && e instanceof HttpErrorResponse && e.status === 404) {
        // the file is gone (deleted or renamed elsewhere): keep the draft as a new level
        this.reset(draft.text, null, true, '');
        this._restoredAt.set(draft.updatedAt);
      } else this.reset('', null, false);
    } finally {
      this._loading.set(false);
    }
  }

  /** Forgets the browser draft and reopens the level as saved (a never-saved level is gone). */
  async discardDraft(): Promise<void> {
    const id = this._id();
    if (!id) return;
    this._opened.set(false);
    this.drafts.remove(id);
    await this.load(id);
  }

  /** Applies a visual edit to the current draft (ignored while the JSON text is broken); `stroke` edits coalesce. */
  edit(change: (level: LevelFile) => LevelFile, kind: 'visual' | 'stroke' = 'visual'): boolean {
    const level = this.draft();
    if (!level) return false;
    const next = change(level);
    if (next === level) return false;
    this.commit(levelText(next), kind);
    return true;
  }

  /** Ends a drag stroke: the next stroke starts a new undo step. */
  endStroke(): void {
    if (this.lastKind === 'stroke') this.lastKind = 'load';
  }

  /** Puts a text (e.g. an older version) into the editor as one undoable edit. */
  replaceText(text: string): void {
    if (text !== this._text()) this.commit(text, 'visual');
  }

  /** Replaces the text from the JSON editor; consecutive typing is one undo step. */
  setText(text: string): void {
    if (text === this._text()) return;
    this.commit(text, 'json');
  }

  /** Steps back one edit. */
  undo(): void {
    const past = this._past();
    if (!past.length) return;
    this._future.update((f) => [this._text(), ...f]);
    this._past.set(past.slice(0, -1));
    this.setTracked(past[past.length - 1]);
    this.lastKind = 'load';
  }

  /** Re-applies an undone edit. */
  redo(): void {
    const [next, ...rest] = this._future();
    if (next === undefined) return;
    this._past.update((p) => [...p, this._text()]);
    this._future.set(rest);
    this.setTracked(next);
    this.lastKind = 'load';
  }

  /** Saves the text if it is a valid level; refuses (saving nothing) while there are errors. */
  async save(): Promise<boolean> {
    const id = this._id();
    const level = this.level();
    if (!id || !level || this._saving()) return false;
    const text = this._text();
    return this.whileSaving(async () => {
      const r = await lastValueFrom(this.api.put(id, JSON.parse(text), this._etag()));
      this._etag.set(r.etag);
      this._savedText.set(text);
    });
  }

  /** Runs one server write with `saving` on: true (problem cleared) on success, false with the problem shown. */
  private async whileSaving(write: () => Promise<void>): Promise<boolean> {
    this._saving.set(true);
    try {
      await write();
      this._problem.set(null);
      this._restoredAt.set(null);
      return true;
    } catch (e) {
      this._problem.set(toApiProblem(e));
      return false;
    } finally {
      this._saving.set(false);
    }
  }

  /**
   * Restores a saved version on the server in one step (replacing the version we loaded: a 409 shows the
   * conflict), then shows the restored file as one undoable edit, so unsaved edits stay reachable with undo.
   */
  async restore(version: number): Promise<boolean> {
    const id = this._id();
    if (!id || this._saving()) return false;
    return this.whileSaving(async () => {
      await lastValueFrom(this.api.restore(id, version, this._etag()));
      const { level, etag } = await lastValueFrom(this.api.get(id));
      const text = levelText(level);
      this.replaceText(text);
      this._savedText.set(text);
      this._etag.set(etag);
    });
  }

  /** Conflict: take the server's version (our unsaved edits stay reachable with undo). */
  reloadTheirs(): void {
    const c = this.conflict();
    if (!c) return;
    const theirs = typeof c.current === 'string' ? c.current : levelText(c.current);
    this.commit(theirs, 'visual');
    this._savedText.set(theirs);
    this._etag.set(c.etag);
    this._problem.set(null);
  }

  /** Conflict: overwrite the server's version with ours. */
  keepMine(): Promise<boolean> {
    const c = this.conflict();
    if (!c) return Promise.resolve(false);
    this._etag.set(c.etag);
    this._problem.set(null);
    return this.save();
  }

  /** Hides the last problem. */
  dismissProblem(): void {
    this._problem.set(null);
  }

  /** Sets the text, remembering the last valid level for the board to keep showing. */
  private setTracked(text: string): void {
    const before = this.draft();
    if (before) this._lastGood.set(before);
    this._text.set(text);
    const after = this.draft();
    if (after) this._lastGood.set(after);
  }

  private reset(text: string, etag: string | null, opened: boolean, savedText = text): void {
    // the text first, then `opened`: read the other way round, the placeholder '' of a store that has not
    // read a file yet was parsed as a level (a thrown and caught SyntaxError on every open, #28)
    this._text.set(text);
    this._opened.set(opened);
    this._lastGood.set(this.draft());
    this._savedText.set(savedText);
    this._etag.set(etag);
    this._past.set([]);
    this._future.set([]);
    this.lastKind = 'load';
  }

  private commit(text: string, kind: ChangeKind): void {
    const coalesce = (kind === 'json' || kind === 'stroke') && this.lastKind === kind;
    if (!coalesce) this._past.update((p) => [...p, this._text()].slice(-HISTORY_CAP));
    this._future.set([]);
    this.setTracked(text);
    this.lastKind = kind;
  }
}
