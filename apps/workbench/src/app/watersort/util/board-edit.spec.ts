import type { Board } from '@levelbench/watersort';
import {
  MAX_TUBES,
  MIN_TUBES,
  addTube,
  addUnit,
  colorCountOf,
  emptyBoard,
  parseEditorBoard,
  removeTube,
  removeUnit,
  seedRuleProblems,
  setCapacity,
  setColorCount,
  type BoardEdit,
} from './board-edit';

/** The board of an accepted edit (fails the test on a refusal). */
function ok(e: BoardEdit): Board {
  if (!e.ok) throw new Error(`refused: ${e.why}`);
  return e.board;
}

function why(e: BoardEdit): string {
  if (e.ok) throw new Error('accepted, expected a refusal');
  return e.why;
}

/** A valid 2-colour board: every colour tube full, two empty, none complete. */
const VALID: Board = {
  capacity: 4,
  tubes: [['red', 'orange', 'red', 'orange'], ['orange', 'red', 'orange', 'red'], [], []],
};

describe('board editing', () => {
  it('starts with colours + 2 empty tubes of capacity 4', () => {
    expect(emptyBoard(3)).toEqual({ capacity: 4, tubes: [[], [], [], [], []] });
  });

  it('fills a tube bottom to top and refuses a unit over its capacity', () => {
    let b = emptyBoard(2);
    for (const c of ['red', 'orange', 'red', 'red']) b = ok(addUnit(b, 1, c));
    expect(b.tubes[1]).toEqual(['red', 'orange', 'red', 'red']);
    expect(why(addUnit(b, 1, 'red'))).toBe('Tube 2 is full (4 units).');
    expect(why(addUnit(b, 9, 'red'))).toBe('There is no tube 10.');
  });

  it('takes the top unit off and says so when a tube is empty', () => {
    const b = ok(removeUnit(VALID, 0));
    expect(b.tubes[0]).toEqual(['red', 'orange', 'red']);
    expect(b.tubes[1]).toBe(VALID.tubes[1]);
    expect(why(removeUnit(VALID, 2))).toBe('Tube 3 is empty.');
  });

  it('adds and removes tubes within the limits, never a tube with liquid', () => {
    expect(ok(addTube(VALID)).tubes).toHaveLength(5);
    let b = emptyBoard(9);
    expect(b.tubes).toHaveLength(MAX_TUBES);
    expect(why(addTube(b))).toBe(`A board has at most ${MAX_TUBES} tubes.`);
    b = emptyBoard(2);
    expect(b.tubes).toHaveLength(MIN_TUBES);
    expect(why(removeTube(b, 0))).toBe(`A board has at least ${MIN_TUBES} tubes.`);
    const five = ok(addTube(VALID));
    expect(why(removeTube(five, 0))).toBe('Tube 1 is not empty: take its units off first.');
    expect(ok(removeTube(five, 4))).toEqual(VALID);
  });

  it('switches the colour count: empty tubes follow, colours beyond it must leave the board first', () => {
    const b = ok(setColorCount(VALID, 4));
    expect(b.tubes).toHaveLength(6);
    expect(ok(setColorCount(b, 2))).toEqual(VALID);
    const withPink = ok(addUnit(b, 2, 'pink'));
    expect(why(setColorCount(withPink, 3))).toBe('Take pink off the board first.');
    expect(why(setColorCount(VALID, 1))).toMatch(/from 2 to 9/);
  });

  it('changes the capacity only while every tube fits', () => {
    expect(why(setCapacity(VALID, 3))).toBe('Tube 1 holds 4 units: take some off first.');
    expect(ok(setCapacity(VALID, 5)).capacity).toBe(5);
  });

  it('reads the colour count a loaded board needs', () => {
    expect(colorCountOf(VALID)).toBe(2);
    expect(colorCountOf({ capacity: 4, tubes: [['pink'], [], []] })).toBe(9);
    expect(colorCountOf(emptyBoard(5))).toBe(5);
  });
});

describe('seed rule problems', () => {
  it('accepts a board with 4 units a colour, two empty tubes and no complete tube', () => {
    expect(seedRuleProblems(VALID)).toEqual([]);
  });

  it('names every broken rule, tubes numbered from 1', () => {
    const b: Board = { capacity: 4, tubes: [['red', 'red', 'red', 'red'], ['orange', 'orange', 'orange'], [], [], []] };
    expect(seedRuleProblems(b)).toEqual([
      'colour "orange" has 3 units, expected exactly 4',
      'has 5 tubes, expected 4 (2 colours + 2 empty)',
      'has 3 empty tubes, expected 2',
      'tube 1 starts complete (full of one colour)',
    ]);
  });

  it('refuses names outside the palette, a board of one colour and a capacity other than 4', () => {
    const b: Board = { capacity: 2, tubes: [['teal', 'teal'], [], []] };
    const p = seedRuleProblems(b);
    expect(p).toContain('capacity must be 4, got 2');
    expect(p).toContainEqual(expect.stringMatching(/^tube 1, unit 2: "teal" is not a palette colour/));
    expect(p).toContain('uses 1 colours, a level needs at least 2');
  });
});

describe('board JSON in the editor', () => {
  it('reads a board file, partial boards included (the rules list what is missing)', () => {
    const r = parseEditorBoard('{"capacity": 4, "tubes": [["red"], [], [], []]}', 'board.json');
    expect(r).toEqual({ ok: true, value: { capacity: 4, tubes: [['red'], [], [], []] } });
  });

  it('refuses what the editor cannot draw, at its JSON path', () => {
    const r = parseEditorBoard('{"capacity": 4, "tubes": [["red","red","red","red","red"], []]}', 'board.json');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => [e.path, e.message])).toEqual([
      ['/tubes', `must hold ${MIN_TUBES} to ${MAX_TUBES} tubes, not 2`],
      ['/tubes/0', 'holds 5 units, more than the capacity 4'],
    ]);
    const bad = parseEditorBoard('{"capacity": "4", "tubes": []}', 'board.json');
    expect(bad.ok).toBe(false);
  });
});
