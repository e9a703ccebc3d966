import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { COLOR_FILL, COLOR_LETTER, inkOn } from '../util/level-file';
import { DieFaces } from './die-cube';

/** The die laid flat: the down face in the middle and the four sides around it, each a swatch with its letter. */
@Component({
  selector: 'app-die-compass',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="compass" role="group" [attr.aria-label]="label()">
      @for (c of cells(); track c.slot) {
        <div
          class="swatch"
          [class]="'swatch at-' + c.slot"
          [style.background]="c.fill"
          [style.color]="c.ink"
          [attr.title]="c.title"
        >
          <span class="letter">{{ c.letter }}</span>
          <span class="slot">{{ c.slot === 'D' ? 'down' : c.slot }}</span>
        </div>
      }
    </div>
  `,
  styles: `
    .compass {
      display: grid;
      grid-template: 'a n b' 34px 'w d e' 34px 'c s f' 34px / 34px 34px 34px;
      gap: 3px;
    }
    .swatch {
      border-radius: 4px;
      border: 1px solid #8a8f99; /* a black face stays visible on a dark page */
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      line-height: 1;
    }
    .letter {
      font-weight: 700;
      font-size: 14px;
    }
    .slot {
      font-size: 9px;
    }
    .at-N {
      grid-area: n;
    }
    .at-S {
      grid-area: s;
    }
    .at-E {
      grid-area: e;
    }
    .at-W {
      grid-area: w;
    }
    .at-D {
      grid-area: d;
      outline: 2px solid var(--mat-sys-primary);
      outline-offset: 1px;
    }
  `,
})
export class DieCompass {
  readonly faces = input.required<DieFaces>();
  protected readonly cells = computed(() => {
    const f = this.faces();
    return (['N', 'W', 'D', 'E', 'S'] as const).map((slot) => ({
      slot,
      fill: COLOR_FILL[f[slot]],
      ink: inkOn(f[slot]),
      letter: COLOR_LETTER[f[slot]],
      title: `${slot === 'D' ? 'down' : slot}: ${f[slot]}`,
    }));
  });
  protected readonly label = computed(() => {
    const f = this.faces();
    return `die faces: down ${f.D}, north ${f.N}, south ${f.S}, east ${f.E}, west ${f.W}`;
  });
}
