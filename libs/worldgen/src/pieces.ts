/** The 87 WFC pieces: one per L/H/W edge combination (81) plus 6 variants. */
import type { Dir } from './geometry';
import type { Kind } from './weights';

/** An edge kind: lowland, highland or water. */
export type Edge = 'L' | 'H' | 'W';
/** Edge kinds in a fixed order. */
export const EDGES: readonly Edge[] = ['L', 'H', 'W'];
/** One puzzle piece. */
export interface Piece {
  readonly id: number;
  readonly name: string;
  /** Edges in N, E, S, W order. */
  readonly edges: readonly [Edge, Edge, Edge, Edge];
  readonly kind: Kind;
  readonly variant: string | null;
}
/** Index of a side in a piece's edges. */
export const SIDE_INDEX: Readonly<Record<Dir, number>> = { N: 0, E: 1, S: 2, W: 3 };

/** The kind that follows from the edges: all L meadow, all H highland, two W river, … */
export function kindOf(edges: readonly Edge[]): Kind {
  const w = edges.filter((e) => e === 'W').length;
  if (w === 1) return 'spring';
  if (w === 2) return 'river';
  if (w >= 3) return 'lake';
  const h = edges.filter((e) => e === 'H').length;
  if (h === 0) return 'meadow';
  if (h === 4) return 'highland';
  const [n, e, s, wst] = edges;
  if (h === 2 && n === s && e === wst) return 'gorge';
  return 'slope';
}

function build(): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < 81; i++) {
    const edges = [0, 1, 2, 3].map((k) => EDGES[Math.floor(i / 3 ** (3 - k)) % 3]) as [Edge, Edge, Edge, Edge];
    out.push({ id: i, name: edges.join(''), edges, kind: kindOf(edges), variant: null });
  }
  const variants: [string, [Edge, Edge, Edge, Edge]][] = [
    ['pond', ['L', 'L', 'L', 'L']],
    ['plateau', ['H', 'H', 'H', 'H']],
    ['canyon', ['W', 'H', 'W', 'H']],
    ['canyon', ['H', 'W', 'H', 'W']],
    ['delta', ['W', 'W', 'W', 'W']],
    ['chasm', ['H', 'L', 'H', 'L']],
  ];
  for (const [variant, edges] of variants) {
    out.push({ id: out.length, name: `${edges.join('')}-${variant}`, edges, kind: kindOf(edges), variant });
  }
  return out;
}

/** All 87 pieces; ids are indices. */
export const PIECES: readonly Piece[] = build();
