import { isPlatformBrowser } from '@angular/common';
import { DOCUMENT, DestroyRef, Injectable, PLATFORM_ID, computed, inject, signal } from '@angular/core';
import {
  PlayerStats,
  Win,
  parseStats,
  recordWin,
  serializeStats,
  solvedDailies,
  statsFor,
  type KeyStats,
} from '../util/player-stats';

/** localStorage key holding the Water Sort player stats. */
export const PLAYER_STATS_KEY = 'levelbench.watersort.stats.v1';

/** The browser's localStorage, or null on the server or where touching it throws (privacy modes). */
function browserStorage(doc: Document, platform: object): Storage | null {
  if (!isPlatformBrowser(platform)) return null;
  try {
    return doc.defaultView?.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Player stats per level and daily: a signal, persisted in localStorage and kept in step with other tabs. */
@Injectable({ providedIn: 'root' })
export class PlayerStatsStore {
  private readonly doc = inject(DOCUMENT);
  private readonly storage = browserStorage(this.doc, inject(PLATFORM_ID));
  private readonly _stats = signal<PlayerStats>(parseStats(this.read()));
  /** Everything recorded so far. */
  readonly stats = this._stats.asReadonly();
  /** Solved dailies by date. */
  readonly dailies = computed(() => solvedDailies(this._stats()));

  constructor() {
    const win = this.storage ? this.doc.defaultView : null;
    const onStorage = (e: StorageEvent) => {
      if (e.key === PLAYER_STATS_KEY || e.key === null) this._stats.set(parseStats(this.read()));
    };
    win?.addEventListener('storage', onStorage);
    inject(DestroyRef).onDestroy(() => win?.removeEventListener('storage', onStorage));
  }

  /** The stats of one key (`level:12`, `daily:2026-11-30`), or null; reactive when read in a computed. */
  get(key: string): KeyStats | null {
    return statsFor(this._stats(), key);
  }

  /** Records a win and persists it; returns the key's stats afterwards (null if the win was invalid). */
  record(win: Win, now = Date.now()): KeyStats | null {
    const next = recordWin(this._stats(), win, now);
    if (next === this._stats()) return null;
    this._stats.set(next);
    try {
      this.storage?.setItem(PLAYER_STATS_KEY, serializeStats(next));
    } catch {
      // storage full or refused: the stats still hold for this session
    }
    return statsFor(next, win.key);
  }

  private read(): string | null {
    try {
      return this.storage?.getItem(PLAYER_STATS_KEY) ?? null;
    } catch {
      return null;
    }
  }
}
