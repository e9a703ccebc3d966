import { HttpClient, HttpErrorResponse, HttpHeaders } from '@angular/common/http';
import { Signal, WritableSignal, computed, inject, signal } from '@angular/core';
import { lastValueFrom } from 'rxjs';
import { ApiProblem, toApiProblem } from './api-error';

/** The version on the server that a save collided with. */
export interface JsonFileConflict<T> {
  readonly theirs: T | null;
  readonly etag: string | null;
}

/** Which file a {@link JsonFileStore} edits and how its content is read and compared. */
export interface JsonFileOptions<T> {
  /** The game folder under `levels/` (`watersort`, `worldgen`, …). */
  readonly game: string;
  /** The file id: `levels/<game>/<id>.json`, served at `/api/levels/<game>/<id>`. */
  readonly id: string;
  /** The content used while the file does not exist yet (the first save creates it). */
  readonly defaults: T;
  /** Turns a loaded or saved body into the stored value (e.g. drops unknown fields). */
  readonly parse: (body: T) => T;
  /** True when two values are the same content (default: same JSON text). */
  readonly same?: (a: T, b: T) => boolean;
}

/**
 * One JSON file under `levels/`: the saved version with its ETag, the designer's draft, save with
 * If-Match / If-None-Match, 400 problems with JSON paths and a 409 conflict with both ways out.
 * Stores extend it with their file's options (and stay `@Injectable` singletons themselves).
 */
export abstract class JsonFileStore<T> {
  private readonly http = inject(HttpClient);
  private readonly url: string;
  private readonly _saved = signal<T | null>(null);
  private readonly _draft: WritableSignal<T>;
  /** null: the file does not exist yet (the first save creates it). */
  private readonly _etag = signal<string | null>(null);
  private readonly _problem = signal<ApiProblem | null>(null);
  private readonly _conflict = signal<JsonFileConflict<T> | null>(null);
  private readonly _busy = signal(false);
  private readonly _loaded = signal(false);
  /** True after the server said the file does not exist (a save then creates it). */
  private readonly _missing = signal(false);

  /** The content being edited (previews use it, so a change shows before saving). */
  readonly draft: Signal<T>;
  /** The version last loaded or saved (null while the file does not exist). */
  readonly saved = this._saved.asReadonly();
  /** The last load/save failure other than a conflict (400 with paths, offline…). */
  readonly problem = this._problem.asReadonly();
  /** Set when a save collided with a newer version on the server. */
  readonly conflict = this._conflict.asReadonly();
  /** True while a load or save is in flight. */
  readonly busy = this._busy.asReadonly();
  /** True once the first load finished (found, missing or failed). */
  readonly loaded = this._loaded.asReadonly();
  /** True when there is no file yet and the draft is the built-in default. */
  readonly isNew = computed(() => this._missing());
  /** True when the draft differs from the saved version (or from the defaults when there is none). */
  readonly dirty = computed(() => !this.same(this._draft(), this._saved() ?? this.opts.defaults));

  protected constructor(private readonly opts: JsonFileOptions<T>) {
    this.url = `/api/levels/${opts.game}/${opts.id}`;
    this._draft = signal<T>(opts.defaults);
    this.draft = this._draft.asReadonly();
  }

  /** Loads the file once (again with `force`); a missing file starts from the defaults. */
  async load(force = false): Promise<void> {
    if (this._loaded() && !force) return;
    this._busy.set(true);
    try {
      const r = await lastValueFrom(this.http.get<T>(this.url, { observe: 'response' }));
      this.accept(r.body as T, r.headers.get('ETag'));
    } catch (e) {
      if (e instanceof HttpErrorResponse && e.status === 404) {
        this._saved.set(null);
        this._draft.set(this.opts.defaults);
        this._etag.set(null);
        this._missing.set(true);
        this._problem.set(null);
      } else this._problem.set(toApiProblem(e));
    } finally {
      this._loaded.set(true);
      this._busy.set(false);
    }
  }

  /** Replaces the draft (the editors' pure functions produce the next value). */
  edit(next: T): void {
    this._draft.set(next);
  }

  /** Drops the draft and goes back to the saved version. */
  revert(): void {
    this._draft.set(this._saved() ?? this.opts.defaults);
    // the server's refusal was about the draft just dropped
    this._problem.set(null);
  }

  /** Saves the draft over the version we loaded; a 409 keeps the draft and offers both ways out. */
  async save(): Promise<boolean> {
    this._busy.set(true);
    const etag = this._etag();
    const headers = new HttpHeaders(etag === null ? { 'If-None-Match': '*' } : { 'If-Match': etag });
    const value = this._draft();
    try {
      const r = await lastValueFrom(
        this.http.put<{ etag?: string }>(this.url, value, { headers, observe: 'response' }),
      );
      this.accept(value, r.headers.get('ETag') ?? r.body?.etag ?? null);
      return true;
    } catch (e) {
      const p = toApiProblem(e);
      if (p.kind === 'conflict') this._conflict.set({ theirs: (p.current as T | null) ?? null, etag: p.etag });
      else this._problem.set(p);
      return false;
    } finally {
      this._busy.set(false);
    }
  }

  /** Conflict: take the server's version and drop the draft. */
  async reloadTheirs(): Promise<void> {
    this._conflict.set(null);
    await this.load(true);
  }

  /** Conflict: keep the draft and save it over their version. */
  async keepMine(): Promise<boolean> {
    const c = this._conflict();
    this._conflict.set(null);
    if (c) this._etag.set(c.etag);
    return this.save();
  }

  /** Hides the last problem. */
  dismissProblem(): void {
    this._problem.set(null);
  }

  private same(a: T, b: T): boolean {
    return this.opts.same ? this.opts.same(a, b) : JSON.stringify(a) === JSON.stringify(b);
  }

  private accept(value: T, etag: string | null): void {
    const clean = this.opts.parse(value);
    this._saved.set(clean);
    this._draft.set(clean);
    this._etag.set(etag);
    this._missing.set(false);
    this._problem.set(null);
  }
}
