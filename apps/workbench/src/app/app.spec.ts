import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { App } from './app';
import { SessionStore } from './shell/session.store';
import { THEME_STORAGE_KEY } from './shell/theme.store';

/** Loopback: the shell offers no sign-out (sign-out-button.spec.ts tests it). */
const NO_SESSION = { info: signal(null), busy: signal(false), load: async () => undefined };

describe('App shell', () => {
  beforeEach(async () => {
    localStorage.clear();
    document.documentElement.className = '';
    await TestBed.configureTestingModule({
      imports: [App],
      providers: [provideRouter([]), { provide: SessionStore, useValue: NO_SESSION }],
    }).compileComponents();
  });

  it('shows the four sections and Help in the side navigation', async () => {
    const fixture = TestBed.createComponent(App);
    await fixture.whenStable();
    const links = [...(fixture.nativeElement as HTMLElement).querySelectorAll('nav a')].map((a) =>
      a.textContent?.trim(),
    );
    expect(links).toEqual(['Pigment', 'Water Sort', 'Worlds', 'Reports', 'Help']);
  });

  it('toggles the theme and remembers it', async () => {
    const fixture = TestBed.createComponent(App);
    await fixture.whenStable();
    const before = document.documentElement.classList.contains('dark-theme');
    (fixture.nativeElement.querySelector('.theme-toggle') as HTMLButtonElement).click();
    await fixture.whenStable();
    expect(document.documentElement.classList.contains('dark-theme')).toBe(!before);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(before ? 'light' : 'dark');
  });

  it('opens the shortcut list on "?"', async () => {
    const fixture = TestBed.createComponent(App);
    await fixture.whenStable();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: '?' }));
    await fixture.whenStable();
    expect(document.body.textContent).toContain('Keyboard shortcuts');
    expect(document.body.textContent).toContain('Tip the die north, east, south, west');
  });
});
