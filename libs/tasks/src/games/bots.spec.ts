import { parsePigmentLevel, pigmentBots } from '@levelbench/pigment';
import { defaultCurve, generateDaily, generateLevel, watersortBots } from '@levelbench/watersort';
import { botsPigment, botsWatersort, watersortBotsBoard } from './bots';

describe('bots tasks', () => {
  it('play the board of a curve level, a daily or a given board', () => {
    const level = generateLevel(defaultCurve, 3).board;
    expect(watersortBotsBoard({ kind: 'level', curve: defaultCurve, n: 3 })).toEqual(level);
    expect(watersortBotsBoard({ kind: 'daily', date: '2026-12-01' })).toEqual(generateDaily('2026-12-01').board);
    const board = { capacity: 2, tubes: [['a'], ['a'], ['b', 'b']] };
    expect(watersortBotsBoard({ kind: 'board', board })).toBe(board);
    expect(botsWatersort({ source: { kind: 'level', curve: defaultCurve, n: 3 }, runs: 4, seed: 9 })).toEqual(
      watersortBots(level, { runs: 4, seed: 9 }),
    );
  });

  it('pass the run options and the level’s own state budget to the Pigment bots', () => {
    const text = JSON.stringify({
      id: 'x',
      name: 'x',
      width: 2,
      height: 1,
      start: [0, 0],
      marks: [{ at: [1, 0], color: 'yellow' }],
      limit: 1,
      maxStates: 1000,
    });
    const parsed = parsePigmentLevel(text, 'x.json');
    if (!parsed.ok) throw new Error('the test level does not parse');
    const r = botsPigment({ level: parsed.value, runs: 3, seed: 2, budget: 5 });
    expect(r).toEqual(pigmentBots(parsed.value, { runs: 3, seed: 2, budget: 5 }));
    expect(r).toMatchObject({ budget: 5, runs: 3, seed: 2, optimal: 1 });
  });
});
