import { HttpClient, HttpErrorResponse, HttpHeaders } from '@angular/common/http';
import { Injectable, computed, inject, signal } from '@angular/core';
import { lastValueFrom } from 'rxjs';
import { packOrder, type PigmentPack } from '@levelbench/pigment/lite';
import { ApiProblem, toApiProblem } from '../../shared/data-access/api-error';
import { PigmentLevelsStore } from './levels.store';

const URL = '/api/levels/pigment/pack';

/** The pack order (`levels/pigment/pack.json`): which level comes first, saved whenever the designer reorders. */
@Injectable({ providedIn: 'root' })
export class PigmentPackStore {
  private readonly http = inject(HttpClient);
  private readonly levels = inject(PigmentLevelsStore);
  private readonly _pack = signal<PigmentPack | null>(null);
  private readonly _problem = signal<ApiProblem | null>(null);
  private etag: string | null = null;

  readonly problem = this._problem.asReadonly();
  /** Level ids in pack order: the pack's, then every level it does not list. */
  readonly order = computed(() =>
    packOrder(
      this._pack(),
      this.levels.levels().map((l) => l.id),
    ),
  );

  /** Reads pack.json (none yet — the server answers 204 — : every level in id order). */
  async load(): Promise<void> {
    try {
      const r = await lastValueFrom(this.http.get<PigmentPack>(URL, { observe: 'response' }));
      this._pack.set(r.body);
      this.etag = r.headers.get('ETag');
    } catch (e) {
      if (e instanceof HttpErrorResponse && e.status === 404) {
        this._pack.set(null);
        this.etag = null;
      } else this._problem.set(toApiProblem(e));
    }
  }

  /** Moves the level at `from` to `to` in the shown order and saves the pack. */
  move(from: number, to: number): Promise<void> {
    const order = [...this.order()];
    const [id] = order.splice(from, 1);
    order.splice(to, 0, id);
    return this.save(order);
  }

  /**
   * Puts a level at the end of the pack (a new level's first save): without it a level the pack does not
   * list is shown in id order, in the middle of the designer's pack.
   */
  append(id: string): Promise<void> {
    const order = this.order().filter((x) => x !== id);
    return this.save([...order, id]);
  }

  /** Drops a deleted level from the pack (when it is listed). */
  forget(id: string): Promise<void> {
    const pack = this._pack();
    return pack?.order.includes(id) ? this.save(pack.order.filter((x) => x !== id)) : Promise.resolve();
  }

  /** Saves `order` as the pack (ids the folder does not hold are left out). */
  async save(order: string[]): Promise<void> {
    const known = new Set(this.levels.levels().map((l) => l.id));
    const pack: PigmentPack = { order: order.filter((id) => known.has(id)) };
    const previous = this._pack();
    this._pack.set(pack); // the list moves at once; a refused save puts it back
    try {
      const headers = new HttpHeaders(this.etag ? { 'If-Match': this.etag } : { 'If-None-Match': '*' });
      const r = await lastValueFrom(this.http.put(URL, pack, { headers, observe: 'response' }));
      this.etag = r.headers.get('ETag');
      this._problem.set(null);
    } catch (e) {
      this._pack.set(previous);
      this._problem.set(toApiProblem(e));
      await this.load();
    }
  }
}
