import { TestBed } from '@angular/core/testing';
import { BoardEditorStore } from './board-editor.store';

describe('BoardEditorStore', () => {
  let store: BoardEditorStore;

  beforeEach(() => {
    store = TestBed.inject(BoardEditorStore);
    store.setColors(2);
  });

  /** Fills the 2-colour board to a valid one by taps: red/orange alternating in tubes 1 and 2. */
  function fillValid(): void {
    for (const [tube, colors] of [
      [0, ['red', 'orange', 'red', 'orange']],
      [1, ['orange', 'red', 'orange', 'red']],
    ] as const) {
      for (const c of colors) {
        store.pick(c);
        expect(store.add(tube)).toBe(true);
      }
    }
  }

  it('fills tubes with the picked colour until the board is valid', () => {
    expect(store.board().tubes).toHaveLength(4);
    expect(store.problems()).not.toEqual([]);
    fillValid();
    expect(store.board().tubes[0]).toEqual(['red', 'orange', 'red', 'orange']);
    expect(store.counts().get('red')).toBe(4);
    expect(store.problems()).toEqual([]);
  });

  it('says a refused edit and changes nothing', () => {
    fillValid();
    const before = store.board();
    expect(store.add(0)).toBe(false);
    expect(store.board()).toBe(before);
    expect(store.message()).toEqual({ text: 'Tube 1 is full (4 units).', refused: true });
    expect(store.remove(3)).toBe(false);
    expect(store.message()?.text).toBe('Tube 4 is empty.');
    store.pick('pink');
    expect(store.color()).toBe('red');
    expect(store.message()?.refused).toBe(true);
  });

  it('undoes and redoes edits, the colour count with them', () => {
    store.add(0);
    store.setColors(3);
    expect(store.board().tubes).toHaveLength(5);
    expect(store.undo()).toBe(true);
    expect(store.colors()).toBe(2);
    expect(store.board().tubes).toHaveLength(4);
    expect(store.undo()).toBe(true);
    expect(store.board().tubes[0]).toEqual([]);
    expect(store.redo()).toBe(true);
    expect(store.board().tubes[0]).toEqual(['red']);
    store.remove(0);
    expect(store.canRedo()).toBe(false);
  });

  it('opens a board as one undo step and follows its colours', () => {
    fillValid();
    const drawn = store.board();
    store.open({ capacity: 4, tubes: [['pink', 'red'], ['red', 'pink'], [], []] }, { level: 7, note: 'x' }, 'Opened.');
    expect(store.colors()).toBe(9);
    expect(store.source()).toEqual({ level: 7, note: 'x' });
    store.undo();
    expect(store.board()).toEqual(drawn);
  });

  it('takes a board typed as JSON as one undo step, growing the colours to cover it', () => {
    store.replace({ capacity: 4, tubes: [['green'], [], [], []] });
    expect(store.colors()).toBe(4);
    expect(store.board().tubes[0]).toEqual(['green']);
    store.replace({ capacity: 4, tubes: [['green'], [], [], []] });
    store.undo();
    expect(store.board().tubes[0]).toEqual([]);
    expect(store.colors()).toBe(2);
  });
});
