import { Injectable, inject, signal } from '@angular/core';
import { levelSpec, type Curve } from '@levelbench/watersort';
import { Subscription } from 'rxjs';
import { WatersortWorker } from './watersort-worker';
import type { LevelPreview } from './worker-protocol';

/** Which board to show: level n of a curve, or the daily of a UTC date. */
export type PreviewTarget = { readonly level: number; readonly curve: Curve } | { readonly date: string };

/** One generated level (board, metrics, ranked candidates), made in the Web Worker; provided per page. */
@Injectable()
export class LevelPreviewStore {
  private readonly worker = inject(WatersortWorker);
  private readonly _preview = signal<LevelPreview | null>(null);
  private readonly _loading = signal(false);
  private readonly _error = signal<string | null>(null);
  private sub: Subscription | null = null;

  readonly preview = this._preview.asReadonly();
  readonly loading = this._loading.asReadonly();
  readonly error = this._error.asReadonly();

  /** Generates the target's board (the previous request is cancelled). */
  load(target: PreviewTarget): void {
    this.sub?.unsubscribe();
    this._loading.set(true);
    this._error.set(null);
    let body;
    try {
      body =
        'date' in target
          ? { kind: 'daily' as const, date: target.date }
          : { kind: 'level' as const, spec: levelSpec(target.curve, target.level) };
    } catch (e) {
      this._error.set((e as Error).message);
      this._loading.set(false);
      return;
    }
    this.sub = this.worker.request(body).subscribe({
      next: (e) => {
        if (e.type === 'level') this._preview.set(e.value);
      },
      error: (e: Error) => {
        this._error.set(e.message);
        this._loading.set(false);
      },
      complete: () => this._loading.set(false),
    });
  }
}
