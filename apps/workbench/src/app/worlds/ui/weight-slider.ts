import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import { MatSliderModule } from '@angular/material/slider';
import { LOG_MAX, LOG_MIN, fromSlider, toSlider } from '../util/weights-edit';

/** One weight: a log-scale slider (each step multiplies) plus an exact number field. */
@Component({
  selector: 'app-weight-slider',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatSliderModule],
  template: `
    <label class="name" [attr.for]="id()">{{ label() }}</label>
    <mat-slider [min]="min" [max]="max" step="0.01" class="slider" [class.changed]="changed()">
      <input
        matSliderThumb
        [value]="pos()"
        [attr.aria-label]="label() + ' weight (logarithmic)'"
        [attr.aria-valuetext]="value() + ''"
        (valueChange)="changedTo.emit(fromSlider($event))"
      />
    </mat-slider>
    <input
      class="num"
      type="number"
      [id]="id()"
      min="0.001"
      step="any"
      [value]="value()"
      [attr.data-testid]="'weight-' + id()"
      (change)="onNumber($any($event.target).value)"
    />
    @if (hint()) {
      <span class="hint">{{ hint() }}</span>
    }
  `,
  styles: `
    @use 'inputs';
    :host {
      display: grid;
      grid-template-columns: 110px 1fr 80px auto;
      align-items: center;
      gap: 8px;
    }
    .name {
      font: var(--mat-sys-label-large);
    }
    .slider {
      min-width: 120px;
    }
    .changed {
      --mat-slider-active-track-color: var(--mat-sys-tertiary);
      --mat-slider-handle-color: var(--mat-sys-tertiary);
    }
    .num {
      @include inputs.plain($width: 72px);
    }
    .hint {
      font: var(--mat-sys-label-small);
      opacity: 0.7;
    }
  `,
})
export class WeightSlider {
  readonly id = input.required<string>();
  readonly label = input.required<string>();
  readonly value = input.required<number>();
  /** The saved value, to mark a slider that differs from the file. */
  readonly saved = input<number | null>(null);
  readonly hint = input('');
  readonly changedTo = output<number>();

  protected readonly min = LOG_MIN;
  protected readonly max = LOG_MAX;
  protected readonly fromSlider = fromSlider;
  protected readonly pos = computed(() => toSlider(this.value()));
  protected readonly changed = computed(() => this.saved() !== null && this.saved() !== this.value());

  protected onNumber(v: string): void {
    const n = Number(v);
    if (n > 0 && Number.isFinite(n)) this.changedTo.emit(n);
  }
}
