import { COLOR_NAMES, Colors, colorName, mix, type ColorName } from '@levelbench/pigment';

/** The die's faces (the null face paints nothing) — the columns of the mix table. */
export const DIE_FACES: readonly ColorName[] = ['empty', 'red', 'yellow', 'blue', 'white', 'black'];

/** The mix table as the rules compute it: for each cell colour, what each down face leaves on it. */
export function mixTable(): { cell: ColorName; results: ColorName[] }[] {
  return COLOR_NAMES.map((cell) => ({
    cell,
    results: DIE_FACES.map((face) => colorName(mix(Colors[cell], Colors[face]))),
  }));
}

/** What each difficulty metric of the level list and the pack chart means (libs/pigment/README.md). */
export const METRICS: readonly { name: string; means: string }[] = [
  { name: 'tips (shortest)', means: 'The fewest tips that win within the move limit.' },
  { name: 'optimal', means: 'How many different tip sequences of that shortest length win.' },
  {
    name: 'difficulty',
    means: 'shortest × (1 + traps) + 2 × interacting marks — the one number the pack chart plots and the sort uses.',
  },
  {
    name: 'traps',
    means: 'The share of tips from positions on an optimal line after which no win within the limit is left.',
  },
  { name: 'branching', means: 'The mean number of legal tips from the positions on optimal lines.' },
  {
    name: 'dead ends',
    means: 'The share of the positions one tip from an optimal line from which no win within the limit is left.',
  },
  {
    name: 'random win',
    means:
      'The chance that a player tipping at random wins within the limit, e.g. "1 in 10^19" (beside the difficulty).',
  },
  {
    name: 'interacting marks',
    means: 'Marks the first shortest line lands on more than once, or that start stained with another colour.',
  },
];
