import { HttpClient } from '@angular/common/http';
import { DOCUMENT, Injectable, InjectionToken, inject, signal } from '@angular/core';
import type { SessionInfo } from '@levelbench/contracts';
import { firstValueFrom } from 'rxjs';

/** Reloads the page (after sign-out the server answers it with its sign-in page); tests replace it. */
export const RELOAD_PAGE = new InjectionToken<() => void>('RELOAD_PAGE', {
  providedIn: 'root',
  factory: () => {
    const doc = inject(DOCUMENT);
    return () => doc.defaultView?.location.reload();
  },
});

/** Who this browser is signed in as (`GET /api/session`), and signing out (`POST /api/logout`). */
@Injectable({ providedIn: 'root' })
export class SessionStore {
  private readonly http = inject(HttpClient);
  private readonly reload = inject(RELOAD_PAGE);
  private readonly _info = signal<SessionInfo | null>(null);
  private readonly _busy = signal(false);
  /** The server's answer; null until it comes (or when it cannot be read). */
  readonly info = this._info.asReadonly();
  /** True while a sign-out is on its way. */
  readonly busy = this._busy.asReadonly();

  /** Asks the server once; a failure leaves `info` null (no sign-out offered). */
  async load(): Promise<void> {
    try {
      this._info.set(await firstValueFrom(this.http.get<SessionInfo>('/api/session')));
    } catch {
      this._info.set(null);
    }
  }

  /**
   * Ends this browser's session on the server, then reloads the page: without a session the server
   * answers every page with its sign-in page. A failed sign-out keeps the page (and says nothing was ended).
   */
  async signOut(): Promise<boolean> {
    this._busy.set(true);
    try {
      await firstValueFrom(this.http.post('/api/logout', {}));
    } catch {
      this._busy.set(false);
      return false;
    }
    this.reload();
    return true;
  }
}
