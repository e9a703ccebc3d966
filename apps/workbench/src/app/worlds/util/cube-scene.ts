/**
 * The 3D scene of a cube's view model, in three.js objects (no renderer, no DOM: unit-testable). One cell is
 * one unit wide; heights are scaled by {@link HEIGHT_SCALE}; x runs east, z south, y up. Every object is named
 * by the legend id of what it draws ({@link DrawnKind}). Loaded lazily with three (never in the initial bundle).
 */
import type { Dir } from '@levelbench/worldgen';
import {
  BoxGeometry,
  Color,
  CurvePath,
  CylinderGeometry,
  DoubleSide,
  Group,
  InstancedMesh,
  LineCurve3,
  Material,
  Matrix4,
  Mesh,
  MeshLambertMaterial,
  Object3D,
  PerspectiveCamera,
  TorusGeometry,
  TubeGeometry,
  Vector3,
} from 'three';
import { CUBE_COLOURS, groundShade, type CubeModel, type DrawnKind } from './cube-model';

/** World units per height unit (a hero needs 3 height units of head room; a cell is 1 unit wide). */
export const HEIGHT_SCALE = 0.5;

/** Options of the scene: `cutaway` shows cave rock as a faint glass so the cave floor stays visible. */
export interface SceneOptions {
  readonly cutaway: boolean;
}

/** A box by its centre and size (world units). */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly w: number;
  readonly h: number;
  readonly d: number;
  readonly colour?: string;
}

const unitBox = new BoxGeometry(1, 1, 1);

function material(colour: string, extra: Partial<{ transparent: boolean; opacity: number }> = {}): MeshLambertMaterial {
  return new MeshLambertMaterial({ color: new Color(colour), ...extra });
}

/** Many boxes in one draw call; per-box colours when given. */
function boxes(name: DrawnKind, list: readonly Box[], mat: Material): InstancedMesh {
  const mesh = new InstancedMesh(unitBox, mat, Math.max(1, list.length));
  mesh.name = name;
  mesh.count = list.length;
  const m = new Matrix4();
  list.forEach((b, i) => {
    m.makeScale(b.w, b.h, b.d).setPosition(b.x, b.y, b.z);
    mesh.setMatrixAt(i, m);
    if (b.colour) mesh.setColorAt(i, new Color(b.colour));
  });
  mesh.instanceMatrix.needsUpdate = true;
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
  mesh.computeBoundingSphere();
  return mesh;
}

/** A box from `bottom` to `top` (world heights) over a cell's centre. */
function column(cx: number, cz: number, bottom: number, top: number, w = 1, d = w, colour?: string): Box {
  return { x: cx, y: (bottom + top) / 2, z: cz, w, h: Math.max(0.001, top - bottom), d, colour };
}

/** Scales a CSS colour's lightness a little, to tell neighbouring cells of one height apart. */
function tint(css: string, f: number): string {
  const c = new Color(css);
  return `#${c.multiplyScalar(f).getHexString()}`;
}

/** Where the camera looks and from where, so the whole cube is in view. */
export interface Framing {
  readonly target: Vector3;
  readonly position: Vector3;
  /** The largest extent of the cube (world units), for near/far planes and zoom limits. */
  readonly extent: number;
}

/** Vertical field of view of the camera (degrees). */
export const FOV = 40;

/** Width over height of the 3D view's canvas (its CSS keeps this aspect ratio). */
export const VIEW_ASPECT = 5 / 4;

/**
 * The default camera of a cube: looking from the south-east, above, as close as it can be with every corner
 * of the cube's box inside the picture (8 % margin) and the box centred in it, for a view of that aspect ratio.
 */
export function framing(m: CubeModel, aspect = VIEW_ASPECT): Framing {
  const bottom = (m.minH - 2) * HEIGHT_SCALE;
  const top = (m.maxH + (m.rockShare > 0 ? 2 : 1)) * HEIGHT_SCALE;
  const target = new Vector3(0, (bottom + top) / 2, 0);
  const dir = new Vector3(0.55, 0.95, 1).normalize();
  const half = m.size / 2;
  const corners = [-half, half].flatMap((x) =>
    [bottom, top].flatMap((y) => [-half, half].map((z) => new Vector3(x, y, z))),
  );
  const camera = new PerspectiveCamera(FOV, aspect, 0.1, 1000);
  const place = (d: number) => {
    camera.position.copy(target).addScaledVector(dir, d);
    camera.lookAt(target);
    camera.updateMatrixWorld();
    const p = corners.map((c) => c.clone().project(camera));
    const xs = p.map((v) => v.x);
    const ys = p.map((v) => v.y);
    return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
  };
  let distance = 8 * m.size;
  for (let round = 0; round < 3; round++) {
    // the smallest distance that fits, by bisection between one that does not and one that does
    let [lo, hi] = [0.5, 8 * m.size];
    for (let i = 0; i < 40; i++) {
      const mid = (lo + hi) / 2;
      const b = place(mid);
      if (Math.max(-b.x0, b.x1, -b.y0, b.y1) <= 0.92) hi = mid;
      else lo = mid;
    }
    distance = hi;
    // then move the camera sideways so the box sits in the middle of the picture
    const b = place(distance);
    const halfH = distance * Math.tan((FOV * Math.PI) / 360);
    const right = new Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
    const up = new Vector3().setFromMatrixColumn(camera.matrixWorld, 1);
    target
      .addScaledVector(right, ((b.x0 + b.x1) / 2) * halfH * aspect)
      .addScaledVector(up, ((b.y0 + b.y1) / 2) * halfH);
  }
  place(distance);
  const extent = 2 * Math.hypot(half, half, (top - bottom) / 2);
  return { target, position: camera.position.clone(), extent };
}

/** Builds the scene of a cube: a group of named objects, centred on the origin. */
export function buildCubeScene(m: CubeModel, opts: SceneOptions): Group {
  const V = HEIGHT_SCALE;
  const half = m.size / 2;
  const cx = (x: number) => x - half + 0.5;
  const cz = (y: number) => y - half + 0.5;
  const base = (m.minH - 2) * V;
  const top = (m.maxH + 2) * V;
  const group = new Group();
  group.name = 'cube';
  const add = (o: Object3D) => group.add(o);

  const ground: Box[] = [];
  const water: Box[] = [];
  const slabs: Box[] = [];
  const decks: Box[] = [];
  const rock: Box[] = [];
  const blocked: Box[] = [];
  for (const c of m.cells) {
    const checker = (c.x + c.y) % 2 ? 1 : 0.93;
    const h = c.ground * V;
    if (c.water) water.push(column(cx(c.x), cz(c.y), base, h - 0.1, 1, 1, tint(CUBE_COLOURS.water, checker)));
    else ground.push(column(cx(c.x), cz(c.y), base, h, 1, 1, tint(groundShade(c.ground), checker)));
    if (c.slab !== null)
      (c.bridge ? decks : slabs).push(
        column(cx(c.x), cz(c.y), c.slab * V - (c.bridge ? 0.16 : 0.3), c.slab * V + 0.01, c.bridge ? 0.96 : 1),
      );
    // cut away, the rock is only its underside, a faint plate: the cave floor shows through it
    if (c.ceiling !== null)
      rock.push(column(cx(c.x), cz(c.y), c.ceiling * V, opts.cutaway ? c.ceiling * V + 0.12 : top));
    if (c.blocked) {
      const roof = c.slab !== null && c.slab > c.ground ? c.slab * V - 0.3 : h + 1.2;
      blocked.push(column(cx(c.x), cz(c.y), h, roof, 0.7));
    }
  }
  add(boxes('ground', ground, material('#ffffff')));
  add(boxes('water', water, material('#ffffff')));
  add(boxes('slab', slabs, material(CUBE_COLOURS.slab)));
  add(boxes('bridge', decks, material(CUBE_COLOURS.bridge)));
  add(boxes('blocked', blocked, material(CUBE_COLOURS.blocked)));
  const rockMat = opts.cutaway
    ? new MeshLambertMaterial({ color: CUBE_COLOURS.rock, transparent: true, opacity: 0.22, depthWrite: false })
    : material(CUBE_COLOURS.rock);
  const rockMesh = boxes('rock', rock, rockMat);
  rockMesh.renderOrder = 2;
  add(rockMesh);

  add(
    boxes(
      'pillar',
      m.bridges.flatMap((b) => b.pillars.map((p) => column(cx(p.x), cz(p.y), p.bottom * V, p.top * V - 0.16, 0.22))),
      material(CUBE_COLOURS.pillar),
    ),
  );

  // stairs: on the low cell, one block per height step, rising toward the high cell's edge
  const steps: Box[] = [];
  for (const st of m.stairs) {
    const [dx, dz] = [st.high.x - st.low.x, st.high.y - st.low.y];
    const n = Math.max(1, st.high.h - st.low.h);
    const depth = 0.9 / n;
    for (let i = 0; i < n; i++) {
      const along = -0.4 + depth * (i + 0.5);
      const x = cx(st.low.x) + dx * (along + 0.5) * 0.999;
      const z = cz(st.low.y) + dz * (along + 0.5) * 0.999;
      const w = dx ? depth : 0.8;
      const d = dz ? depth : 0.8;
      steps.push(column(x, z, st.low.h * V, (st.low.h + i + 1) * V, w, d));
    }
  }
  add(boxes('stairs', steps, material(CUBE_COLOURS.stairs)));

  // ladders: two rails and a rung per height unit, on the cell's north edge
  const rungs: Box[] = [];
  for (const l of m.ladders) {
    const [x, z] = [cx(l.x), cz(l.y) - 0.38];
    const [b, t] = [l.bottom * V, l.top * V + 0.3];
    rungs.push(column(x - 0.22, z, b, t, 0.06), column(x + 0.22, z, b, t, 0.06));
    for (let h = l.bottom + 1; h <= l.top; h++) rungs.push(column(x, z, h * V - 0.03, h * V + 0.03, 0.44, 0.06));
  }
  add(boxes('ladder', rungs, material(CUBE_COLOURS.ladder)));

  // fences: a low rail just inside the fenced side, standing on the layer's surface
  const edge: Record<Dir, readonly [number, number, boolean]> = {
    N: [0, -0.46, true],
    S: [0, 0.46, true],
    E: [0.46, 0, false],
    W: [-0.46, 0, false],
  };
  add(
    boxes(
      'fence',
      m.fences.map((f) => {
        const [ox, oz, alongX] = edge[f.side];
        return column(cx(f.x) + ox, cz(f.y) + oz, f.h * V, f.h * V + 0.36, alongX ? 1 : 0.07, alongX ? 0.07 : 1);
      }),
      material(CUBE_COLOURS.fence),
    ),
  );

  // portals: an upright ring over a disc (its floor), facing across the side they stand on
  const ring = new TorusGeometry(0.38, 0.07, 10, 28);
  const exitRing = new TorusGeometry(0.38, 0.11, 10, 28);
  const pad = new CylinderGeometry(0.46, 0.46, 0.08, 24);
  for (const p of m.portals) {
    const colour = p.entry ? CUBE_COLOURS.entry : CUBE_COLOURS.portal;
    const y = p.standH * V;
    const r = new Mesh(p.exit ? exitRing : ring, material(colour));
    r.name = p.entry ? 'entry' : 'portal';
    r.position.set(cx(p.x), y + 0.5, cz(p.y));
    if (p.x === 0 || p.x === m.size - 1) r.rotation.y = Math.PI / 2;
    r.userData = { id: p.id };
    add(r);
    const floor = new Mesh(pad, material(tint(colour, 0.6)));
    floor.name = 'portal-floor';
    floor.position.set(cx(p.x), y + 0.04, cz(p.y));
    add(floor);
    if (!p.onFloor) {
      const to = (p.surface ?? m.minH) * V;
      const miss = new Mesh(unitBox, material(CUBE_COLOURS['off-floor']));
      miss.name = 'off-floor';
      miss.scale.set(0.1, Math.max(0.05, Math.abs(y - to)), 0.1);
      miss.position.set(cx(p.x), (y + to) / 2, cz(p.y));
      add(miss);
    }
  }

  // planned routes: a tube a little above the places they pass
  m.routes.forEach((r, i) => {
    const path = new CurvePath<Vector3>();
    const at = (k: number) => new Vector3(cx(r[k].x), r[k].h * V + 0.25 + 0.04 * i, cz(r[k].y));
    for (let k = 1; k < r.length; k++) path.add(new LineCurve3(at(k - 1), at(k)));
    const tube = new Mesh(new TubeGeometry(path, 4 * (r.length - 1), 0.06, 6, false), material(CUBE_COLOURS.route));
    tube.name = 'route';
    add(tube);
  });

  const fall = new MeshLambertMaterial({ color: CUBE_COLOURS.waterfall, transparent: true, opacity: 0.8 });
  for (const w of m.waterfalls.filter((f) => f.intoBelow)) {
    const shaft = new Mesh(new CylinderGeometry(0.3, 0.3, 1, 16, 1, true), fall);
    shaft.material.side = DoubleSide;
    shaft.name = 'waterfall';
    shaft.scale.y = w.h * V - base + 0.2;
    shaft.position.set(cx(w.x), (w.h * V + base) / 2, cz(w.y));
    add(shaft);
  }
  if (m.landing) {
    const pool = new Mesh(new TorusGeometry(0.36, 0.08, 8, 24), material(CUBE_COLOURS.landing));
    pool.name = 'landing';
    pool.rotation.x = Math.PI / 2;
    pool.position.set(cx(m.landing.x), m.landing.h * V + 0.02, cz(m.landing.y));
    add(pool);
  }
  if (m.treasure) {
    const t = new Mesh(unitBox, material(CUBE_COLOURS.treasure));
    t.name = 'treasure';
    t.scale.set(0.5, 0.32, 0.34);
    t.position.set(cx(m.treasure.x), m.treasure.h * V + 0.16, cz(m.treasure.y));
    add(t);
  }
  return group;
}

/** Frees the geometries and materials of a scene built by {@link buildCubeScene} (the shared unit box stays). */
export function disposeCubeScene(g: Group): void {
  g.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    if (o.geometry !== unitBox) o.geometry.dispose();
    (Array.isArray(o.material) ? o.material : [o.material]).forEach((x: Material) => x.dispose());
  });
}
