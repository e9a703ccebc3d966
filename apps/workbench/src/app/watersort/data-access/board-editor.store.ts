import { Injectable, type WritableSignal, computed, signal } from '@angular/core';
import type { Board } from '@levelbench/watersort';
import {
  type BoardEdit,
  addTube,
  addUnit,
  clearTube,
  colorCountOf,
  editorColors,
  emptyBoard,
  removeTube,
  removeUnit,
  seedRuleProblems,
  setCapacity,
  setColorCount,
  unitCounts,
} from '../util/board-edit';

/** Board edits kept for Undo. */
const UNDO_LIMIT = 200;
const START_COLORS = 4;

/** One undo step: the board and the colour count it was drawn with. */
interface Snapshot {
  readonly board: Board;
  readonly colors: number;
}

/**
 * The Water Sort board being drawn in the editor: the board, the colour count and the picked colour, undo
 * and redo, and the last thing an edit said (a refusal is said, never dropped). A root singleton, so the
 * board survives switching Water Sort tabs.
 */
@Injectable({ providedIn: 'root' })
export class BoardEditorStore {
  private readonly _board = signal<Board>(emptyBoard(START_COLORS));
  private readonly _colors = signal(START_COLORS);
  private readonly _color = signal(editorColors(START_COLORS)[0]);
  private readonly _message = signal<{ text: string; refused: boolean } | null>(null);
  private readonly undoStack = signal<readonly Snapshot[]>([]);
  private readonly redoStack = signal<readonly Snapshot[]>([]);
  /** The board was opened from (or pinned to) this level with this note; null: a scratch board. */
  private readonly _source = signal<{ level: number; note: string } | null>(null);

  readonly board = this._board.asReadonly();
  readonly colors = this._colors.asReadonly();
  /** The colour a tap adds. */
  readonly color = this._color.asReadonly();
  /** The last edit's words ("Added red to tube 3", "Tube 3 is full (4 units).") for the live region. */
  readonly message = this._message.asReadonly();
  readonly source = this._source.asReadonly();
  readonly palette = computed(() => editorColors(this._colors()));
  readonly counts = computed(() => unitCounts(this._board(), this.palette()));
  /** Why the board cannot be a level (empty: valid by the seed's rules). */
  readonly problems = computed(() => seedRuleProblems(this._board()));
  readonly canUndo = computed(() => this.undoStack().length > 0);
  readonly canRedo = computed(() => this.redoStack().length > 0);

  /** Picks the colour taps add. */
  pick(color: string): void {
    if (!this.palette().includes(color)) {
      this.say(`${color} is not one of the board's colours.`, true);
      return;
    }
    this._color.set(color);
    this.say(`Adding ${color}.`);
  }

  /** Adds the picked colour on top of tube i. */
  add(i: number): boolean {
    return this.apply(addUnit(this._board(), i, this._color()), `Added ${this._color()} to tube ${i + 1}.`);
  }

  /** Takes the top unit off tube i. */
  remove(i: number): boolean {
    const top = this._board().tubes[i]?.at(-1);
    return this.apply(removeUnit(this._board(), i), `Took ${top} off tube ${i + 1}.`);
  }

  clearTube(i: number): boolean {
    return this.apply(clearTube(this._board(), i), `Emptied tube ${i + 1}.`);
  }

  addTube(): boolean {
    return this.apply(addTube(this._board()), `Added tube ${this._board().tubes.length + 1}.`);
  }

  removeTube(i: number): boolean {
    return this.apply(removeTube(this._board(), i), `Removed tube ${i + 1}.`);
  }

  setCapacity(capacity: number): boolean {
    return this.apply(setCapacity(this._board(), capacity), `Tubes hold ${capacity} units.`);
  }

  /** Switches to `colors` colours (the picked colour stays when it is still one of them). */
  setColors(colors: number): boolean {
    return this.apply(setColorCount(this._board(), colors), `${colors} colours.`, colors);
  }

  /** Empties every tube (one undo step). */
  clear(): void {
    const b = this._board();
    this.apply({ ok: true, board: { capacity: b.capacity, tubes: b.tubes.map(() => []) } }, 'Emptied every tube.');
  }

  /** Opens a board (a pinned one, a generated level's) in the editor: one undo step, so nothing drawn is lost. */
  open(board: Board, source: { level: number; note: string } | null, said: string): void {
    const copy = { capacity: board.capacity, tubes: board.tubes.map((t) => [...t]) };
    this.apply({ ok: true, board: copy }, said, colorCountOf(board));
    this._source.set(source);
  }

  /** Replaces the board (typed as JSON): one undo step; the colour count grows to cover its colours. */
  replace(board: Board): void {
    if (JSON.stringify(board) === JSON.stringify(this._board())) return;
    this.apply({ ok: true, board }, 'Board replaced from its JSON.', Math.max(this._colors(), colorCountOf(board)));
  }

  /** Remembers the level the board is now pinned to (or none). */
  setSource(source: { level: number; note: string } | null): void {
    this._source.set(source);
  }

  undo(): boolean {
    return this.step(this.undoStack, this.redoStack, 'Nothing to undo.', 'Undone.');
  }

  redo(): boolean {
    return this.step(this.redoStack, this.undoStack, 'Nothing to redo.', 'Redone.');
  }

  /** Says something in the live region (a refusal is shown as one). */
  say(text: string, refused = false): false {
    this._message.set({ text, refused });
    return false;
  }

  /** Undo or redo: restores the top of `from` and keeps the current state on `to`; says `done`, or refuses with `none`. */
  private step(
    from: WritableSignal<readonly Snapshot[]>,
    to: WritableSignal<readonly Snapshot[]>,
    none: string,
    done: string,
  ): boolean {
    const stack = from();
    if (!stack.length) return this.say(none, true);
    to.update((t) => [...t, this.snapshot()]);
    this.restore(stack[stack.length - 1]);
    from.set(stack.slice(0, -1));
    this.say(done);
    return true;
  }

  private snapshot(): Snapshot {
    return { board: this._board(), colors: this._colors() };
  }

  private restore(s: Snapshot): void {
    this._board.set(s.board);
    this.adoptColors(s.colors);
  }

  private adoptColors(colors: number): void {
    this._colors.set(colors);
    const palette = editorColors(colors);
    if (!palette.includes(this._color())) this._color.set(palette[0]);
  }

  /** Applies an edit (a refusal is said and changes nothing); `colors` switches the colour count with it. */
  private apply(edit: BoardEdit, said: string, colors = this._colors()): boolean {
    if (!edit.ok) return this.say(edit.why, true);
    this.undoStack.update((u) => [...u.slice(-(UNDO_LIMIT - 1)), this.snapshot()]);
    this.redoStack.set([]);
    this._board.set(edit.board);
    this.adoptColors(colors);
    this.say(said);
    return true;
  }
}
