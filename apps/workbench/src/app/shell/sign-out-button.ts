import { ChangeDetectionStrategy, Component, OnInit, computed, inject } from '@angular/core';
import { SessionStore } from './session.store';

/** The toolbar's "Sign out", shown only to a browser signed in to a team server with a session. */
@Component({
  selector: 'app-sign-out',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (signedIn()) {
      <button
        type="button"
        class="sign-out"
        [disabled]="session.busy()"
        [title]="'Signed in as ' + session.info()?.name + ': end this session on the server'"
        (click)="session.signOut()"
      >
        Sign out
      </button>
    }
  `,
  // a plain button (the shell loads no Material component), styled as a text button on the Material tokens
  styles: `
    .sign-out {
      height: 40px;
      padding: 0 12px;
      border: 0;
      border-radius: 20px;
      background: transparent;
      color: var(--mat-sys-primary);
      font: var(--mat-sys-label-large);
      cursor: pointer;
    }
    .sign-out:hover {
      background: color-mix(in srgb, currentColor 8%, transparent);
    }
    .sign-out:disabled {
      color: color-mix(in srgb, var(--mat-sys-on-surface) 38%, transparent);
      cursor: default;
    }
  `,
})
export class SignOutButton implements OnInit {
  protected readonly session = inject(SessionStore);
  /** Team mode with a browser session (a Bearer token or loopback has nothing to sign out of). */
  protected readonly signedIn = computed(() => {
    const i = this.session.info();
    return i?.team === true && i.via === 'session';
  });

  ngOnInit(): void {
    void this.session.load();
  }
}
