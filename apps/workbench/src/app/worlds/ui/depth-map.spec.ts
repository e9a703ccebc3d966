import { TestBed } from '@angular/core/testing';
import { createWorld } from '@levelbench/worldgen';
import { DepthMapView } from './depth-map';

describe('DepthMapView', () => {
  const map = createWorld(7).map(4);

  async function render(frame: unknown = null) {
    const fixture = TestBed.createComponent(DepthMapView);
    fixture.componentRef.setInput('map', map);
    fixture.componentRef.setInput('frame', frame);
    fixture.componentRef.setInput('picked', { x: map.cubes[0].x, y: map.cubes[0].y });
    await fixture.whenStable();
    const opened: { x: number; y: number }[] = [];
    fixture.componentInstance.opened.subscribe((p) => opened.push(p));
    const cubes = Array.from(fixture.nativeElement.querySelectorAll('[data-cube]')) as SVGGElement[];
    return { fixture, cubes, opened };
  }

  it('draws every cube as a labelled button and marks the picked one', async () => {
    const { cubes, fixture } = await render();
    expect(cubes).toHaveLength(map.cubes.length);
    expect(cubes.every((c) => c.getAttribute('role') === 'button')).toBe(true);
    // one tab stop, on the opened cube
    expect(cubes.map((c) => c.getAttribute('tabindex')).filter((t) => t === '0')).toHaveLength(1);
    expect(cubes[0].getAttribute('tabindex')).toBe('0');
    expect(cubes[0].getAttribute('aria-label')).toMatch(/^Cube \(-?\d+,-?\d+\): /);
    expect(cubes[0].classList.contains('picked')).toBe(true);
    expect(cubes.filter((c) => c.classList.contains('room'))).toHaveLength(map.rooms.length);
    expect(fixture.nativeElement.querySelector('polyline.route')).not.toBeNull();
    expect(fixture.nativeElement.querySelectorAll('.options')).toHaveLength(0);
  });

  it('emits the cube opened by click, Enter or Space', async () => {
    const { cubes, opened } = await render();
    cubes[1].dispatchEvent(new MouseEvent('click'));
    cubes[2].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    cubes[3].dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    expect(opened).toEqual([1, 2, 3].map((i) => ({ x: map.cubes[i].x, y: map.cubes[i].y })));
  });

  it('shows the option count of every cube Play has not collapsed', async () => {
    const options = new Map(map.cubes.map((c) => [`${c.x},${c.y}`, 87]));
    const { fixture, cubes } = await render({ collapsed: new Map(), options, current: null });
    const counts = Array.from(fixture.nativeElement.querySelectorAll('.options')) as SVGTextElement[];
    expect(counts).toHaveLength(map.cubes.length);
    expect(counts.every((t) => t.textContent?.trim() === '87')).toBe(true);
    expect(cubes.every((c) => c.classList.contains('pending'))).toBe(true);
  });

  it('moves the tab stop and the focus with the arrow keys', async () => {
    const { cubes, fixture } = await render();
    const i = map.cubes.findIndex((c) => map.cubes.some((d) => d.y === c.y && d.x === c.x + 1));
    const from = map.cubes[i];
    cubes[i].focus();
    cubes[i].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', cancelable: true }));
    await fixture.whenStable();
    const right = fixture.nativeElement.querySelector(`[data-cube="${from.x + 1},${from.y}"]`);
    expect(document.activeElement).toBe(right);
    expect(right.getAttribute('tabindex')).toBe('0');
    expect(cubes.map((c) => c.getAttribute('tabindex')).filter((t) => t === '0')).toHaveLength(1);
  });
});
