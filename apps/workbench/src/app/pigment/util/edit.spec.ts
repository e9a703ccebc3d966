import { MAX_BOARD_SIZE } from '@levelbench/pigment';
import { addReplay, marksFull, paint, resize, setBudget, setLimit, setNotes } from './edit';
import { MIN_SIZE, clampSide } from './level-file';
import { pasteOverflows, pasteRegion } from './transform';
import { Cell, LevelFile, newLevel } from './level-file';

const base: LevelFile = { ...newLevel('t', 'T'), stains: [{ at: [2, 0], color: 'black' }] };

describe('paint', () => {
  it('puts a mark with its target colour and replaces an existing one', () => {
    const a = paint(base, 'mark', 'green', [3, 3]);
    expect(a.marks).toEqual([
      { at: [1, 0], color: 'yellow' },
      { at: [3, 3], color: 'green' },
    ]);
    const b = paint(a, 'mark', 'orange', [1, 0]);
    expect(b.marks).toEqual([
      { at: [1, 0], color: 'orange' },
      { at: [3, 3], color: 'green' },
    ]);
  });

  it('a hole removes stain and mark there but never covers the start', () => {
    const h = paint(base, 'hole', 'empty', [2, 0]);
    expect(h.holes).toEqual([[2, 0]]);
    expect(h.stains).toEqual([]);
    expect(paint(base, 'hole', 'empty', [0, 0])).toBe(base);
  });

  it('floor and start reopen a hole', () => {
    const h = paint(base, 'hole', 'empty', [4, 4]);
    expect(paint(h, 'floor', 'empty', [4, 4]).holes).toEqual([]);
    const s = paint(h, 'start', 'empty', [4, 4]);
    expect(s.start).toEqual([4, 4]);
    expect(s.holes).toEqual([]);
  });

  it('a sealed (black) stain and an empty stain that clears', () => {
    const k = paint(base, 'stain', 'black', [0, 1]);
    expect(k.stains).toContainEqual({ at: [0, 1], color: 'black' });
    expect(paint(k, 'stain', 'empty', [0, 1]).stains).toEqual([{ at: [2, 0], color: 'black' }]);
  });

  it('erase removes stain and mark; no-op strokes return the same object', () => {
    const e = paint(base, 'erase', 'empty', [1, 0]);
    expect(e.marks).toEqual([]);
    expect(paint(base, 'floor', 'empty', [3, 3])).toBe(base);
    expect(paint(base, 'mark', 'yellow', [1, 0])).toBe(base);
    expect(paint(base, 'mark', 'red', [9, 9])).toBe(base);
  });
});

describe('resize', () => {
  it('clamps a board side to the editor floor and the largest side the schema allows', () => {
    expect(clampSide(MAX_BOARD_SIZE + 1)).toBe(MAX_BOARD_SIZE);
    expect(clampSide(MAX_BOARD_SIZE)).toBe(MAX_BOARD_SIZE);
    expect(clampSide(1)).toBe(MIN_SIZE);
    expect(clampSide(6.4)).toBe(6);
    expect(clampSide(Number('x'))).toBeNaN();
  });

  it('clamps to 2..9 and drops what falls off', () => {
    const l = { ...base, start: [4, 4] as const, marks: [{ at: [4, 0] as const, color: 'red' as const }] };
    const r = resize(l, 3, 1);
    expect([r.width, r.height]).toEqual([3, 2]);
    expect(r.start).toEqual([2, 1]);
    expect(r.marks).toEqual([]);
    expect(r.stains).toEqual([{ at: [2, 0], color: 'black' }]);
    expect(resize(base, 20, 20).width).toBe(12);
    expect(resize(base, 5, 5)).toBe(base);
  });
});

describe('setLimit / addReplay', () => {
  it('limit is at least 1', () => {
    expect(setLimit(base, 0).limit).toBe(1);
    expect(setLimit(base, 6).limit).toBe(6);
  });
  it('adds a replay once', () => {
    const a = addReplay(base, 'ESWNE', 'won');
    expect(a.replays).toEqual([{ moves: 'ESWNE', expect: 'won' }]);
    expect(addReplay(a, 'ESWNE', 'won')).toBe(a);
    expect(addReplay(a, '', 'play')).toBe(a);
  });
});

describe('setBudget', () => {
  it("writes the level's own state budget, and the default removes it", () => {
    const raised = setBudget(base, 20_000_000, 8_000_000);
    expect(raised.maxStates).toBe(20_000_000);
    expect(setBudget(raised, 20_000_000, 8_000_000)).toBe(raised);
    const back = setBudget(raised, 8_000_000, 8_000_000);
    expect('maxStates' in back).toBe(false);
    expect(setBudget(base, 8_000_000, 8_000_000)).toBe(base);
  });
});

describe('the Mark tool at seven marks (issue #25)', () => {
  const seven = {
    ...base,
    width: 8,
    marks: Array.from({ length: 7 }, (_, i) => ({ at: [i, 1] as Cell, color: 'red' as const })),
  };

  it('refuses an eighth mark but recolours an existing one', () => {
    expect(marksFull(seven, [7, 7])).toBe(true);
    expect(paint(seven, 'mark', 'green', [7, 7])).toBe(seven);
    expect(marksFull(seven, [3, 1])).toBe(false);
    expect(paint(seven, 'mark', 'green', [3, 1]).marks.find((m) => m.at[0] === 3)?.color).toBe('green');
  });

  it('refuses a paste that would make more than seven marks', () => {
    const blue = { hole: false, stain: null, mark: 'blue' as const };
    const clip = { width: 2, height: 1, cells: [blue, blue] };
    expect(pasteOverflows(seven, clip, [0, 3])).toBe(true);
    expect(pasteRegion(seven, clip, [0, 3])).toBe(seven);
    // pasting over two of the marks keeps seven
    expect(pasteOverflows(seven, clip, [0, 1])).toBe(false);
    expect(pasteRegion(seven, clip, [0, 1]).marks).toHaveLength(7);
  });
});

describe('setNotes', () => {
  it('sets notes, keeps the same level for no change, and drops the field for blank notes', () => {
    const base = newLevel('n', 'N');
    const noted = setNotes(base, 'needs a trap on the left');
    expect(noted.notes).toBe('needs a trap on the left');
    expect(setNotes(noted, 'needs a trap on the left')).toBe(noted);
    const cleared = setNotes(noted, '  ');
    expect('notes' in cleared).toBe(false);
    expect(setNotes(base, '')).toBe(base);
  });
});
