import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import type { SessionInfo } from '@levelbench/contracts';
import { RELOAD_PAGE } from './session.store';
import { SignOutButton } from './sign-out-button';

describe('SignOutButton', () => {
  let http: HttpTestingController;
  let reloads: number;

  beforeEach(() => {
    reloads = 0;
    TestBed.configureTestingModule({
      imports: [SignOutButton],
      providers: [provideHttpClient(), provideHttpClientTesting(), { provide: RELOAD_PAGE, useValue: () => reloads++ }],
    });
    http = TestBed.inject(HttpTestingController);
  });
  afterEach(() => http.verify());

  async function render(info: SessionInfo) {
    const fixture = TestBed.createComponent(SignOutButton);
    fixture.detectChanges();
    http.expectOne('/api/session').flush(info);
    await new Promise((r) => setTimeout(r));
    fixture.detectChanges();
    await fixture.whenStable();
    return fixture.nativeElement as HTMLElement;
  }

  it('offers nothing on loopback or to a Bearer script', async () => {
    expect((await render({ team: false, name: null, via: null })).querySelector('button')).toBeNull();
    expect((await render({ team: true, name: 'team', via: 'bearer' })).querySelector('button')).toBeNull();
  });

  it('ends the session on the server, then reloads into the sign-in page', async () => {
    const el = await render({ team: true, name: 'team', via: 'session' });
    const button = el.querySelector('button.sign-out') as HTMLButtonElement;
    expect(button.textContent?.trim()).toBe('Sign out');
    button.click();
    const req = http.expectOne('/api/logout');
    expect([req.request.method, req.request.body]).toEqual(['POST', {}]);
    expect(reloads).toBe(0);
    req.flush(null, { status: 204, statusText: 'No Content' });
    await new Promise((r) => setTimeout(r));
    expect(reloads).toBe(1);
  });

  it('stays on the page when the sign-out fails', async () => {
    const el = await render({ team: true, name: 'team', via: 'session' });
    (el.querySelector('button.sign-out') as HTMLButtonElement).click();
    http.expectOne('/api/logout').flush({ error: 'down' }, { status: 503, statusText: 'Unavailable' });
    await new Promise((r) => setTimeout(r));
    expect(reloads).toBe(0);
  });
});
