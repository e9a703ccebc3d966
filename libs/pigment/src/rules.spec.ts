import fc from 'fast-check';
import { AUTHORED_LEVEL_FILES } from './authored-levels';
import { mix, roll, START_DIE } from './die';
import { parsePigmentLevel } from './level';
import {
  applyTip,
  floorTips,
  initialState,
  isDir,
  isFloor,
  legalTips,
  marksSatisfied,
  newGame,
  playLine,
  restart,
  tip,
  undo,
} from './rules';
import { Colors, type PigmentLevel } from './types';

const levels: PigmentLevel[] = AUTHORED_LEVEL_FILES.map(([file, json]) => {
  const p = parsePigmentLevel(JSON.stringify(json), file);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return p.value;
});
const byId = (id: string) => levels.find((l) => l.id === id) as PigmentLevel;
const actions = fc.array(fc.constantFrom('N', 'S', 'E', 'W', 'X', ''), { maxLength: 40 });
const holey: PigmentLevel = {
  ...byId('return'),
  id: 'holey',
  holes: [
    [1, 1],
    [3, 0],
  ],
  limit: 30,
};

describe('rules', () => {
  it('starts every level with the same die and the level stains', () => {
    const s = initialState(byId('white'));
    expect(s.die).toEqual(START_DIE);
    expect(s.stains[2]).toBe(Colors.black);
    expect([s.spent, s.phase]).toEqual([0, 'play']);
  });

  it('reaches every authored replay phase (the seed lines)', () => {
    for (const level of levels)
      for (const r of level.replays)
        expect([level.id, r.moves, playLine(level, r.moves).state.phase]).toEqual([level.id, r.moves, r.expect]);
    expect(playLine(byId('return'), 'ESENW').state.phase).toBe('won');
    expect(playLine(byId('what-you-leave'), 'ESENW').state.phase).toBe('lost');
  });

  it('refused tips change nothing and spend nothing', () => {
    fc.assert(
      fc.property(actions, (line) => {
        let state = initialState(holey);
        for (const a of line) {
          const r = applyTip(state, a);
          if (!r.accepted) expect(r.state).toBe(state);
          else expect(r.state.spent).toBe(state.spent + 1);
          if (a === 'X' || a === '') expect(r.accepted).toBe(false);
          state = r.state;
        }
      }),
    );
    const corner = initialState(holey);
    expect(applyTip(corner, 'N')).toEqual({ state: corner, accepted: false });
    const onHoleEdge = playLine(holey, 'E').state;
    expect(applyTip(onHoleEdge, 'S').accepted).toBe(false);
  });

  it('checks the win after every tip and refuses tips once won or lost', () => {
    const won = playLine(byId('first-face'), 'E').state;
    expect(won.phase).toBe('won');
    expect(legalTips(won)).toEqual([]);
    expect(applyTip(won, 'W').accepted).toBe(false);
    const lost = playLine(byId('first-face'), 'S').state;
    expect([lost.phase, lost.spent]).toEqual(['lost', 1]);
    const stuck: PigmentLevel = {
      ...byId('first-face'),
      width: 3,
      height: 1,
      start: [0, 0],
      holes: [[1, 0]],
      marks: [{ at: [2, 0], color: 'red' }],
    };
    expect(initialState(stuck).phase).toBe('lost');
  });

  it('undo restores exactly, also after a loss; restart rebuilds the level', () => {
    fc.assert(
      fc.property(actions, (line) => {
        let game = newGame(holey);
        const states = [game.state];
        for (const a of line) {
          const next = tip(game, a);
          if (next !== game) states.push(next.state);
          game = next;
        }
        for (let i = states.length - 1; i > 0; i--) {
          expect(game.state).toBe(states[i]);
          game = undo(game);
        }
        expect(game.state).toEqual(initialState(holey));
        expect(undo(game)).toBe(game);
      }),
    );
    const lost = tip(newGame(byId('first-face')), 'S');
    expect(lost.state.phase).toBe('lost');
    expect(undo(lost).state).toEqual(initialState(byId('first-face')));
    expect(restart(lost)).toEqual(newGame(byId('first-face')));
  });
});

/** 3 × 2, a hole at [2, 1], start in the north-west corner, a yellow mark east of it. */
const small: PigmentLevel = {
  id: 'small',
  name: 'Small',
  width: 3,
  height: 2,
  holes: [[2, 1]],
  start: [0, 0],
  stains: [],
  marks: [{ at: [1, 0], color: 'yellow' }],
  limit: 5,
  replays: [],
};

describe('rules, one at a time', () => {
  it('isFloor: on the board and not a hole; off each edge is no floor', () => {
    expect(isFloor(small, 0, 0)).toBe(true);
    expect(isFloor(small, 2, 0)).toBe(true); // the hole's column
    expect(isFloor(small, 1, 1)).toBe(true); // the hole's row
    expect(isFloor(small, 2, 1)).toBe(false);
    expect([isFloor(small, -1, 0), isFloor(small, 0, -1), isFloor(small, 3, 0), isFloor(small, 0, 2)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('isDir: exactly N, S, E and W', () => {
    expect(['N', 'S', 'E', 'W'].map(isDir)).toEqual([true, true, true, true]);
    expect(['n', 'X', '', 'NE', ' N'].map(isDir)).toEqual([false, false, false, false, false]);
  });

  it('floorTips: the directions onto floor, in N S E W order', () => {
    expect(floorTips(small, [0, 0])).toEqual(['S', 'E']);
    expect(floorTips(small, [2, 0])).toEqual(['W']);
    expect(floorTips(small, [1, 1])).toEqual(['N', 'W']);
    expect(floorTips(small, [1, 0])).toEqual(['S', 'E', 'W']);
  });

  it('marksSatisfied: every mark holds its colour (none to hold is satisfied)', () => {
    const two: PigmentLevel = { ...small, marks: [...small.marks, { at: [0, 1], color: 'blue' }] };
    expect(marksSatisfied(small, [0, Colors.yellow, 0, 0, 0, 0])).toBe(true);
    expect(marksSatisfied(small, [0, Colors.red, 0, 0, 0, 0])).toBe(false);
    expect(marksSatisfied(small, [Colors.yellow, 0, 0, 0, 0, 0])).toBe(false);
    expect(marksSatisfied(two, [0, Colors.yellow, 0, 0, 0, 0])).toBe(false);
    expect(marksSatisfied(two, [0, Colors.yellow, 0, Colors.blue, 0, 0])).toBe(true);
    expect(marksSatisfied({ ...small, marks: [] }, [0, 0, 0, 0, 0, 0])).toBe(true);
  });

  it('initialState: the level stains row-major, the start cell, the start die, nothing spent', () => {
    const s = initialState({ ...small, stains: [{ at: [2, 0], color: 'blue' }] });
    expect(s).toEqual({
      level: { ...small, stains: [{ at: [2, 0], color: 'blue' }] },
      pos: [0, 0],
      die: START_DIE,
      stains: [0, 0, Colors.blue, 0, 0, 0],
      spent: 0,
      phase: 'play',
    });
    // marks that already hold: won before any tip
    expect(initialState({ ...small, stains: [{ at: [1, 0], color: 'yellow' }] }).phase).toBe('won');
  });

  it('applyTip: rolls the die, mixes the face down into the cell, moves, spends one; the old state stays', () => {
    const s0 = initialState(small);
    const east = applyTip(s0, 'E');
    expect(east.accepted).toBe(true);
    expect(east.state).toEqual({
      level: small,
      pos: [1, 0],
      die: roll(START_DIE, 'E'),
      stains: [0, Colors.yellow, 0, 0, 0, 0],
      spent: 1,
      phase: 'won',
    });
    expect(s0.stains).toEqual([0, 0, 0, 0, 0, 0]);
    expect(s0.pos).toEqual([0, 0]);
    const south = applyTip(s0, 'S').state;
    expect([south.pos, south.stains, south.spent, south.phase]).toEqual([
      [0, 1],
      [0, 0, 0, Colors.blue, 0, 0],
      1,
      'play',
    ]);
    // the face mixes with the stain already there
    const red = applyTip(initialState({ ...small, stains: [{ at: [1, 0], color: 'red' }] }), 'E').state;
    expect(red.stains[1]).toBe(Colors.orange);
    expect(red.phase).toBe('play');
    // two tips: spent counts on, each tip from where the last one ended
    const se = applyTip(south, 'E').state;
    expect([se.pos, se.spent, se.stains[4]]).toEqual([[1, 1], 2, mix(0, roll(roll(START_DIE, 'S'), 'E').D)]);
  });

  it('applyTip: a tip off the board or onto a hole, an unknown action, or after the end is refused', () => {
    const s0 = initialState(small);
    for (const a of ['N', 'W', 'X', 'n', '']) expect(applyTip(s0, a)).toEqual({ state: s0, accepted: false });
    const east = applyTip(applyTip(s0, 'S').state, 'E').state;
    expect(applyTip(east, 'E').state).toBe(east); // the hole at [2, 1]
    expect(applyTip(east, 'S').state).toBe(east); // the south edge
    const won = applyTip(s0, 'E').state;
    expect(applyTip(won, 'W')).toEqual({ state: won, accepted: false });
    const lost = applyTip(initialState({ ...small, limit: 1 }), 'S').state;
    expect(lost.phase).toBe('lost');
    expect(applyTip(lost, 'N')).toEqual({ state: lost, accepted: false });
  });

  it('the limit: lost when the last tip is spent without a win; a win on the last tip is a win', () => {
    expect(applyTip(initialState({ ...small, limit: 1 }), 'S').state.phase).toBe('lost');
    expect(applyTip(initialState({ ...small, limit: 2 }), 'S').state.phase).toBe('play');
    expect(applyTip(initialState({ ...small, limit: 1 }), 'E').state.phase).toBe('won');
    expect(playLine({ ...small, limit: 2 }, 'SN').state.phase).toBe('lost');
  });

  it('legalTips: the floor tips while in play, none once won or lost', () => {
    expect(legalTips(initialState(small))).toEqual(['S', 'E']);
    expect(legalTips(playLine(small, 'S').state)).toEqual(['N', 'E']);
    expect(legalTips(playLine(small, 'E').state)).toEqual([]);
    expect(legalTips(playLine({ ...small, limit: 1 }, 'S').state)).toEqual([]);
  });

  it('playLine: refused letters by their 1-based place, the rest played in order, from a given state too', () => {
    const r = playLine(small, 'NXSE');
    expect(r.refused).toEqual([1, 2]);
    expect([r.state.pos, r.state.spent]).toEqual([[1, 1], 2]);
    expect(playLine(small, '').refused).toEqual([]);
    const from = playLine(small, 'S').state;
    const on = playLine(small, 'NE', from);
    expect(on.refused).toEqual([]);
    expect([on.state.pos, on.state.spent, on.state.phase]).toEqual([[1, 0], 3, 'won']); // S N undoes the roll: E paints yellow
  });

  it('tip, undo and restart: the history holds each state before an accepted tip, undo pops one', () => {
    const g0 = newGame(small);
    expect(g0).toEqual({ state: initialState(small), history: [] });
    expect(tip(g0, 'N')).toBe(g0);
    const g1 = tip(g0, 'S');
    const g2 = tip(g1, 'E');
    const g3 = tip(g2, 'N');
    expect(g3.history).toEqual([g0.state, g1.state, g2.state]);
    expect(g3.history[2]).toBe(g2.state);
    const u = undo(g3);
    expect(u.state).toBe(g2.state);
    expect(u.history).toEqual([g0.state, g1.state]);
    expect(undo(undo(u))).toEqual(g0);
    expect(undo(g0)).toBe(g0);
    expect(restart(g3)).toEqual(g0);
  });
});
