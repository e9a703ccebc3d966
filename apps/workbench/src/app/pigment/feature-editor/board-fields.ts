import { ChangeDetectionStrategy, Component, computed, input, output, signal } from '@angular/core';
import { MAX_BOARD_SIZE, MAX_LIMIT } from '@levelbench/pigment';
import { readWholeNumber } from '../../shared/util/number-field';
import { LevelFile, MIN_SIZE } from '../util/level-file';

type FieldName = 'width' | 'height' | 'limit';

/** The board's number fields: what each is called and what it may hold. */
const FIELDS: readonly { name: FieldName; label: string; min: number; max: number }[] = [
  { name: 'width', label: 'Width', min: MIN_SIZE, max: MAX_BOARD_SIZE },
  { name: 'height', label: 'Height', min: MIN_SIZE, max: MAX_BOARD_SIZE },
  { name: 'limit', label: 'Move limit', min: 1, max: MAX_LIMIT },
];

/**
 * Width, height and move limit. A field that does not hold a whole number in range says so beside itself
 * and changes nothing (the board keeps its size and marks); `invalidChange` tells the page to hold Save back.
 */
@Component({
  selector: 'app-board-fields',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (f of fields; track f.name) {
      <label [attr.for]="'board-' + f.name">{{ f.label }}</label>
      <input
        type="text"
        inputmode="numeric"
        [id]="'board-' + f.name"
        [name]="f.name"
        [value]="typed()[f.name] ?? level()[f.name]"
        [disabled]="locked()"
        [attr.aria-invalid]="!!errors()[f.name]"
        [attr.aria-describedby]="errors()[f.name] ? 'board-' + f.name + '-error' : null"
        (input)="onInput(f.name, $any($event.target).value)"
        (change)="onChange(f.name, $any($event.target).value)"
      />
      @if (errors()[f.name]; as e) {
        <span
          class="error"
          role="alert"
          [id]="'board-' + f.name + '-error'"
          [attr.data-test]="'field-error-' + f.name"
          >{{ e }}</span
        >
      }
    }
  `,
  styleUrl: './board-fields.scss',
})
export class BoardFields {
  readonly level = input.required<LevelFile>();
  readonly locked = input(false);
  readonly sizeChange = output<{ width: number; height: number }>();
  readonly limitChange = output<number>();
  /** True while any field holds what it may not (Save waits). */
  readonly invalidChange = output<boolean>();

  protected readonly fields = FIELDS;
  /** What the designer typed into a field that is not (yet) applied. */
  protected readonly typed = signal<Partial<Record<FieldName, string>>>({});
  protected readonly errors = computed(() => {
    const out: Partial<Record<FieldName, string>> = {};
    for (const f of FIELDS) {
      const raw = this.typed()[f.name];
      if (raw === undefined) continue;
      const read = readWholeNumber(raw, f.label, f.min, f.max);
      if (!read.ok) out[f.name] = read.error;
    }
    return out;
  });

  protected onInput(name: FieldName, raw: string): void {
    this.typed.update((t) => ({ ...t, [name]: raw }));
    this.invalidChange.emit(Object.keys(this.errors()).length > 0);
  }

  /** Applies a field once it is left or Enter is pressed, when it holds a whole number in range. */
  protected onChange(name: FieldName, raw: string): void {
    const f = FIELDS.find((x) => x.name === name);
    if (!f) return;
    const read = readWholeNumber(raw, f.label, f.min, f.max);
    if (!read.ok) return;
    this.typed.update((t) => ({ ...t, [name]: undefined }));
    this.invalidChange.emit(Object.keys(this.errors()).length > 0);
    const l = this.level();
    if (name === 'limit') {
      if (read.value !== l.limit) this.limitChange.emit(read.value);
    } else if (read.value !== l[name]) {
      this.sizeChange.emit({
        width: name === 'width' ? read.value : l.width,
        height: name === 'height' ? read.value : l.height,
      });
    }
  }
}
