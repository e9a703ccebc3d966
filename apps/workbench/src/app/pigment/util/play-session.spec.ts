import { firstUnwinnableTip, type PigmentLevel } from '@levelbench/pigment';
import { playMoves, restartSession, sessionBanner, startSession, tipSession, undoSession } from './play-session';
import { RETURN_LEVEL } from '../testing/fixtures';

const ret: PigmentLevel = RETURN_LEVEL;

describe('play session', () => {
  it('wins Return with ESWNE', () => {
    const s = playMoves(ret, 'ESWNE');
    expect(s.game.state.phase).toBe('won');
    expect(s.moves).toBe('ESWNE');
    expect(sessionBanner(s)).toEqual({ kind: 'won', text: 'Won in 5 of 5 moves.' });
  });

  it('refuses off-board tips without spending a move', () => {
    const s = startSession(ret);
    expect(tipSession(s, 'N')).toBe(s);
    expect(tipSession(s, 'W')).toBe(s);
  });

  it('says "no longer winnable" at the tip firstUnwinnableTip names, and undo takes it back', () => {
    const s = playMoves(ret, 'EW');
    const expected = firstUnwinnableTip(ret, 'EW');
    expect(expected).not.toBeNull();
    expect(s.unwinnableAt).toBe(expected);
    expect(sessionBanner(s)?.kind).toBe('doomed');
    const back = undoSession(s);
    expect(back.unwinnableAt).toBeNull();
    expect(sessionBanner(back)).toBeNull();
  });

  it('says it cannot tell (never "winnable") when the check ran out of budget', () => {
    const s = { ...playMoves(ret, 'ES'), undecidedAt: 2 };
    expect(playMoves(ret, 'ES').undecidedAt).toBeNull(); // Return is decided well within the budget
    expect(sessionBanner(s)).toEqual({
      kind: 'undecided',
      text: 'Cannot tell whether a win is still possible after tip 2: the check stopped at its budget of 300,000 states.',
    });
    expect(undoSession(s).undecidedAt).toBeNull();
  });

  it('agrees with firstUnwinnableTip on every prefix of a wandering line', () => {
    const line = 'ESWNESEW';
    for (let n = 0; n <= line.length; n++) {
      const s = playMoves(ret, line.slice(0, n));
      expect(s.unwinnableAt).toBe(firstUnwinnableTip(ret, s.moves));
    }
  });

  it('loses at the limit, and undo and restart still work after the loss', () => {
    const lost = playMoves(ret, 'EWEWE');
    expect(lost.game.state.phase).toBe('lost');
    expect(sessionBanner(lost)?.kind).toBe('lost');
    expect(tipSession(lost, 'S')).toBe(lost);
    const undone = undoSession(lost);
    expect(undone.game.state.phase).toBe('play');
    expect(undone.game.state.spent).toBe(4);
    const fresh = restartSession(lost);
    expect(fresh.game.state.spent).toBe(0);
    expect(fresh.moves).toBe('');
    expect(fresh.game.state.pos).toEqual([0, 0]);
  });
});
