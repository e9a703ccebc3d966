import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { COLOR_FILL, type ColorName } from '../util/level-file';
import { SvgBox } from '../../shared/ui/svg-box';

/** The parts of a level a thumbnail draws. */
export interface ThumbLevel {
  readonly width: number;
  readonly height: number;
  readonly holes?: readonly (readonly [number, number])[];
  readonly start: readonly [number, number];
  readonly stains?: readonly { readonly at: readonly [number, number]; readonly color: string }[];
  readonly marks: readonly { readonly at: readonly [number, number]; readonly color: string }[];
}

const PX = 10;

/** A small read-only picture of a board: floor, holes (dashed gaps), stains (filled), marks (rings), the die's start (dot). */
@Component({
  selector: 'app-pigment-thumb',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [SvgBox],
  template: `
    <svg
      [attr.viewBox]="'0 0 ' + level().width * px + ' ' + level().height * px"
      [attr.width]="level().width * scale()"
      [attr.height]="level().height * scale()"
      role="img"
      [attr.aria-label]="label()"
    >
      @for (c of cells(); track c.key) {
        <rect
          [appBox]="[c.x * px + 0.5, c.y * px + 0.5, px - 1, px - 1]"
          rx="1.5"
          [attr.fill]="c.hole ? 'none' : c.fill"
          [attr.stroke]="c.hole || c.black ? '#8a8f99' : null"
          stroke-width="0.8"
          [attr.stroke-dasharray]="c.hole ? '1.5 1.2' : null"
        />
        @if (c.mark) {
          <rect
            [appBox]="[c.x * px + 1.5, c.y * px + 1.5, px - 3, px - 3]"
            rx="1"
            fill="none"
            [attr.stroke]="c.mark"
            stroke-width="1.6"
          />
        }
      }
      <circle
        [attr.cx]="level().start[0] * px + px / 2"
        [attr.cy]="level().start[1] * px + px / 2"
        r="2.2"
        fill="#fff"
        stroke="#000"
        stroke-width="0.6"
      />
    </svg>
  `,
  styles: `
    :host {
      display: inline-block;
      line-height: 0;
    }
  `,
})
export class PigmentThumb {
  readonly level = input.required<ThumbLevel>();
  /** Pixels per cell on screen. */
  readonly scale = input(8);
  protected readonly px = PX;
  protected readonly cells = computed(() => {
    const l = this.level();
    const key = (x: number, y: number) => `${x},${y}`;
    const holes = new Set((l.holes ?? []).map(([x, y]) => key(x, y)));
    const stains = new Map((l.stains ?? []).map((s) => [key(s.at[0], s.at[1]), s.color]));
    const marks = new Map(l.marks.map((m) => [key(m.at[0], m.at[1]), m.color]));
    // a hole is a dashed outline (a gap); a black cell a filled square with a light rim: never alike
    const out: {
      key: string;
      x: number;
      y: number;
      fill: string;
      mark: string | null;
      hole: boolean;
      black: boolean;
    }[] = [];
    for (let y = 0; y < l.height; y++)
      for (let x = 0; x < l.width; x++) {
        const k = key(x, y);
        if (holes.has(k)) {
          out.push({ key: k, x, y, fill: 'none', mark: null, hole: true, black: false });
          continue;
        }
        const stain = (stains.get(k) ?? 'empty') as ColorName;
        const mark = marks.get(k) as ColorName | undefined;
        const fill = COLOR_FILL[stain] ?? COLOR_FILL.empty;
        out.push({ key: k, x, y, fill, mark: mark ? COLOR_FILL[mark] : null, hole: false, black: stain === 'black' });
      }
    return out;
  });
  protected readonly label = computed(() => {
    const l = this.level();
    return `${l.width}×${l.height} board, ${l.marks.length} marks (${l.marks.map((m) => m.color).join(', ')}), ${(l.holes ?? []).length} holes`;
  });
}
