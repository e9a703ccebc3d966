import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { Dir } from '@levelbench/pigment';
import { COLOR_FILL, COLOR_LETTER, ColorName, inkOn } from '../util/level-file';
import { facesBefore, projectCube } from './die-roll';

/** Face colours of the die by slot. */
export type DieFaces = Record<'D' | 'U' | 'N' | 'S' | 'E' | 'W', ColorName>;

/** Corner points of the three visible faces of a cube seen from above-south-east (camera bias up and right). */
export function cubeFaces(size: number) {
  const s = size * 0.62; // front square
  const d = size * 0.3; // depth offset
  const x0 = 1;
  const y0 = d + 1;
  const pts = (p: number[][]) => p.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  return {
    // painter's order: the far faces are hidden, so the three near faces are drawn back to front
    top: {
      points: pts([
        [x0, y0],
        [x0 + d, y0 - d],
        [x0 + s + d, y0 - d],
        [x0 + s, y0],
      ]),
      cx: x0 + s / 2 + d / 2,
      cy: y0 - d / 2,
    },
    right: {
      points: pts([
        [x0 + s, y0],
        [x0 + s + d, y0 - d],
        [x0 + s + d, y0 + s - d],
        [x0 + s, y0 + s],
      ]),
      cx: x0 + s + d / 2,
      cy: y0 + s / 2 - d / 2,
    },
    front: {
      points: pts([
        [x0, y0],
        [x0 + s, y0],
        [x0 + s, y0 + s],
        [x0, y0 + s],
      ]),
      cx: x0 + s / 2,
      cy: y0 + s / 2,
    },
    box: x0 + s + d + 1,
  };
}

/** The die as a small pseudo-3D cube: up face on top (with its letter), south face in front, east face right. */
@Component({
  selector: 'app-die-cube',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <svg
      [attr.viewBox]="'0 0 ' + geo().box + ' ' + geo().box"
      [attr.width]="size()"
      [attr.height]="size()"
      role="img"
      [attr.aria-label]="label()"
    >
      @for (f of drawn(); track f.slot) {
        <polygon
          [attr.points]="f.points"
          [attr.fill]="f.fill"
          stroke="#8a8f99"
          stroke-width="1"
          stroke-linejoin="round"
        />
        <polygon [attr.points]="f.points" fill="#000" [attr.fill-opacity]="f.dim" />
        <text
          [attr.x]="f.cx"
          [attr.y]="f.cy"
          [attr.fill]="f.ink"
          [attr.font-size]="f.font"
          text-anchor="middle"
          dominant-baseline="central"
          font-weight="700"
        >
          {{ f.letter }}
        </text>
      }
    </svg>
  `,
  styles: `
    :host {
      display: inline-block;
      line-height: 0;
    }
    svg {
      overflow: visible;
    }
  `,
})
export class DieCube {
  readonly faces = input.required<DieFaces>();
  readonly size = input(48);
  protected readonly geo = computed(() => cubeFaces(this.size()));
  protected readonly label = computed(() => {
    const f = this.faces();
    return `die: up ${f.U}, south ${f.S}, east ${f.E}, down ${f.D}`;
  });
  /** A tip in progress: the cube turned by `angle` (radians) around the tip axis of `dir` (see die-roll.ts). */
  readonly roll = input<{ readonly dir: Dir; readonly angle: number } | null>(null);
  protected readonly drawn = computed(() => {
    const r = this.roll();
    // mid-tip the turned cube still shows the faces before the tip where they are; the label says the rules' state
    const f = r ? facesBefore(this.faces(), r.dir) : this.faces();
    const s = this.size();
    return projectCube(s, r?.dir ?? null, r?.angle ?? 0).map((p) => ({
      slot: p.slot,
      points: p.points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' '),
      cx: p.cx,
      cy: p.cy,
      fill: COLOR_FILL[f[p.slot]],
      dim: p.dim,
      ink: inkOn(f[p.slot]),
      letter: COLOR_LETTER[f[p.slot]],
      font: s * p.font,
    }));
  });
}
