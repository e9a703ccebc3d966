import { Injectable, computed, signal } from '@angular/core';

/** An unsaved level text kept in the browser until it is saved (or discarded). */
export interface StoredDraft {
  readonly id: string;
  readonly text: string;
  /** The server version the draft was edited from; null for a level never saved. */
  readonly baseEtag: string | null;
  /** ISO time of the last change. */
  readonly updatedAt: string;
  /** The undo stack (older texts, oldest first), bounded by {@link boundUndo}, so undo survives a reload. */
  readonly undo?: readonly string[];
}

/** At most this many undo steps are kept with a draft… */
export const DRAFT_UNDO_STEPS = 50;
/** …and at most this many characters of them (the newest steps win). */
export const DRAFT_UNDO_CHARS = 400_000;

/** The newest undo steps that fit the bounds above. */
export function boundUndo(past: readonly string[]): string[] {
  const out: string[] = [];
  let chars = 0;
  for (let i = past.length - 1; i >= 0 && out.length < DRAFT_UNDO_STEPS; i--) {
    chars += past[i].length;
    if (chars > DRAFT_UNDO_CHARS) break;
    out.unshift(past[i]);
  }
  return out;
}

/** The `name` in a draft's text (the id when the text has none or is broken). */
export function draftName(d: StoredDraft): string {
  try {
    const v = JSON.parse(d.text) as { name?: unknown };
    return typeof v.name === 'string' && v.name.trim() ? v.name : d.id;
  } catch {
    return d.id;
  }
}

const PREFIX = 'levelbench:pigment:draft:';

/**
 * Drafts in localStorage, one key per level id, so a reload or a crash loses nothing. Writes are
 * synchronous: the draft is on disk before the next frame. A browser that refuses storage (private
 * mode, quota) simply keeps no drafts.
 */
@Injectable({ providedIn: 'root' })
export class DraftStorage {
  private readonly _drafts = signal<StoredDraft[]>(this.scan());

  /** Every draft in this browser, newest first. */
  readonly drafts = this._drafts.asReadonly();
  /** Drafts of levels that were never saved (they have no file yet), newest first. */
  readonly newDrafts = computed(() => this._drafts().filter((d) => d.baseEtag === null));
  /** Ids of saved levels with unsaved edits kept here. */
  readonly editedIds = computed(
    () =>
      new Set(
        this._drafts()
          .filter((d) => d.baseEtag !== null)
          .map((d) => d.id),
      ),
  );

  /** The draft of a level, if any. */
  get(id: string): StoredDraft | null {
    try {
      const raw = localStorage.getItem(PREFIX + id);
      const d = raw ? (JSON.parse(raw) as StoredDraft) : null;
      if (!d || typeof d.text !== 'string') return null;
      const undo = Array.isArray(d.undo) ? d.undo.filter((t): t is string => typeof t === 'string') : [];
      return { ...d, undo };
    } catch {
      return null;
    }
  }

  /** Stores (replaces) the draft of a level; returns false when the browser refused. */
  put(id: string, text: string, baseEtag: string | null, undo: readonly string[] = []): boolean {
    const d: StoredDraft = { id, text, baseEtag, updatedAt: new Date().toISOString(), undo: boundUndo(undo) };
    try {
      localStorage.setItem(PREFIX + id, JSON.stringify(d));
    } catch {
      // over the quota with the undo steps: the text alone still matters most
      try {
        localStorage.setItem(PREFIX + id, JSON.stringify({ ...d, undo: [] }));
      } catch {
        return false;
      }
    }
    if (!this._drafts().some((x) => x.id === id && x.baseEtag === baseEtag)) this.refresh();
    return true;
  }

  /** Forgets a level's draft (after a save, or when the designer discards it). */
  remove(id: string): void {
    try {
      localStorage.removeItem(PREFIX + id);
    } catch {
      // nothing stored, nothing to forget
    }
    this.refresh();
  }

  /** Moves a draft to a new id (a rename of its level). */
  move(from: string, to: string): void {
    const d = this.get(from);
    if (!d) return;
    this.remove(from);
    this.put(to, d.text, d.baseEtag, d.undo);
  }

  private refresh(): void {
    this._drafts.set(this.scan());
  }

  private scan(): StoredDraft[] {
    const out: StoredDraft[] = [];
    try {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        if (!key?.startsWith(PREFIX)) continue;
        const d = this.get(key.slice(PREFIX.length));
        if (d) out.push(d);
      }
    } catch {
      // storage unavailable: no drafts
    }
    return out.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }
}
