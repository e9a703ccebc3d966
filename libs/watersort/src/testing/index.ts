/**
 * Fixtures shared by specs in several projects (`@levelbench/watersort/testing`, never in the public index):
 * hand-made boards for pinned-level tests, and small curves.
 */
import type { Curve } from '../curve';
import type { Board } from '../types';

/** A curve from its candidates and its tiers as [colours, levels] pairs; `levels` is their sum. */
export function curveOf(candidates: number, ...tiers: [colors: number, levels: number][]): Curve {
  const levels = tiers.reduce((sum, [, n]) => sum + n, 0);
  return { levels, candidates, tiers: tiers.map(([colors, n]) => ({ colors, levels: n })) };
}

/** A hand-made 3-colour board by the seed's rules (4 units a colour, two empty tubes, no complete tube), solvable. */
export const HAND_BOARD: Board = {
  capacity: 4,
  tubes: [
    ['red', 'orange', 'yellow', 'red'],
    ['orange', 'yellow', 'red', 'orange'],
    ['yellow', 'red', 'orange', 'yellow'],
    [],
    [],
  ],
};

/** 7 colours by the seed's rules that no pour sequence sorts. */
export const UNSOLVABLE_BOARD: Board = {
  capacity: 4,
  tubes: [
    ['green', 'red', 'red', 'yellow'],
    ['sky', 'blue', 'blue', 'green'],
    ['yellow', 'orange', 'sky', 'mint'],
    ['mint', 'blue', 'blue', 'yellow'],
    ['mint', 'sky', 'red', 'red'],
    ['mint', 'green', 'orange', 'orange'],
    ['sky', 'green', 'orange', 'yellow'],
    [],
    [],
  ],
};
