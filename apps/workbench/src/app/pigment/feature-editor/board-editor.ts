import { ChangeDetectionStrategy, Component, computed, input, output, signal } from '@angular/core';
import { MatButtonToggleModule } from '@angular/material/button-toggle';
import { isTyping } from '../../shell/shortcuts';
import { PigmentBoard } from '../ui/pigment-board';
import { boardCells } from '../util/board-view';
import { TOOLS, Tool } from '../util/edit';
import { COLOR_FILL, COLOR_LETTER, COLORS, ColorName, LevelFile, MAX_SIZE, MIN_SIZE, inkOn } from '../util/level-file';

/** One paint stroke the board editor asks for. */
export interface PaintRequest {
  readonly tool: Tool;
  readonly color: ColorName;
  readonly at: readonly [number, number];
}

/** The visual board editor: tool palette, colour picker, size and limit fields over the ARIA board. */
@Component({
  selector: 'app-board-editor',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [PigmentBoard, MatButtonToggleModule],
  templateUrl: './board-editor.html',
  styleUrl: './board-editor.scss',
  host: { '(keydown)': 'onKey($event)' },
})
export class BoardEditor {
  readonly level = input.required<LevelFile>();
  /** True while the JSON text is invalid: the board shows the last good level and cannot be painted. */
  readonly locked = input(false);
  readonly paint = output<PaintRequest>();
  readonly sizeChange = output<{ width: number; height: number }>();
  readonly limitChange = output<number>();

  protected readonly tools = TOOLS;
  protected readonly colors = COLORS;
  protected readonly fill = COLOR_FILL;
  protected readonly letter = COLOR_LETTER;
  protected readonly ink = inkOn;
  protected readonly min = MIN_SIZE;
  protected readonly max = MAX_SIZE;
  protected readonly tool = signal<Tool>('mark');
  protected readonly color = signal<ColorName>('green');
  protected readonly rows = computed(() => boardCells(this.level()));
  protected readonly needsColor = computed(() => this.tool() === 'stain' || this.tool() === 'mark');

  protected onCell(at: { x: number; y: number }): void {
    if (this.locked()) return;
    this.paint.emit({ tool: this.tool(), color: this.color(), at: [at.x, at.y] });
  }

  protected onSize(which: 'width' | 'height', field: HTMLInputElement): void {
    const l = this.level();
    const n = Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(Number(field.value))));
    // show the size actually used (out-of-range or junk input snaps back)
    field.value = String(Number.isFinite(n) ? n : l[which]);
    if (!Number.isFinite(n)) return;
    this.sizeChange.emit({ width: which === 'width' ? n : l.width, height: which === 'height' ? n : l.height });
  }

  protected onLimit(raw: string): void {
    const n = Number(raw);
    if (Number.isFinite(n) && n >= 1) this.limitChange.emit(n);
  }

  protected onKey(e: KeyboardEvent): void {
    if (e.ctrlKey || e.altKey || e.metaKey || isTyping(e.target)) return;
    const i = Number(e.key) - 1;
    if (Number.isInteger(i) && i >= 0 && i < TOOLS.length) {
      this.tool.set(TOOLS[i].id);
      e.preventDefault();
    }
  }
}
