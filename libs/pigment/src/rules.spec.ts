import fc from 'fast-check';
import { AUTHORED_LEVEL_FILES } from './authored-levels';
import { START_DIE } from './die';
import { parsePigmentLevel } from './level';
import { applyTip, initialState, legalTips, newGame, playLine, restart, tip, undo } from './rules';
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
