import fc from 'fast-check';
import { readDraft } from './draft';
import { paint } from './edit';
import { COLOR_NAMES } from '@levelbench/pigment';
import { Cell, LevelFile, levelText, newLevel } from './level-file';
import {
  copyRegion,
  floodFill,
  lostByResize,
  mirrorLevel,
  paintRect,
  pasteRegion,
  rectOf,
  rotateLevel,
  shiftLevel,
} from './transform';

/** 4×3: start (0,0), hole (3,2), black stain (2,0), marks yellow (1,0) and green (3,0). */
const board: LevelFile = {
  ...newLevel('t', 'T'),
  width: 4,
  height: 3,
  holes: [[3, 2]],
  stains: [{ at: [2, 0], color: 'black' }],
  marks: [
    { at: [1, 0], color: 'yellow' },
    { at: [3, 0], color: 'green' },
  ],
};

/** Random sound levels: distinct cells for start, holes, stains and marks on a board up to 6×6. */
const levels = fc
  .record({
    w: fc.integer({ min: 2, max: 6 }),
    h: fc.integer({ min: 2, max: 6 }),
    seed: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
  })
  .map(({ w, h, seed }) => {
    const cells: Cell[] = [];
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) cells.push([x, y]);
    const take = (i: number) => cells.splice(seed[i] % cells.length, 1)[0];
    const start = take(0);
    const hole = take(1);
    const stain = take(2);
    const mark = take(3);
    const color = (i: number) => COLOR_NAMES[1 + (seed[i] % (COLOR_NAMES.length - 1))];
    let l: LevelFile = { ...newLevel('p', 'P'), width: w, height: h, start, marks: [] };
    l = paint(l, 'hole', 'empty', hole);
    l = paint(l, 'stain', color(4), stain);
    return paint(l, 'mark', color(5), mark);
  });

describe('transforms', () => {
  it('mirrors left↔right and top↔bottom', () => {
    const m = mirrorLevel(board, 'horizontal');
    expect([m.start, m.holes, m.stains, m.marks]).toEqual([
      [3, 0],
      [[0, 2]],
      [{ at: [1, 0], color: 'black' }],
      [
        { at: [0, 0], color: 'green' },
        { at: [2, 0], color: 'yellow' },
      ],
    ]);
    const v = mirrorLevel(board, 'vertical');
    expect([v.start, v.holes, v.marks.map((x) => x.at)]).toEqual([
      [0, 2],
      [[3, 0]],
      [
        [1, 2],
        [3, 2],
      ],
    ]);
  });

  it('rotates a quarter turn, swapping width and height', () => {
    const r = rotateLevel(board, 'cw');
    expect([r.width, r.height, r.start, r.holes]).toEqual([3, 4, [2, 0], [[0, 3]]]);
    expect(r.marks).toEqual([
      { at: [2, 1], color: 'yellow' },
      { at: [2, 3], color: 'green' },
    ]);
    expect(rotateLevel(board, 'ccw').start).toEqual([0, 3]);
  });

  it('shifts by one cell, wrapping what leaves an edge', () => {
    const s = shiftLevel(board, 1, 0);
    expect([s.start, s.holes, s.marks.map((m) => m.at)]).toEqual([
      [1, 0],
      [[0, 2]],
      [
        [0, 0],
        [2, 0],
      ],
    ]);
    expect(shiftLevel(board, 0, -1).start).toEqual([0, 2]);
  });

  it('keeps a sound level sound and is undone by its inverse (property)', () => {
    fc.assert(
      fc.property(levels, (l) => {
        const same = (x: LevelFile) => expect(levelText(x)).toBe(levelText(l));
        same(rotateLevel(rotateLevel(l, 'cw'), 'ccw'));
        same([1, 2, 3, 4].reduce((x) => rotateLevel(x, 'cw'), l));
        same(mirrorLevel(mirrorLevel(l, 'horizontal'), 'horizontal'));
        same(mirrorLevel(mirrorLevel(l, 'vertical'), 'vertical'));
        same(shiftLevel(shiftLevel(l, 1, 0), -1, 0));
        same(shiftLevel(shiftLevel(l, 0, 1), 0, -1));
        for (const t of [rotateLevel(l, 'cw'), mirrorLevel(l, 'vertical'), shiftLevel(l, -1, 1)]) {
          expect(readDraft(levelText(t), 'x.json').errors).toEqual([]);
        }
      }),
    );
  });
});

describe('rectangle, flood fill, copy and paste', () => {
  it('paints a rectangle from any two corners', () => {
    const r = paintRect(board, 'stain', 'red', [2, 2], [1, 1]);
    expect(r.stains).toEqual([
      { at: [2, 0], color: 'black' },
      { at: [1, 1], color: 'red' },
      { at: [2, 1], color: 'red' },
      { at: [1, 2], color: 'red' },
      { at: [2, 2], color: 'red' },
    ]);
    expect(paintRect(board, 'start', 'red', [0, 0], [2, 1]).start).toEqual([2, 1]);
  });

  it('flood-fills only the connected cells holding the same content', () => {
    // empty floor without marks or stains: every cell except (1,0), (2,0), (3,0) and the hole (3,2)
    const f = floodFill(board, 'hole', 'empty', [0, 2]);
    expect(f.holes).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
      [0, 2],
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    // the start cell matched too but a hole never covers the start
    expect(f.start).toEqual([0, 0]);
    expect(floodFill(board, 'floor', 'empty', [3, 2]).holes).toEqual([]);
  });

  it('copies a region and pastes it elsewhere, dropping what falls off the board', () => {
    const clip = copyRegion(board, rectOf([1, 0], [2, 0]));
    expect(clip).toEqual({
      width: 2,
      height: 1,
      cells: [
        { hole: false, stain: null, mark: 'yellow' },
        { hole: false, stain: 'black', mark: null },
      ],
    });
    const p = pasteRegion(board, clip, [1, 2]);
    expect(p.marks).toContainEqual({ at: [1, 2], color: 'yellow' });
    expect(p.stains).toContainEqual({ at: [2, 2], color: 'black' });
    const edge = pasteRegion(board, clip, [3, 1]);
    expect(edge.marks).toContainEqual({ at: [3, 1], color: 'yellow' });
    expect(edge.stains).toHaveLength(1);
    expect(pasteRegion(board, copyRegion(board, rectOf([1, 0], [1, 0])), [1, 0])).toBe(board);
  });

  it('lists what a smaller size would drop', () => {
    expect(lostByResize(board, 3, 3)).toEqual({
      marks: [{ at: [3, 0], color: 'green' }],
      stains: [],
      holes: [[3, 2]],
      startMoves: false,
    });
  });
});
