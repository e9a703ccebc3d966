import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { routesFor } from './app.routes';
import { WORKBENCH_GAMES, type WorkbenchGame } from './games';
import { NAV_LINKS, SHORTCUTS, navLinks } from './shell/shortcuts';

@Component({ selector: 'app-tiles-page', template: '<h1>Tiles</h1>' })
class TilesPage {}

/** A toy fourth game: its folder's routes.ts would hold this. */
const tiles: WorkbenchGame = {
  game: 'tiles',
  path: 'tiles',
  label: 'Tiles',
  title: 'Tiles · levelbench',
  routes: [{ path: '', title: 'Tiles levels · levelbench', loadComponent: async () => TilesPage }],
};

describe('the workbench games', () => {
  it('are the three games in the navigation order, each with its pages', () => {
    expect(WORKBENCH_GAMES.map((g) => [g.game, g.path, g.label])).toEqual([
      ['pigment', 'pigment', 'Pigment'],
      ['watersort', 'watersort', 'Water Sort'],
      ['worldgen', 'worlds', 'Worlds'],
    ]);
    expect(NAV_LINKS.map((l) => l.path)).toEqual(['/pigment', '/watersort', '/worlds', '/reports', '/help']);
    // the help dialog's Alt+digit line names what the digits reach
    expect(SHORTCUTS.find((s) => s.keys.startsWith('Alt+1'))).toMatchObject({
      keys: 'Alt+1 … Alt+5',
      what: 'Go to Pigment, Water Sort, Worlds, Reports, Help',
    });
    const pigment = WORKBENCH_GAMES[0].routes.map((r) => r.path);
    expect(pigment).toEqual(['', 'pack/play', ':id', ':id/play']);
  });

  it('route and list a fourth game from its one entry', async () => {
    const games = [...WORKBENCH_GAMES, tiles];
    expect(navLinks(games).map((l) => l.label)).toEqual([
      'Pigment',
      'Water Sort',
      'Worlds',
      'Tiles',
      'Reports',
      'Help',
    ]);
    TestBed.configureTestingModule({ providers: [provideRouter(routesFor(games))] });
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/tiles');
    expect(harness.routeNativeElement?.textContent).toContain('Tiles');
    expect(document.title).toBe('Tiles levels · levelbench');
    // an unknown path lands on the first game
    await harness.navigateByUrl('/nowhere');
    expect(TestBed.inject(Router).url).toBe('/pigment');
  });
});
