import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  computed,
  effect,
  input,
  output,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import { MatSliderModule } from '@angular/material/slider';
import type { FieldText } from '../util/weight-field';
import { LOG_MAX, LOG_MIN, fromSlider, toSlider } from '../util/weights-edit';

/** What the number field holds, as the user types (`commit` when they leave it or press Enter). */
export interface TypedWeight extends FieldText {
  readonly commit: boolean;
}

/**
 * One weight: a log-scale slider (each step multiplies) plus an exact number field. The page decides
 * whether typed text is a valid weight and passes back the `error` shown at the field.
 */
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
      #num
      class="num"
      type="number"
      [id]="id()"
      [attr.min]="lowest()"
      step="any"
      [value]="value()"
      [class.invalid]="error() !== null"
      [attr.aria-invalid]="error() !== null"
      [attr.aria-describedby]="error() !== null ? id() + '-error' : null"
      [attr.data-testid]="'weight-' + id()"
      (input)="onInput($event)"
      (change)="typed.emit(read($event, true))"
    />
    @if (hint()) {
      <span class="hint">{{ hint() }}</span>
    }
    @if (error(); as e) {
      <span class="error" role="alert" [id]="id() + '-error'" [attr.data-testid]="'weight-error-' + id()"
        >{{ label() }}: {{ e }}</span
      >
    }
  `,
  styles: `
    @use 'inputs';
    :host {
      display: grid;
      grid-template-columns: 110px 1fr 80px auto;
      align-items: center;
      gap: 0 8px;
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
      &.invalid {
        outline: 2px solid var(--mat-sys-error);
        outline-offset: 1px;
      }
    }
    .hint {
      font: var(--mat-sys-label-small);
      opacity: 0.7;
    }
    .error {
      grid-column: 1 / -1;
      justify-self: end;
      margin-bottom: 6px;
      font: var(--mat-sys-label-medium);
      color: var(--mat-sys-error);
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
  /** The smallest value the file allows (the field's `min`; archetypes may be 0). */
  readonly lowest = input(0.001);
  /** Why the typed text is not a valid weight (shown at the field), or null. */
  readonly error = input<string | null>(null);
  /** A new weight from the slider. */
  readonly changedTo = output<number>();
  /** The number field's text, on every keystroke and when committed. */
  readonly typed = output<TypedWeight>();

  protected readonly min = LOG_MIN;
  protected readonly max = LOG_MAX;
  protected readonly fromSlider = fromSlider;
  /** Bumped by the page's Revert: the field shows `value` again even when the value did not change. */
  readonly revision = input(0);
  private readonly num = viewChild.required<ElementRef<HTMLInputElement>>('num');
  /** A valid number typed but not yet committed: the slider follows it. */
  private readonly typedValue = signal<number | null>(null);
  protected readonly pos = computed(() => toSlider(this.typedValue() ?? this.value()));

  constructor() {
    effect(() => {
      const v = this.value();
      this.revision();
      untracked(() => {
        this.typedValue.set(null);
        const field = this.num().nativeElement;
        if (field.value !== String(v)) field.value = String(v);
      });
    });
  }

  protected onInput(ev: Event): void {
    const t = this.read(ev, false);
    const n = Number(t.text);
    this.typedValue.set(!t.badInput && t.text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null);
    this.typed.emit(t);
  }
  protected readonly changed = computed(() => this.saved() !== null && this.saved() !== this.value());

  protected read(ev: Event, commit: boolean): TypedWeight {
    const field = ev.target as HTMLInputElement;
    return { text: field.value, badInput: field.validity.badInput, commit };
  }
}
