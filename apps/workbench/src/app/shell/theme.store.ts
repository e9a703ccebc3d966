import { DOCUMENT, Injectable, effect, inject, signal } from '@angular/core';

/** The two colour schemes the shell offers. */
export type ThemeMode = 'light' | 'dark';

/** localStorage key holding the chosen theme. */
export const THEME_STORAGE_KEY = 'levelbench.theme';

/** Reads a stored theme, falling back to the system preference. */
export function initialTheme(stored: string | null, prefersDark: boolean): ThemeMode {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}

/** Owns the light/dark choice: persisted in localStorage, applied as a class on <html>. */
@Injectable({ providedIn: 'root' })
export class ThemeStore {
  private readonly doc = inject(DOCUMENT);
  private readonly storage = this.doc.defaultView?.localStorage;
  private readonly _mode = signal<ThemeMode>(
    initialTheme(
      this.storage?.getItem(THEME_STORAGE_KEY) ?? null,
      this.doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
    ),
  );
  /** The theme in use. */
  readonly mode = this._mode.asReadonly();

  constructor() {
    effect(() => {
      const mode = this._mode();
      const root = this.doc.documentElement;
      root.classList.toggle('dark-theme', mode === 'dark');
      root.classList.toggle('light-theme', mode === 'light');
      this.storage?.setItem(THEME_STORAGE_KEY, mode);
    });
  }

  /** Switches between light and dark. */
  toggle(): void {
    this._mode.update((m) => (m === 'dark' ? 'light' : 'dark'));
  }
}
