/**
 * The 3D cube view's renderer: three.js on a given canvas, orbit controls, render on demand. Imported only
 * with a dynamic `import()` by the 3D view component, so three lands in its own lazy chunk.
 */
import {
  AmbientLight,
  DirectionalLight,
  HemisphereLight,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  WebGLRenderer,
  type Group,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { CubeModel } from './cube-model';
import { FOV, buildCubeScene, disposeCubeScene, framing } from './cube-scene';

/** What the 3D view component drives. */
export interface CubeRenderer {
  /** Draws a cube; `reframe` puts the camera back on it (a new cube), else the view stays (a cut-away toggle). */
  show(model: CubeModel, opts: { cutaway: boolean }, reframe: boolean): void;
  /** Back to the framing of the cube. */
  reset(): void;
  /** Zooms by a factor (> 1 closer). */
  zoom(f: number): void;
  /** Turns the view around the vertical axis (radians, positive to the left). */
  turn(angle: number): void;
  /** Tilts the view (radians, positive looks more from above). */
  tilt(angle: number): void;
  resize(width: number, height: number): void;
  dispose(): void;
}

/** A WebGL context on the canvas, or null when the browser has none (no WebGL, or it is switched off). */
export function webglContext(canvas: HTMLCanvasElement): WebGL2RenderingContext | null {
  try {
    // preserveDrawingBuffer: the picture stays readable (toDataURL) after it is drawn, for tests and screenshots
    return canvas.getContext('webgl2', { antialias: true, alpha: true, preserveDrawingBuffer: true });
  } catch {
    return null;
  }
}

/** Starts the renderer on a canvas with its WebGL context (see {@link webglContext}). */
export function createCubeRenderer(canvas: HTMLCanvasElement, context: WebGL2RenderingContext): CubeRenderer {
  const renderer = new WebGLRenderer({ canvas, context, antialias: true, alpha: true, preserveDrawingBuffer: true });
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.setPixelRatio(Math.min(2, globalThis.devicePixelRatio || 1));
  renderer.setClearColor(0x000000, 0);
  const scene = new Scene();
  scene.add(new HemisphereLight(0xffffff, 0x6d6458, 1.6));
  scene.add(new AmbientLight(0xffffff, 0.35));
  const sun = new DirectionalLight(0xffffff, 1.6);
  sun.position.set(-6, 14, 8);
  scene.add(sun);
  const camera = new PerspectiveCamera(FOV, 1, 0.1, 400);
  const controls = new OrbitControls(camera, canvas);
  controls.listenToKeyEvents(canvas);
  controls.maxPolarAngle = Math.PI * 0.49;
  controls.enableDamping = false;
  let cube: Group | null = null;
  let frame = 0;
  let frames = 0;
  const draw = () => {
    frame = 0;
    renderer.render(scene, camera);
    // pictures drawn so far, for tests waiting on a redraw (camera moves draw on the next animation frame)
    canvas.dataset['frames'] = String(++frames);
  };
  const redraw = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };
  controls.addEventListener('change', redraw);

  return {
    show(model, opts, reframe) {
      if (cube) {
        scene.remove(cube);
        disposeCubeScene(cube);
      }
      cube = buildCubeScene(model, opts);
      scene.add(cube);
      if (reframe) {
        const f = framing(model);
        controls.target.copy(f.target);
        camera.position.copy(f.position);
        controls.minDistance = f.extent * 0.15;
        controls.maxDistance = f.extent * 4;
        controls.update();
        controls.saveState();
      }
      draw();
    },
    reset() {
      controls.reset();
    },
    zoom(f) {
      // OrbitControls scales the distance by dollyIn's factor (the wheel passes < 1 to come closer)
      controls.dollyIn(1 / f);
    },
    turn(angle) {
      controls.rotateLeft(angle);
    },
    tilt(angle) {
      controls.rotateUp(angle);
    },
    resize(width, height) {
      if (width <= 0 || height <= 0) return;
      renderer.setSize(width, height, false);
      camera.aspect = width / height;
      camera.updateProjectionMatrix();
      draw();
    },
    dispose() {
      if (frame) cancelAnimationFrame(frame);
      controls.dispose();
      if (cube) disposeCubeScene(cube);
      renderer.dispose();
      // give the context back now (browsers keep only a few alive), not when it is garbage collected
      renderer.forceContextLoss();
    },
  };
}
