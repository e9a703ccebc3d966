import { assertBotRuns, botFigures, drawLowest, playBots } from './bots';
import { createRng, hashInts, nextInt, type Rng } from './index';

describe('the bots skeleton', () => {
  it('draws among the candidates lowest on value, then on tie', () => {
    const scored = [
      { id: 'a', value: 2, tie: 0 },
      { id: 'b', value: 1, tie: 5 },
      { id: 'c', value: 1, tie: 3 },
      { id: 'd', value: 1, tie: 3 },
    ];
    const seen = new Set(Array.from({ length: 40 }, (_, s) => drawLowest(scored, createRng(s)).id));
    expect([...seen].sort()).toEqual(['c', 'd']);
  });

  it('seeds run r of the bot at index b of BOT_NAMES with hashInts(seed, b, r) and adds up its runs', () => {
    const play = (bot: string, rng: Rng) => {
      const moves = nextInt(rng, 1, 9);
      return { solved: bot === 'greedy' || moves % 2 === 0, moves };
    };
    const figures = playBots(['lookahead', 'greedy'], 3, 7, play);
    const expected = (bot: 'greedy' | 'lookahead', b: number) =>
      botFigures(
        bot,
        [0, 1, 2].map((r) => play(bot, createRng(hashInts(7, b, r)))),
      );
    expect(figures).toEqual([expected('lookahead', 2), expected('greedy', 1)]);
    expect(figures[1]).toMatchObject({ bot: 'greedy', runs: 3, solved: 3, solveRate: 1 });
  });

  it('adds up solved runs, their share and mean moves', () => {
    expect(botFigures('random', [])).toEqual({ bot: 'random', runs: 0, solved: 0, solveRate: 0, meanMoves: null });
    const runs = [
      { solved: true, moves: 4 },
      { solved: false, moves: 9 },
      { solved: true, moves: 6 },
    ];
    expect(botFigures('random', runs)).toEqual({ bot: 'random', runs: 3, solved: 2, solveRate: 2 / 3, meanMoves: 5 });
  });

  it('refuses runs that are not a whole number ≥ 0, naming the caller', () => {
    expect(() => assertBotRuns(-1, 'someBots')).toThrow('someBots: runs must be a whole number ≥ 0, got -1');
    expect(() => assertBotRuns(1.5, 'someBots')).toThrow(RangeError);
    expect(() => assertBotRuns(0, 'someBots')).not.toThrow();
  });
});
