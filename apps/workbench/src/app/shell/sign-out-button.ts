import { ChangeDetectionStrategy, Component, OnInit, computed, inject } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatTooltipModule } from '@angular/material/tooltip';
import { SessionStore } from './session.store';

/** The toolbar's "Sign out", shown only to a browser signed in to a team server with a session. */
@Component({
  selector: 'app-sign-out',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule, MatTooltipModule],
  template: `
    @if (signedIn()) {
      <button
        mat-button
        class="sign-out"
        [disabled]="session.busy()"
        [matTooltip]="'Signed in as ' + session.info()?.name + ': end this session on the server'"
        (click)="session.signOut()"
      >
        Sign out
      </button>
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
