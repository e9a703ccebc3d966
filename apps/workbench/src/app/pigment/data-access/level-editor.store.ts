import { Injectable, computed, inject, signal } from '@angular/core';
import { parsePigmentLevel, type PigmentLevel } from '@levelbench/pigment';
import { lastValueFrom } from 'rxjs';
import { ApiProblem, toApiProblem } from '../../shared/data-access/api-error';
import { LevelFile, levelText } from '../util/level-file';
import { PigmentLevelsApi } from './levels-api';

const HISTORY_CAP = 200;

/** Where a text change came from: a visual edit is one undo step; JSON typing is coalesced into one. */
type ChangeKind = 'visual' | 'json' | 'load';

/**
 * The open level file. Its JSON text is the single source of truth: the board editor writes it
 * through `edit()`, Monaco through `setText()`, and the parsed level is derived from it.
 */
@Injectable()
export class LevelEditorStore {
  private readonly api = inject(PigmentLevelsApi);
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

  readonly id = this._id.asReadonly();
  /** The file text (what Monaco shows and what is saved). */
  readonly text = this._text.asReadonly();
  readonly etag = this._etag.asReadonly();
  readonly loading = this._loading.asReadonly();
  readonly saving = this._saving.asReadonly();
  /** The last load/save failure (400 with paths, 409 conflict, offline…). */
  readonly problem = this._problem.asReadonly();
  readonly file = computed(() => `levels/pigment/${this._id() ?? 'new'}.json`);
  /** The text parsed and checked with the same schema and semantic checks the server uses. */
  readonly parsed = computed(() => (this._opened() ? parsePigmentLevel(this._text(), this.file()) : null));
  /** Problems in the current text (empty when it is a valid level). */
  readonly errors = computed(() => {
    const p = this.parsed();
    return p && !p.ok ? p.errors : [];
  });
  /** The current level when the text is valid. */
  readonly level = computed<PigmentLevel | null>(() => {
    const p = this.parsed();
    return p?.ok ? p.value : null;
  });
  /** The last valid level (the board keeps showing it while the JSON has errors). */
  readonly lastGoodLevel = computed(() => this.level() ?? this._lastGood());
  private readonly _lastGood = signal<PigmentLevel | null>(null);
  readonly dirty = computed(() => this._text() !== this._savedText());
  readonly canUndo = computed(() => this._past().length > 0);
  readonly canRedo = computed(() => this._future().length > 0);
  /** Set when the server holds a newer version than ours. */
  readonly conflict = computed(() => {
    const p = this._problem();
    return p?.kind === 'conflict' ? p : null;
  });

  /** Opens a level from the server, dropping local history. */
  async load(id: string): Promise<void> {
    this._id.set(id);
    this._loading.set(true);
    this._problem.set(null);
    try {
      const { level, etag } = await lastValueFrom(this.api.get(id));
      this.reset(levelText(level), etag, true);
    } catch (e) {
      this._problem.set(toApiProblem(e));
      this.reset('', null, false);
    } finally {
      this._loading.set(false);
    }
  }

  /** Applies a visual edit to the current level (ignored while the JSON text is invalid). */
  edit(change: (level: LevelFile) => LevelFile): boolean {
    const level = this.level();
    if (!level) return false;
    const next = change(level);
    if (next === level) return false;
    this.commit(levelText(next), 'visual');
    return true;
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
    this._saving.set(true);
    try {
      const r = await lastValueFrom(this.api.put(id, JSON.parse(text), this._etag()));
      this._etag.set(r.etag);
      this._savedText.set(text);
      this._problem.set(null);
      return true;
    } catch (e) {
      this._problem.set(toApiProblem(e));
      return false;
    } finally {
      this._saving.set(false);
    }
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
    const before = this.level();
    if (before) this._lastGood.set(before);
    this._text.set(text);
    const after = this.level();
    if (after) this._lastGood.set(after);
  }

  private reset(text: string, etag: string | null, opened: boolean): void {
    this._opened.set(opened);
    this._lastGood.set(null);
    this.setTracked(text);
    this._savedText.set(text);
    this._etag.set(etag);
    this._past.set([]);
    this._future.set([]);
    this.lastKind = 'load';
  }

  private commit(text: string, kind: ChangeKind): void {
    const coalesce = kind === 'json' && this.lastKind === 'json';
    if (!coalesce) this._past.update((p) => [...p, this._text()].slice(-HISTORY_CAP));
    this._future.set([]);
    this.setTracked(text);
    this.lastKind = kind;
  }
}
