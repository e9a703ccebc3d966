import { createWorld } from '@levelbench/worldgen';
import {
  Box3,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshLambertMaterial,
  PerspectiveCamera,
  Vector3,
  type Object3D,
} from 'three';
import { CUBE_LEGEND, cubeDrawing, cubeModel, type CubeDrawing } from './cube-model';
import { FOV, HEIGHT_SCALE, VIEW_ASPECT, buildCubeScene, disposeCubeScene, framing } from './cube-scene';

/** Drawn pieces of one kind: instances of an instanced mesh, or plain meshes. */
function pieces(root: Object3D, name: string): number {
  let n = 0;
  root.traverse((o) => {
    if (o.name !== name) return;
    if (o instanceof InstancedMesh) n += o.count;
    else if (o instanceof Mesh) n++;
  });
  return n;
}

/** World-space box of instance i of an instanced mesh. */
function instanceBox(mesh: InstancedMesh, i: number): Box3 {
  const m = new Matrix4();
  mesh.getMatrixAt(i, m);
  return new Box3(new Vector3(-0.5, -0.5, -0.5), new Vector3(0.5, 0.5, 0.5)).applyMatrix4(m);
}

describe('3D cube scene (three.js objects from the view model)', () => {
  const world = createWorld(7);
  const room = world.map(3).rooms[2];
  const drawing = cubeDrawing(world.cube(3, room.x, room.y)); // a plank bridge, fences, a treasure
  const m = cubeModel(drawing);
  const scene = buildCubeScene(m, { cutaway: true });

  it('names every object by a legend entry', () => {
    const ids = new Set<string>(CUBE_LEGEND.map((e) => e.id));
    const names = new Set<string>();
    scene.traverse((o) => o !== scene && names.add(o.name));
    for (const n of names) expect(ids).toContain(n);
  });

  it('draws one ground or water column per cell, its top at the cell height', () => {
    const land = m.cells.filter((c) => !c.water);
    expect(pieces(scene, 'ground')).toBe(land.length);
    expect(pieces(scene, 'water')).toBe(m.cells.length - land.length);
    const ground = scene.getObjectByName('ground') as InstancedMesh;
    land.forEach((c, i) => expect(instanceBox(ground, i).max.y).toBeCloseTo(c.ground * HEIGHT_SCALE, 5));
  });

  it('draws each fenced side, bridge deck, portal with its floor, route and the treasure', () => {
    expect(pieces(scene, 'fence')).toBe(m.fences.length);
    expect(pieces(scene, 'bridge')).toBe(m.cells.filter((c) => c.bridge).length);
    expect(pieces(scene, 'portal') + pieces(scene, 'entry')).toBe(m.portals.length);
    expect(pieces(scene, 'portal-floor')).toBe(m.portals.length);
    expect(pieces(scene, 'route')).toBe(m.routes.length);
    expect(pieces(scene, 'treasure')).toBe(1);
    // fences stand on their layer's surface, just inside the fenced side
    const fence = scene.getObjectByName('fence') as InstancedMesh;
    m.fences.forEach((f, i) => {
      const b = instanceBox(fence, i);
      expect(b.min.y).toBeCloseTo(f.h * HEIGHT_SCALE, 5);
      const edge = { N: b.min.z, S: b.max.z, E: b.max.x, W: b.min.x }[f.side];
      const want = { N: f.y - 8, S: f.y - 7, E: f.x - 7, W: f.x - 8 }[f.side];
      expect(Math.abs(edge - want)).toBeLessThan(0.1);
    });
  });

  it('draws stairs as one step per height unit, rising from the low place to the high one', () => {
    const sm = cubeModel(cubeDrawing(world.cube(4, 8, 0))); // (9,6) at 0 up to (9,7) at 3
    const st = buildCubeScene(sm, { cutaway: true }).getObjectByName('stairs') as InstancedMesh;
    const n = sm.stairs.reduce((a, s) => a + Math.max(1, s.high.h - s.low.h), 0);
    expect(st.count).toBe(n);
    const first = [0, 1, 2].map((i) => instanceBox(st, i));
    expect(first.map((b) => +b.max.y.toFixed(3))).toEqual([1, 2, 3].map((k) => k * HEIGHT_SCALE));
    expect(first[0].getCenter(new Vector3()).z).toBeLessThan(first[2].getCenter(new Vector3()).z);
  });

  it('marks a portal off its floor with a post down to the surface', () => {
    const p = drawing.portals[0];
    const raised: CubeDrawing = { ...drawing, portals: [{ ...p, layer: 0, standH: drawing.ground[p.y][p.x] + 4 }] };
    const s = buildCubeScene(cubeModel(raised), { cutaway: true });
    expect(pieces(s, 'off-floor')).toBe(1);
    expect(pieces(scene, 'off-floor')).toBe(m.portals.filter((x) => !x.onFloor).length);
  });

  it('cuts cave rock away (faint, no depth) or draws it solid', () => {
    const caveRoom = world.map(9).rooms[2];
    const cave = cubeModel(cubeDrawing(world.cube(9, caveRoom.x, caveRoom.y)));
    const cut = buildCubeScene(cave, { cutaway: true }).getObjectByName('rock') as InstancedMesh;
    const solid = buildCubeScene(cave, { cutaway: false }).getObjectByName('rock') as InstancedMesh;
    expect(cut.count).toBe(cave.cells.filter((c) => c.ceiling !== null).length);
    const [c, s] = [cut.material, solid.material] as MeshLambertMaterial[];
    expect([c.transparent, c.depthWrite, c.opacity < 0.5]).toEqual([true, false, true]);
    expect([s.transparent, s.depthWrite, s.opacity]).toEqual([false, true, 1]);
    // the rock's underside is the ceiling height
    const ceiling = cave.cells.find((x) => x.ceiling !== null)?.ceiling ?? NaN;
    expect(instanceBox(cut, 0).min.y).toBeCloseTo(ceiling * HEIGHT_SCALE, 5);
    expect(instanceBox(solid, 0).min.y).toBeCloseTo(ceiling * HEIGHT_SCALE, 5);
    // cut away only a thin plate is left; solid, the rock reaches up over the highest thing in the cube
    expect(instanceBox(cut, 0).max.y - instanceBox(cut, 0).min.y).toBeLessThan(0.2);
    expect(instanceBox(solid, 0).max.y).toBeGreaterThan(cave.maxH * HEIGHT_SCALE);
  });

  it('frames the whole cube from above, outside it, centred and filling the picture', () => {
    for (const cube of [m, cubeModel(cubeDrawing(world.cube(9, world.map(9).rooms[2].x, world.map(9).rooms[2].y)))]) {
      const f = framing(cube);
      expect(f.position.y).toBeGreaterThan(cube.maxH * HEIGHT_SCALE);
      expect(f.position.distanceTo(f.target)).toBeGreaterThan(cube.size / 2);
      const box = new Box3().setFromObject(buildCubeScene(cube, { cutaway: false }));
      expect(box.containsPoint(f.position)).toBe(false);
      const camera = new PerspectiveCamera(FOV, VIEW_ASPECT, 0.1, 1000);
      camera.position.copy(f.position);
      camera.lookAt(f.target);
      camera.updateMatrixWorld();
      // the corners of the cube's columns (ground up to the rock or the highest floor), in the picture
      const ndc: Vector3[] = [];
      for (const x of [-8, 8])
        for (const y of [box.min.y, (cube.maxH + 1) * HEIGHT_SCALE])
          for (const z of [-8, 8]) ndc.push(new Vector3(x, y, z).project(camera));
      const [x0, x1] = [Math.min(...ndc.map((p) => p.x)), Math.max(...ndc.map((p) => p.x))];
      const [y0, y1] = [Math.min(...ndc.map((p) => p.y)), Math.max(...ndc.map((p) => p.y))];
      expect(Math.max(-x0, x1, -y0, y1)).toBeLessThanOrEqual(0.93);
      expect(Math.max(-x0, x1, -y0, y1)).toBeGreaterThan(0.85);
      expect(Math.abs(x0 + x1)).toBeLessThan(0.1);
    }
  });

  it('frees what it made', () => {
    const s = buildCubeScene(m, { cutaway: false });
    let disposed = 0;
    s.traverse(
      (o) => o instanceof Mesh && (o.material as MeshLambertMaterial).addEventListener('dispose', () => disposed++),
    );
    disposeCubeScene(s);
    expect(disposed).toBeGreaterThan(10);
  });
});
