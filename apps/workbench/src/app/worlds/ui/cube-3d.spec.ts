import { TestBed } from '@angular/core/testing';
import { createWorld } from '@levelbench/worldgen';
import { CUBE_LEGEND, cubeDrawing, cubeModel } from '../util/cube-model';
import { Cube3d } from './cube-3d';
import { CubeLegend } from './cube-legend';

describe('Cube3d', () => {
  const world = createWorld(7);
  const caveRoom = world.map(9).rooms[2];
  const cave = cubeModel(cubeDrawing(world.cube(9, caveRoom.x, caveRoom.y)));

  it('says so instead of crashing when the browser has no WebGL (jsdom has none), and names its canvas', async () => {
    const fixture = TestBed.createComponent(Cube3d);
    fixture.componentRef.setInput('model', cave);
    await fixture.whenStable();
    await new Promise((r) => setTimeout(r, 0));
    fixture.detectChanges();
    const el = fixture.nativeElement as HTMLElement;
    expect(fixture.componentInstance.state()).toBe('no-webgl');
    expect(el.querySelector('[data-testid=cube-3d-unavailable]')?.textContent).toContain('cannot draw 3D');
    const canvas = el.querySelector('canvas');
    expect(canvas?.getAttribute('role')).toBe('img');
    expect(canvas?.getAttribute('aria-label')).toBe(`3D view of the cube: ${cave.summary}`);
    const hint = el.querySelector(`#${canvas?.getAttribute('aria-describedby')}`);
    expect(hint?.textContent).toContain('Cave rock is cut away');
    // every control has a name; without a renderer they are off
    const buttons = Array.from(el.querySelectorAll('button'));
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim())).toEqual([
      'Reset view',
      'Zoom in',
      'Zoom out',
      'Turn left',
      'Turn right',
    ]);
    expect(buttons.every((b) => b.disabled)).toBe(true);
    expect(el.querySelector('[data-testid=cutaway]')?.textContent).toContain('Cut away cave rock');
  });
});

describe('CubeLegend', () => {
  it('lists every drawn thing, fences too, and marks the 3D-only ones', async () => {
    const fixture = TestBed.createComponent(CubeLegend);
    await fixture.whenStable();
    const items = Array.from((fixture.nativeElement as HTMLElement).querySelectorAll('[data-legend]'));
    expect(items.map((i) => i.getAttribute('data-legend'))).toEqual(CUBE_LEGEND.map((e) => e.id));
    const fence = items.find((i) => i.getAttribute('data-legend') === 'fence');
    expect(fence?.textContent).toContain('fence');
    expect(items.filter((i) => i.textContent?.includes('(3D)')).map((i) => i.getAttribute('data-legend'))).toEqual([
      'pillar',
      'portal-floor',
    ]);
  });
});
