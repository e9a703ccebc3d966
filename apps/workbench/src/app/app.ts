import { BreakpointObserver } from '@angular/cdk/layout';
import { ChangeDetectionStrategy, Component, Injector, inject, signal } from '@angular/core';
import { takeUntilDestroyed, toSignal } from '@angular/core/rxjs-interop';
import { NavigationEnd, Router, RouterLink, RouterLinkActive, RouterOutlet } from '@angular/router';
import { filter, map, skip } from 'rxjs';
import { focusLostTo } from './shell/focus-after-navigation';
import { NAV_LINKS, isTyping } from './shell/shortcuts';
import { SignOutButton } from './shell/sign-out-button';
import { ThemeStore } from './shell/theme.store';

/**
 * The shell: toolbar, side navigation, theme toggle, help dialog and global shortcuts. Plain elements on the
 * Material tokens: the shell loads no Material component, so the first page shows sooner (docs/BENCHMARKS.md).
 */
@Component({
  selector: 'app-root',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [RouterOutlet, RouterLink, RouterLinkActive, SignOutButton],
  templateUrl: './app.html',
  styleUrl: './app.scss',
  host: { '(document:keydown)': 'onKey($event)' },
})
export class App {
  protected readonly theme = inject(ThemeStore);
  private readonly injector = inject(Injector);
  private readonly router = inject(Router);
  protected readonly links = NAV_LINKS;
  /** Whether the overlay navigation of a narrow screen is open. */
  protected readonly navOpen = signal(false);
  /** Narrow screens get an overlay drawer instead of a side rail. */
  protected readonly narrow = toSignal(
    inject(BreakpointObserver)
      .observe('(max-width: 800px)')
      .pipe(map((s) => s.matches)),
    { initialValue: false },
  );

  constructor() {
    // a lazily loaded page renders a little after NavigationEnd: look for its heading over a few frames
    this.router.events
      .pipe(
        filter((e) => e instanceof NavigationEnd),
        skip(1), // the page as first loaded keeps the browser's own start
        takeUntilDestroyed(),
      )
      .subscribe(() => {
        let frames = 0;
        const tryFocus = () => {
          const active = document.activeElement;
          if (active && active !== document.body && active.isConnected) return;
          if (!focusLostTo(document) && ++frames < 30) requestAnimationFrame(tryFocus);
        };
        requestAnimationFrame(tryFocus);
      });
  }

  /**
   * Opens the keyboard shortcut list. The dialog is loaded on first use: its mix table and metric list bring the
   * Pigment rules (and Ajv) along, which the initial bundle need not parse before the first page shows.
   */
  async openHelp(): Promise<void> {
    const [{ HelpDialog }, { MatDialog }] = await Promise.all([
      import('./shell/help-dialog'),
      import('@angular/material/dialog'),
    ]);
    const dialog = this.injector.get(MatDialog);
    if (dialog.openDialogs.some((d) => d.componentInstance instanceof HelpDialog)) return;
    dialog.open(HelpDialog, { width: '640px', maxWidth: '95vw' });
  }

  protected onKey(e: KeyboardEvent): void {
    const link = e.altKey && !e.ctrlKey && /^Digit[1-9]$/.test(e.code) ? this.links[Number(e.code[5]) - 1] : undefined;
    if (link) {
      e.preventDefault();
      void this.router.navigateByUrl(link.path);
    } else if (e.key === 'Escape' && this.navOpen()) {
      this.navOpen.set(false);
    } else if (e.altKey && !e.ctrlKey && e.code === 'KeyT') {
      e.preventDefault();
      this.theme.toggle();
    } else if (e.key === '?' && !e.ctrlKey && !e.altKey && !isTyping(e.target)) {
      e.preventDefault();
      void this.openHelp();
    }
  }
}
