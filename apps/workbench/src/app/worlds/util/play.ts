import type { CollapseTrace } from '@levelbench/worldgen';
import type { PlayFrame } from './map-view';

const keyOf = (c: { readonly x: number; readonly y: number }) => `${c.x},${c.y}`;

/** The steps of a trace, clamped to 0..its length. */
export function clampStep(trace: CollapseTrace, step: number): number {
  return Math.max(0, Math.min(trace.steps.length, Math.floor(step)));
}

/**
 * The depth after the first `step` collapse steps: collapsed cubes with their kind, the options left of
 * every other cube (all of them at the start), and the cube collapsed last.
 */
export function playFrame(trace: CollapseTrace, step: number): PlayFrame {
  const n = clampStep(trace, step);
  const keys = trace.cubes.map(keyOf);
  const options = new Map(keys.map((k) => [k, trace.start]));
  const collapsed = new Map<string, { kind: string; piece: string }>();
  for (let i = 0; i < n; i++) {
    const s = trace.steps[i];
    for (const [cube, left] of s.options) if (!collapsed.has(keys[cube])) options.set(keys[cube], left);
    collapsed.set(keys[s.cube], { kind: s.kind, piece: s.piece });
    options.delete(keys[s.cube]);
  }
  return { collapsed, options, current: n > 0 ? keys[trace.steps[n - 1].cube] : null };
}

/** The live status line: "Collapsed N of M cubes" (and what the last step did). */
export function playStatus(trace: CollapseTrace, step: number): string {
  const n = clampStep(trace, step);
  const head = `Collapsed ${n} of ${trace.steps.length} cubes`;
  if (n === 0) return `${head}; every cube can still be any of ${trace.start} pieces.`;
  const s = trace.steps[n - 1];
  const c = trace.cubes[s.cube];
  return `${head}; last (${c.x},${c.y}) became ${s.kind} (${s.piece}).`;
}
