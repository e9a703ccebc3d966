import { HttpClient, HttpErrorResponse, HttpHeaders } from '@angular/common/http';
import { Injectable, computed, inject, signal } from '@angular/core';
import { defaultCurve, type Curve } from '@levelbench/watersort';
import { lastValueFrom } from 'rxjs';
import { ApiProblem, toApiProblem } from '../../shared/data-access/api-error';
import { sameCurve } from '../util/curve-edit';

const URL = '/api/levels/watersort/curve';

/** The version on the server that a save collided with. */
export interface CurveConflict {
  readonly theirs: Curve | null;
  readonly etag: string | null;
}

/** `levels/watersort/curve.json`: the saved version, the designer's draft, save with ETag conflict handling. */
@Injectable({ providedIn: 'root' })
export class CurveStore {
  private readonly http = inject(HttpClient);
  private readonly _saved = signal<Curve | null>(null);
  private readonly _draft = signal<Curve>(defaultCurve);
  /** null: the file does not exist yet (the first save creates it). */
  private readonly _etag = signal<string | null>(null);
  private readonly _problem = signal<ApiProblem | null>(null);
  private readonly _conflict = signal<CurveConflict | null>(null);
  private readonly _busy = signal(false);
  private readonly _loaded = signal(false);
  /** True after the server said the file does not exist (a save then creates it). */
  private readonly _missing = signal(false);

  /** The curve being edited (what previews and the chart use). */
  readonly draft = this._draft.asReadonly();
  readonly saved = this._saved.asReadonly();
  readonly problem = this._problem.asReadonly();
  readonly conflict = this._conflict.asReadonly();
  readonly busy = this._busy.asReadonly();
  readonly loaded = this._loaded.asReadonly();
  /** True when there is no file yet and the draft is the built-in default. */
  readonly isNew = computed(() => this._missing());
  readonly dirty = computed(() => !sameCurve(this._draft(), this._saved() ?? defaultCurve));

  /** Loads the file once (again with `force`); a missing file starts from the default curve. */
  async load(force = false): Promise<void> {
    if (this._loaded() && !force) return;
    this._busy.set(true);
    try {
      const r = await lastValueFrom(this.http.get<Curve>(URL, { observe: 'response' }));
      this.accept(r.body as Curve, r.headers.get('ETag'));
    } catch (e) {
      if (e instanceof HttpErrorResponse && e.status === 404) {
        this._saved.set(null);
        this._draft.set(defaultCurve);
        this._etag.set(null);
        this._missing.set(true);
        this._problem.set(null);
      } else this._problem.set(toApiProblem(e));
    } finally {
      this._loaded.set(true);
      this._busy.set(false);
    }
  }

  /** Replaces the draft (the editor's pure functions produce the next curve). */
  edit(next: Curve): void {
    this._draft.set(next);
  }

  /** Drops the draft and goes back to the saved version. */
  revert(): void {
    this._draft.set(this._saved() ?? defaultCurve);
  }

  /** Saves the draft over the version we loaded; a 409 keeps the draft and offers both ways out. */
  async save(): Promise<boolean> {
    this._busy.set(true);
    const etag = this._etag();
    const headers = new HttpHeaders(etag === null ? { 'If-None-Match': '*' } : { 'If-Match': etag });
    const curve = this._draft();
    try {
      const r = await lastValueFrom(this.http.put<{ etag?: string }>(URL, curve, { headers, observe: 'response' }));
      this.accept(curve, r.headers.get('ETag') ?? r.body?.etag ?? null);
      return true;
    } catch (e) {
      const p = toApiProblem(e);
      if (p.kind === 'conflict') this._conflict.set({ theirs: (p.current as Curve | null) ?? null, etag: p.etag });
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

  dismissProblem(): void {
    this._problem.set(null);
  }

  private accept(curve: Curve, etag: string | null): void {
    const clean: Curve = { levels: curve.levels, candidates: curve.candidates, tiers: curve.tiers.map((t) => ({ colors: t.colors, levels: t.levels })) };
    this._saved.set(clean);
    this._draft.set(clean);
    this._etag.set(etag);
    this._missing.set(false);
    this._problem.set(null);
  }
}
