import { TestBed } from '@angular/core/testing';
import { createWorld } from '@levelbench/worldgen';
import { CUBE_COLOURS, cubeDrawing, cubeModel } from '../util/cube-model';
import { CubeView } from './cube-view';

describe('CubeView', () => {
  it('draws the cube from its view model (no HTML strings) and reads out its portals', async () => {
    const world = createWorld(7);
    const room = world.map(3).rooms[0];
    const cube = world.cube(3, room.x, room.y);
    const fixture = TestBed.createComponent(CubeView);
    fixture.componentRef.setInput('model', cubeModel(cubeDrawing(cube)));
    await fixture.whenStable();
    const el = fixture.nativeElement as HTMLElement;
    const svg = el.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 384 384');
    expect(svg?.getAttribute('aria-label')).toContain(`${cube.portals.length} portals`);
    const portals = Array.from(el.querySelectorAll('circle.portal'));
    expect(portals).toHaveLength(cube.portals.length);
    expect(portals.filter((p) => p.classList.contains('exit'))).toHaveLength(1);
    expect(portals.every((p) => p.getAttribute('aria-label')?.startsWith('Portal '))).toBe(true);
    expect(el.querySelectorAll('polyline.route').length).toBeGreaterThan(0);
    expect(el.querySelectorAll('line.fence').length).toBe(cubeModel(cubeDrawing(cube)).fences.length);
    // the shared colours reach the drawing as custom properties
    expect(el.style.getPropertyValue('--c-fence')).toBe(CUBE_COLOURS.fence);
  });
});
