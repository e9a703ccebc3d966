import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import type { Board, Move } from '@levelbench/watersort';
import { TUBE, boardView } from '../util/tubes';
import { SvgBox } from '../../shared/ui/svg-box';

/** A Water Sort board drawn as tubes; each tube is a button read out as text. Emits the tapped tube. */
@Component({
  selector: 'app-tube-board',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [SvgBox],
  template: `
    @let v = view();
    <svg
      [attr.viewBox]="'0 0 ' + v.width + ' ' + v.height"
      [style.max-width.px]="v.width * scale()"
      class="board"
      [class.interactive]="interactive()"
      role="group"
      [attr.aria-label]="label()"
    >
      @for (t of v.tubes; track t.index) {
        <g
          class="tube"
          [class.lifted]="t.selected"
          [class.hint-from]="t.hintFrom"
          [class.hint-to]="t.hintTo"
          [attr.transform]="'translate(' + t.x + ',' + (t.selected ? 0 : lift) + ')'"
          [attr.role]="interactive() ? 'button' : 'img'"
          [attr.tabindex]="interactive() ? 0 : null"
          [attr.aria-label]="t.label"
          [attr.aria-pressed]="interactive() && liftable() ? t.selected : null"
          [attr.data-tube]="t.index"
          (click)="interactive() && tapped.emit(t.index)"
          (keydown.enter)="interactive() && tapped.emit(t.index)"
          (keydown.space)="$event.preventDefault(); interactive() && tapped.emit(t.index)"
        >
          <title>{{ t.label }}</title>
          <!-- the keyboard focus: a dashed ring around the tube, unlike a lifted tube (raised, outlined in primary) -->
          <rect class="ring" [appBox]="[-4, pad - 4, w + 8, v.tubeHeight + 8]" rx="9" />
          <rect class="glass" [appBox]="[0, pad, w, v.tubeHeight]" rx="6" />
          @for (u of t.units; track $index) {
            <rect class="unit" [appBox]="[3, u.y, w - 6, u.height - 1]" [attr.fill]="u.fill" />
          }
          <text class="num" [attr.x]="w / 2" [attr.y]="pad + v.tubeHeight + 12">{{ t.index + 1 }}</text>
        </g>
      }
    </svg>
  `,
  styles: `
    .board {
      display: block;
      width: 100%;
      height: auto;
    }
    .glass {
      fill: var(--mat-sys-surface-container-highest);
      stroke: var(--mat-sys-outline);
      stroke-width: 2;
    }
    .unit {
      stroke: rgba(0, 0, 0, 0.35);
      stroke-width: 0.5;
    }
    .num {
      font-size: 11px;
      text-anchor: middle;
      fill: var(--mat-sys-on-surface-variant);
    }
    .interactive .tube {
      cursor: pointer;
      outline: none;
    }
    .ring {
      fill: none;
      stroke: none;
    }
    .tube:focus-visible .ring {
      stroke: var(--mat-sys-on-surface);
      stroke-width: 2;
      stroke-dasharray: 4 3;
    }
    .lifted .glass {
      stroke: var(--mat-sys-primary);
      stroke-width: 3;
    }
    .hint-from .glass,
    .hint-to .glass {
      stroke: #e0a000;
      stroke-width: 4;
      stroke-dasharray: 6 3;
    }
  `,
})
export class TubeBoard {
  readonly board = input.required<Board>();
  readonly selected = input<number | null>(null);
  readonly hint = input<Move | null>(null);
  readonly interactive = input(false);
  /** False when a tap does not lift a tube (the board editor): the tubes are plain buttons, not toggles. */
  readonly liftable = input(true);
  /** Pixels per SVG unit at most (small candidate thumbnails use less). */
  readonly scale = input(1.4);
  readonly label = input('Water Sort board');
  readonly tapped = output<number>();

  protected readonly view = computed(() => boardView(this.board(), this.selected(), this.hint()));
  protected readonly w = TUBE.width;
  protected readonly pad = TUBE.pad;
  /** Tubes not lifted sit this much lower, so a lifted tube visibly rises. */
  protected readonly lift = 10;
}
