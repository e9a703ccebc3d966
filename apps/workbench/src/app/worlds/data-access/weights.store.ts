import { HttpClient, HttpErrorResponse, HttpHeaders } from '@angular/common/http';
import { Injectable, computed, inject, signal } from '@angular/core';
import { defaultWeights, type Weights } from '@levelbench/worldgen';
import { lastValueFrom } from 'rxjs';
import { ApiProblem, toApiProblem } from '../../shared/data-access/api-error';

const URL = '/api/levels/worldgen/weights';

/** The version on the server that a save collided with. */
export interface WeightsConflict {
  readonly theirs: Weights | null;
  readonly etag: string | null;
}

/** `levels/worldgen/weights.json`: saved version, the designer's draft, save with ETag conflict handling. */
@Injectable({ providedIn: 'root' })
export class WeightsStore {
  private readonly http = inject(HttpClient);
  private readonly _saved = signal<Weights | null>(null);
  private readonly _draft = signal<Weights>(defaultWeights);
  private readonly _etag = signal<string | null>(null);
  private readonly _problem = signal<ApiProblem | null>(null);
  private readonly _conflict = signal<WeightsConflict | null>(null);
  private readonly _busy = signal(false);
  private readonly _loaded = signal(false);
  /** True after the server said the file does not exist (a save then creates it). */
  private readonly _missing = signal(false);

  /** The weights being edited; previews and statistics use these, so a change shows before saving. */
  readonly draft = this._draft.asReadonly();
  readonly saved = this._saved.asReadonly();
  readonly problem = this._problem.asReadonly();
  readonly conflict = this._conflict.asReadonly();
  readonly busy = this._busy.asReadonly();
  readonly loaded = this._loaded.asReadonly();
  readonly isNew = computed(() => this._missing());
  readonly dirty = computed(() => JSON.stringify(this._draft()) !== JSON.stringify(this._saved() ?? defaultWeights));

  /** Loads the file once (again with `force`); a missing file starts from the lib's defaults. */
  async load(force = false): Promise<void> {
    if (this._loaded() && !force) return;
    this._busy.set(true);
    try {
      const r = await lastValueFrom(this.http.get<Weights>(URL, { observe: 'response' }));
      this.accept(r.body as Weights, r.headers.get('ETag'));
    } catch (e) {
      if (e instanceof HttpErrorResponse && e.status === 404) {
        this._saved.set(null);
        this._draft.set(defaultWeights);
        this._etag.set(null);
        this._missing.set(true);
      } else this._problem.set(toApiProblem(e));
    } finally {
      this._loaded.set(true);
      this._busy.set(false);
    }
  }

  edit(next: Weights): void {
    this._draft.set(next);
  }

  revert(): void {
    this._draft.set(this._saved() ?? defaultWeights);
  }

  /** Saves the draft over the version we loaded; a 409 keeps the draft and offers both ways out. */
  async save(): Promise<boolean> {
    this._busy.set(true);
    const etag = this._etag();
    const headers = new HttpHeaders(etag === null ? { 'If-None-Match': '*' } : { 'If-Match': etag });
    const w = this._draft();
    try {
      const r = await lastValueFrom(this.http.put<{ etag?: string }>(URL, w, { headers, observe: 'response' }));
      this.accept(w, r.headers.get('ETag') ?? r.body?.etag ?? null);
      return true;
    } catch (e) {
      const p = toApiProblem(e);
      if (p.kind === 'conflict') this._conflict.set({ theirs: (p.current as Weights | null) ?? null, etag: p.etag });
      else this._problem.set(p);
      return false;
    } finally {
      this._busy.set(false);
    }
  }

  async reloadTheirs(): Promise<void> {
    this._conflict.set(null);
    await this.load(true);
  }

  async keepMine(): Promise<boolean> {
    const c = this._conflict();
    this._conflict.set(null);
    if (c) this._etag.set(c.etag);
    return this.save();
  }

  dismissProblem(): void {
    this._problem.set(null);
  }

  private accept(w: Weights, etag: string | null): void {
    this._saved.set(w);
    this._draft.set(w);
    this._etag.set(etag);
    this._missing.set(false);
    this._problem.set(null);
  }
}
