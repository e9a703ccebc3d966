import fc from 'fast-check';
import { DIRS } from './geometry';
import {
  besideNode,
  CELLS,
  clearStep,
  emptyGeo,
  FENCE_BIT,
  forEachMove,
  forEachMoveInto,
  headroomAt,
  heightOf,
  isWater,
  linkIndex,
  node,
  nodeOk,
  stepKind,
  unpack,
  type Geo,
  type Link,
  type MoveKind,
} from './moves';

/** What one cell holds; unset fields keep emptyGeo's (ground 0, dry, no slab, open sky). */
interface Cell {
  ground?: number;
  water?: boolean;
  slab?: number;
  bridge?: boolean;
  blocked?: boolean;
  ceiling?: number;
}
function put(g: Geo, x: number, y: number, c: Cell): Geo {
  const i = node(x, y);
  if (c.ground !== undefined) g.ground[i] = c.ground;
  if (c.water !== undefined) g.water[i] = c.water ? 1 : 0;
  if (c.slab !== undefined) g.slab[i] = c.slab;
  if (c.bridge !== undefined) g.bridge[i] = c.bridge ? 1 : 0;
  if (c.blocked !== undefined) g.blocked[i] = c.blocked ? 1 : 0;
  if (c.ceiling !== undefined) g.ceiling[i] = c.ceiling;
  return g;
}
/** A cube with one cell set. */
const one = (x: number, y: number, c: Cell) => put(emptyGeo(), x, y, c);
/** A cube with two cells set. */
const two = (a: [number, number, Cell], b: [number, number, Cell]) => put(one(...a), ...b);

/** (5,5) and its neighbours on each side, in DIRS order (N, E, S, W). */
const AX = 5;
const AY = 5;
const NEXT: readonly [number, number][] = [
  [5, 4],
  [6, 5],
  [5, 6],
  [4, 5],
];

describe('moves: nodes and cells', () => {
  it('emptyGeo: flat dry open ground, no slabs, no fences, no links', () => {
    const g = emptyGeo();
    expect(CELLS).toBe(256);
    expect(g.ground).toEqual(new Int16Array(256));
    expect(g.water).toEqual(new Uint8Array(256));
    expect(g.slab).toEqual(new Int16Array(256).fill(-1));
    expect(g.bridge).toEqual(new Uint8Array(256));
    expect(g.blocked).toEqual(new Uint8Array(256));
    expect(g.ceiling).toEqual(new Int16Array(256).fill(-1));
    expect(g.fence).toEqual(new Uint8Array(512));
    expect(g.links).toEqual([]);
    // two calls share nothing
    emptyGeo().ground[0] = 5;
    expect(emptyGeo().ground[0]).toBe(0);
  });

  it('FENCE_BIT is 1 << k for the k-th side of DIRS', () => {
    expect(FENCE_BIT).toEqual({ N: 1, E: 2, S: 4, W: 8 });
    DIRS.forEach((d, k) => expect(FENCE_BIT[d]).toBe(1 << k));
  });

  it('node and unpack: layer * 256 + y * 16 + x, both ways, at the layer boundary too', () => {
    expect(node(3, 5)).toBe(83);
    expect(node(3, 5, 1)).toBe(339);
    expect(node(15, 15)).toBe(255);
    expect(node(0, 0, 1)).toBe(256);
    expect(unpack(0)).toEqual([0, 0, 0]);
    expect(unpack(83)).toEqual([3, 5, 0]);
    expect(unpack(255)).toEqual([15, 15, 0]);
    expect(unpack(256)).toEqual([0, 0, 1]);
    expect(unpack(339)).toEqual([3, 5, 1]);
    expect(unpack(511)).toEqual([15, 15, 1]);
    for (let n = 0; n < 2 * CELLS; n++) expect(node(...unpack(n))).toBe(n);
  });

  it('heightOf: the ground of a ground node, the slab of a slab node (cell 0 on layer 1 too)', () => {
    const g = put(one(3, 4, { ground: 2, slab: 6 }), 0, 0, { ground: 1, slab: 7 });
    put(g, 15, 15, { ground: 4, slab: 9 });
    expect(heightOf(g, node(3, 4))).toBe(2);
    expect(heightOf(g, node(3, 4, 1))).toBe(6);
    expect(heightOf(g, node(0, 0))).toBe(1);
    expect(heightOf(g, node(0, 0, 1))).toBe(7);
    expect(heightOf(g, node(15, 15))).toBe(4);
    expect(heightOf(g, node(15, 15, 1))).toBe(9);
  });

  it('isWater: a ground node on a water cell; not the slab node above it, not dry ground', () => {
    const g = one(0, 0, { water: true, ground: 1, slab: 3, bridge: true });
    expect(isWater(g, node(0, 0))).toBe(true);
    expect(isWater(g, node(0, 0, 1))).toBe(false);
    expect(isWater(g, node(1, 0))).toBe(false);
  });
});

describe('moves: nodeOk', () => {
  it('a ground node stands unless it is blocked', () => {
    const g = one(3, 4, { blocked: true });
    expect(nodeOk(g, node(3, 4))).toBe(false);
    expect(nodeOk(g, node(4, 4))).toBe(true);
    expect(nodeOk(g, node(0, 0))).toBe(true);
  });

  it('a ground node under a floor needs CLEARANCE (3) of head room; under a bridge deck any', () => {
    expect(nodeOk(one(3, 4, { ground: 2, slab: 5 }), node(3, 4))).toBe(true);
    expect(nodeOk(one(3, 4, { ground: 2, slab: 4 }), node(3, 4))).toBe(false);
    expect(nodeOk(one(3, 4, { ground: 2, slab: 3, bridge: true }), node(3, 4))).toBe(true);
    // a floor plate at height 0 is a floor like any other
    expect(nodeOk(one(3, 4, { ground: -2, slab: 0 }), node(3, 4))).toBe(false);
    expect(nodeOk(one(3, 4, { ground: -3, slab: 0 }), node(3, 4))).toBe(true);
  });

  it('a ground node under cave rock needs CLEARANCE below the rock (rock at 0 too)', () => {
    expect(nodeOk(one(3, 4, { ground: 2, ceiling: 5 }), node(3, 4))).toBe(true);
    expect(nodeOk(one(3, 4, { ground: 2, ceiling: 4 }), node(3, 4))).toBe(false);
    expect(nodeOk(one(3, 4, { ground: -2, ceiling: 0 }), node(3, 4))).toBe(false);
    expect(nodeOk(one(3, 4, { ground: -3, ceiling: 0 }), node(3, 4))).toBe(true);
    // rock over a bridge deck still counts for the water bed under it
    expect(nodeOk(one(3, 4, { ground: 1, slab: 2, bridge: true, ceiling: 3 }), node(3, 4))).toBe(false);
  });

  it('a slab node needs a slab: a floor CLEARANCE above its ground, a bridge deck one above the bed', () => {
    expect(nodeOk(emptyGeo(), node(3, 4, 1))).toBe(false);
    expect(nodeOk(one(3, 4, { ground: 2, slab: 5 }), node(3, 4, 1))).toBe(true);
    expect(nodeOk(one(3, 4, { ground: 2, slab: 4 }), node(3, 4, 1))).toBe(false);
    expect(nodeOk(one(3, 4, { ground: 2, slab: 3, bridge: true }), node(3, 4, 1))).toBe(true);
    expect(nodeOk(one(3, 4, { ground: 2, slab: 2, bridge: true }), node(3, 4, 1))).toBe(false);
    // a slab at height 0 is a slab
    expect(nodeOk(one(3, 4, { ground: -3, slab: 0 }), node(3, 4, 1))).toBe(true);
    // blocked marks the ground layer only
    expect(nodeOk(one(3, 4, { ground: 2, slab: 5, blocked: true }), node(3, 4, 1))).toBe(true);
  });

  it('a slab node under cave rock needs CLEARANCE above the slab (rock at 0 too)', () => {
    expect(nodeOk(one(3, 4, { ground: 2, slab: 5, ceiling: 8 }), node(3, 4, 1))).toBe(true);
    expect(nodeOk(one(3, 4, { ground: 2, slab: 5, ceiling: 7 }), node(3, 4, 1))).toBe(false);
    expect(nodeOk(one(3, 4, { ground: -3, slab: 0, ceiling: 0 }), node(3, 4, 1))).toBe(false);
  });

  it('cell 0 of layer 1 (node 256) is a slab node, and the last ground node (255) a ground node', () => {
    const g = put(one(0, 0, { ground: 0, slab: 5 }), 15, 15, { ground: 0, slab: 2 });
    expect(nodeOk(g, node(0, 0, 1))).toBe(true);
    expect(nodeOk(g, node(15, 15))).toBe(false);
    expect(nodeOk(g, node(15, 15, 1))).toBe(false);
    expect(nodeOk(g, node(0, 0))).toBe(true);
  });
});

describe('moves: headroomAt', () => {
  it('open sky: Infinity over ground and over a slab', () => {
    expect(headroomAt(emptyGeo(), node(3, 4))).toBe(Infinity);
    expect(headroomAt(one(3, 4, { ground: 2, slab: 5 }), node(3, 4, 1))).toBe(Infinity);
  });

  it('over a ground node: the lower of the floor and the rock above it; a bridge deck does not count', () => {
    expect(headroomAt(one(3, 4, { ground: 2, slab: 7 }), node(3, 4))).toBe(5);
    expect(headroomAt(one(3, 4, { ground: 2, slab: 7, ceiling: 12 }), node(3, 4))).toBe(5);
    expect(headroomAt(one(3, 4, { ground: 2, ceiling: 6 }), node(3, 4))).toBe(4);
    expect(headroomAt(one(3, 4, { ground: 2, slab: 9, ceiling: 6 }), node(3, 4))).toBe(4);
    expect(headroomAt(one(3, 4, { ground: 1, slab: 2, bridge: true }), node(3, 4))).toBe(Infinity);
    expect(headroomAt(one(3, 4, { ground: 1, slab: 2, bridge: true, ceiling: 8 }), node(3, 4))).toBe(7);
    // plates and rock at height 0
    expect(headroomAt(one(3, 4, { ground: -3, slab: 0 }), node(3, 4))).toBe(3);
    expect(headroomAt(one(3, 4, { ground: -3, ceiling: 0 }), node(3, 4))).toBe(3);
  });

  it('over a slab node: the rock above minus the slab (cell 0 of layer 1 too)', () => {
    expect(headroomAt(one(3, 4, { ground: 2, slab: 5, ceiling: 9 }), node(3, 4, 1))).toBe(4);
    expect(headroomAt(one(0, 0, { ground: 0, slab: 5, ceiling: 9 }), node(0, 0, 1))).toBe(4);
    expect(headroomAt(one(3, 4, { ground: -3, slab: 0, ceiling: 0 }), node(3, 4, 1))).toBe(0);
  });
});

describe('moves: clearStep', () => {
  const A = node(AX, AY);
  const B = node(AX + 1, AY);
  /** Expects the step between A and B to be clear (or not) both ways. */
  const expectBothWays = (g: Geo, clear: boolean) => {
    expect(clearStep(g, A, B)).toBe(clear);
    expect(clearStep(g, B, A)).toBe(clear);
  };

  it('open sky: every step is clear, whatever the heights', () => {
    expect(clearStep(two([AX, AY, { ground: 0 }], [AX + 1, AY, { ground: 9 }]), A, B)).toBe(true);
  });

  it('a low floor over either cell stops a jump up out from under it, both ways', () => {
    // floor at 4 over A (ground 0): stepping to B at 2 sweeps A's column up to 2 + 3 = 5
    const low = two([AX, AY, { ground: 0, slab: 4 }], [AX + 1, AY, { ground: 2 }]);
    expectBothWays(low, false);
    // at 5 it touches the head only
    const high = two([AX, AY, { ground: 0, slab: 5 }], [AX + 1, AY, { ground: 2 }]);
    expectBothWays(high, true);
  });

  it('cave rock over either cell below the higher node + CLEARANCE is in the way, both ways', () => {
    const low = two([AX, AY, { ground: 0, ceiling: 4 }], [AX + 1, AY, { ground: 2 }]);
    expectBothWays(low, false);
    const high = two([AX, AY, { ground: 0, ceiling: 5 }], [AX + 1, AY, { ground: 2 }]);
    expectBothWays(high, true);
    // level ground: rock at 3 is head height, at 2 in the way
    expect(clearStep(one(AX + 1, AY, { ceiling: 3 }), A, B)).toBe(true);
    expect(clearStep(one(AX + 1, AY, { ceiling: 2 }), A, B)).toBe(false);
    expect(clearStep(one(AX, AY, { ceiling: 2 }), A, B)).toBe(false);
    // rock at height 0 is rock
    expect(clearStep(two([AX, AY, { ground: -2 }], [AX + 1, AY, { ground: -2, ceiling: 0 }]), A, B)).toBe(false);
  });

  it('a floor plate strictly between is in the way; one at the feet or at head height is not', () => {
    // floor at head height (3) over the neighbour of level ground
    expect(clearStep(one(AX + 1, AY, { slab: 3 }), A, B)).toBe(true);
    expect(clearStep(one(AX + 1, AY, { slab: 2 }), A, B)).toBe(false);
    // slab to slab at the same height: each stands on its own plate
    const deck = two([AX, AY, { slab: 5 }], [AX + 1, AY, { slab: 5 }]);
    expect(clearStep(deck, node(AX, AY, 1), node(AX + 1, AY, 1))).toBe(true);
    // off a slab down to the ground under the next slab at the same height (#26)
    expect(clearStep(deck, node(AX, AY, 1), B)).toBe(false);
    expect(clearStep(deck, B, node(AX, AY, 1))).toBe(false);
    // off a slab onto open ground below
    expect(clearStep(one(AX, AY, { slab: 5 }), node(AX, AY, 1), B)).toBe(true);
    // a plate at height 0 is a plate
    expect(clearStep(two([AX, AY, { ground: -2, slab: 0 }], [AX + 1, AY, { ground: -2 }]), A, B)).toBe(false);
  });

  it('swimmers duck under a bridge deck between two water cells; nobody else does, nor under a floor', () => {
    // (5,5) and (6,5) water at 1, a deck at 2 over (6,5) and over the land cell (7,5) at 1
    const g = two(
      [AX, AY, { ground: 1, water: true }],
      [AX + 1, AY, { ground: 1, water: true, slab: 2, bridge: true }],
    );
    put(g, AX + 2, AY, { ground: 1, slab: 2, bridge: true });
    const C = node(AX + 2, AY);
    expectBothWays(g, true);
    // water to land under the deck and back
    expect(clearStep(g, B, C)).toBe(false);
    expect(clearStep(g, C, B)).toBe(false);
    // from land into the water under the deck
    expect(clearStep(put(g, AX, AY, { water: false }), A, B)).toBe(false);
    expect(clearStep(g, B, A)).toBe(false);
    // a floor plate over water stops a swimmer
    const floor = two([AX, AY, { ground: 1, water: true }], [AX + 1, AY, { ground: 1, water: true, slab: 2 }]);
    expect(clearStep(floor, A, B)).toBe(false);
  });

  it('is symmetric and true under open sky (property)', () => {
    fc.assert(
      fc.property(geoArb, (g) => {
        const open = (c: number) => g.slab[c % CELLS] < 0 && g.ceiling[c % CELLS] < 0;
        const asymmetric: number[][] = [];
        let blockedInOpen = 0;
        for (let n = 0; n < 2 * CELLS; n++)
          for (let d = 0; d < 4; d++)
            for (let l = 0; l < 2; l++) {
              const m = besideNode(n, d, l);
              if (m < 0) continue;
              const c = clearStep(g, n, m);
              if (c !== clearStep(g, m, n)) asymmetric.push([n, m]);
              if (!c && open(n) && open(m)) blockedInOpen++;
            }
        expect(asymmetric).toEqual([]);
        expect(blockedInOpen).toBe(0);
      }),
      { numRuns: 20, endOnFailure: true },
    );
  });
});

describe('moves: stepKind', () => {
  /** The kind of the step from (5,5) to its neighbour on side d, with both cells set. */
  const kind = (from: Cell, to: Cell, d = 1, edit?: (g: Geo) => void) => {
    const g = two([AX, AY, from], [NEXT[d][0], NEXT[d][1], to]);
    edit?.(g);
    return stepKind(g, node(AX, AY), node(...NEXT[d]), d);
  };

  it('walks up or down one, jumps up two, drops down two or more, not up three', () => {
    expect(kind({ ground: 2 }, { ground: 2 })).toBe('walk');
    expect(kind({ ground: 2 }, { ground: 3 })).toBe('walk');
    expect(kind({ ground: 2 }, { ground: 1 })).toBe('walk');
    expect(kind({ ground: 2 }, { ground: 4 })).toBe('jump');
    expect(kind({ ground: 2 }, { ground: 5 })).toBe(null);
    expect(kind({ ground: 4 }, { ground: 2 })).toBe('drop');
    expect(kind({ ground: 9 }, { ground: 0 })).toBe('drop');
  });

  it('a step not clear of floors and rock is no move, even on level ground', () => {
    expect(kind({ ground: 2 }, { ground: 2, ceiling: 4 })).toBe(null);
    expect(kind({ ground: 2, ceiling: 4 }, { ground: 2 })).toBe(null);
  });

  it("a fence on the target's facing side stops a jump or climb onto it, on every side; not a walk", () => {
    DIRS.forEach((_, d) => {
      const facing = DIRS[(d + 2) % 4];
      const fenceTo = (g: Geo) => (g.fence[node(...NEXT[d])] = FENCE_BIT[facing]);
      const fenceOther = (g: Geo) => (g.fence[node(...NEXT[d])] = 15 & ~FENCE_BIT[facing]);
      expect(kind({ ground: 2 }, { ground: 4 }, d, fenceTo)).toBe(null);
      expect(kind({ ground: 2 }, { ground: 4 }, d, fenceOther)).toBe('jump');
      expect(kind({ ground: 2 }, { ground: 3 }, d, fenceTo)).toBe('walk');
      expect(kind({ ground: 1, water: true }, { ground: 3 }, d, fenceTo)).toBe(null);
      expect(kind({ ground: 1, water: true }, { ground: 3 }, d, fenceOther)).toBe('climb');
    });
  });

  it("a fence on the start's side stops a drop off it, on every side; not a walk down one", () => {
    DIRS.forEach((side, d) => {
      const fenceFrom = (g: Geo) => (g.fence[node(AX, AY)] = FENCE_BIT[side]);
      const fenceOther = (g: Geo) => (g.fence[node(AX, AY)] = 15 & ~FENCE_BIT[side]);
      expect(kind({ ground: 5 }, { ground: 2 }, d, fenceFrom)).toBe(null);
      expect(kind({ ground: 5 }, { ground: 2 }, d, fenceOther)).toBe('drop');
      expect(kind({ ground: 3 }, { ground: 2 }, d, fenceFrom)).toBe('walk');
    });
  });

  it('swims between water cells up one or down any; climbs out of water up to two; walks or drops into it', () => {
    const water = (ground: number): Cell => ({ ground, water: true });
    expect(kind(water(1), water(1))).toBe('swim');
    expect(kind(water(1), water(2))).toBe('swim');
    expect(kind(water(1), water(3))).toBe(null);
    expect(kind(water(4), water(1))).toBe('swim');
    expect(kind(water(1), { ground: 3 })).toBe('climb');
    expect(kind(water(1), { ground: 4 })).toBe(null);
    expect(kind(water(1), { ground: 1 })).toBe('climb');
    expect(kind(water(2), { ground: 0 })).toBe('climb');
    expect(kind({ ground: 2 }, water(1))).toBe('walk');
    expect(kind({ ground: 4 }, water(1))).toBe('drop');
    expect(kind({ ground: 0 }, water(2))).toBe('jump');
  });

  it('a step on or off a bridge deck is a bridge move; on or off a floor a walk', () => {
    // (5,5) land at 2, (6,5) water at 1 under a deck at 3
    const g = two([AX, AY, { ground: 2 }], [AX + 1, AY, { ground: 1, water: true, slab: 3, bridge: true }]);
    put(g, AX + 2, AY, { ground: 1, water: true, slab: 3, bridge: true });
    const deck = node(AX + 1, AY, 1);
    expect(stepKind(g, node(AX, AY), deck, 1)).toBe('bridge');
    expect(stepKind(g, deck, node(AX, AY), 3)).toBe('bridge');
    expect(stepKind(g, deck, node(AX + 2, AY, 1), 1)).toBe('bridge');
    // down one off the deck into the water beside it is a bridge move too
    put(g, AX + 1, AY + 1, { ground: 2, water: true });
    expect(stepKind(g, deck, node(AX + 1, AY + 1), 2)).toBe('bridge');
    // the same plates as floors
    const f = two([AX, AY, { ground: 2 }], [AX + 1, AY, { ground: 0, slab: 3 }]);
    expect(stepKind(f, node(AX, AY), node(AX + 1, AY, 1), 1)).toBe('walk');
    expect(stepKind(f, node(AX + 1, AY, 1), node(AX, AY), 3)).toBe('walk');
    // a deck on cell 0 (node 256), onto it and off it
    const c0 = two([0, 0, { ground: 1, water: true, slab: 3, bridge: true }], [1, 0, { ground: 2 }]);
    expect(stepKind(c0, node(1, 0), node(0, 0, 1), 3)).toBe('bridge');
    expect(stepKind(c0, node(0, 0, 1), node(1, 0), 1)).toBe('bridge');
  });

  it('a fence does not stop a swim, up or down', () => {
    const fenced = (g: Geo) => {
      g.fence[node(AX, AY)] = 15;
      g.fence[node(AX + 1, AY)] = 15;
    };
    expect(kind({ ground: 1, water: true }, { ground: 2, water: true }, 1, fenced)).toBe('swim');
    expect(kind({ ground: 3, water: true }, { ground: 1, water: true }, 1, fenced)).toBe('swim');
  });
});

describe('moves: besideNode', () => {
  it('the neighbour cell on each side, on the asked layer; -1 off each edge', () => {
    expect([0, 1, 2, 3].map((d) => besideNode(node(0, 0), d, 0))).toEqual([-1, node(1, 0), node(0, 1), -1]);
    expect([0, 1, 2, 3].map((d) => besideNode(node(15, 15), d, 0))).toEqual([node(15, 14), -1, -1, node(14, 15)]);
    expect([0, 1, 2, 3].map((d) => besideNode(node(15, 0), d, 1))).toEqual([-1, -1, node(15, 1, 1), node(14, 0, 1)]);
    expect([0, 1, 2, 3].map((d) => besideNode(node(0, 15, 1), d, 0))).toEqual([node(0, 14), node(1, 15), -1, -1]);
    expect([0, 1, 2, 3].map((d) => besideNode(node(3, 4, 1), d, 1))).toEqual([
      node(3, 3, 1),
      node(4, 4, 1),
      node(3, 5, 1),
      node(2, 4, 1),
    ]);
  });
});

describe('moves: forEachMove, forEachMoveInto, linkIndex', () => {
  /** Flat ground at 0 with a floor at 5 over (1,0), a ladder from (0,0) onto it, stairs to a blocked cell, stairs elsewhere. */
  function scene(): Geo {
    const g = one(1, 0, { slab: 5 });
    put(g, 3, 3, { blocked: true });
    g.links.push(
      { a: node(0, 0), b: node(1, 0, 1), kind: 'ladder' },
      { a: node(0, 0), b: node(3, 3), kind: 'stairs' },
      { a: node(8, 8), b: node(9, 9), kind: 'stairs' },
    );
    return g;
  }
  const moves = (g: Geo, n: number, adj?: readonly (readonly Link[])[]) => {
    const out: [number, MoveKind][] = [];
    forEachMove(g, n, (m, k) => out.push([m, k]), adj);
    return out;
  };
  const into = (g: Geo, n: number) => {
    const out: [number, MoveKind][] = [];
    forEachMoveInto(g, n, (m, k) => out.push([m, k]), linkIndex(g));
    return out;
  };

  it('forEachMove: steps in N, E, S, W order, then the links from the node; not onto unstandable nodes', () => {
    const g = scene();
    const expected: [number, MoveKind][] = [
      [node(1, 0), 'walk'],
      [node(0, 1), 'walk'],
      [node(1, 0, 1), 'ladder'],
    ];
    expect(moves(g, node(0, 0))).toEqual(expected);
    expect(moves(g, node(0, 0), linkIndex(g))).toEqual(expected);
    // from the floor: drops all round, the ladder back down (link named from its other end)
    expect(moves(g, node(1, 0, 1))).toEqual([
      [node(2, 0), 'drop'],
      [node(1, 1), 'drop'],
      [node(0, 0), 'drop'],
      [node(0, 0), 'ladder'],
    ]);
    // a move onto node 0
    expect(moves(g, node(0, 1))).toEqual([
      [node(0, 0), 'walk'],
      [node(1, 1), 'walk'],
      [node(0, 2), 'walk'],
    ]);
    expect(moves(g, node(9, 9)).filter(([, k]) => k === 'stairs')).toEqual([[node(8, 8), 'stairs']]);
  });

  it('forEachMove reads the links from the index when one is given', () => {
    const g = scene();
    const none = new Array<readonly Link[]>(2 * CELLS).fill([]);
    expect(moves(g, node(0, 0), none)).toEqual([
      [node(1, 0), 'walk'],
      [node(0, 1), 'walk'],
    ]);
  });

  it('forEachMoveInto: where the hero can come from, links too', () => {
    const g = scene();
    expect(into(g, node(1, 0, 1))).toEqual([[node(0, 0), 'ladder']]);
    expect(into(g, node(0, 0))).toEqual([
      [node(1, 0), 'walk'],
      [node(1, 0, 1), 'drop'],
      [node(0, 1), 'walk'],
      [node(1, 0, 1), 'ladder'],
    ]);
  });

  it('linkIndex: each link listed at both its ends, in order; an empty list elsewhere', () => {
    const g = scene();
    const adj = linkIndex(g);
    expect(adj).toHaveLength(512);
    expect(adj[node(0, 0)]).toEqual([g.links[0], g.links[1]]);
    expect(adj[node(1, 0, 1)]).toEqual([g.links[0]]);
    expect(adj[node(3, 3)]).toEqual([g.links[1]]);
    expect(adj[node(9, 9)]).toEqual([g.links[2]]);
    expect(adj[node(1, 1)]).toEqual([]);
    expect(adj[511]).toEqual([]);
    expect(adj.filter((l) => l.length > 0)).toHaveLength(5);
  });

  it('on random cubes: forEachMoveInto is forEachMove reversed, the index changes nothing, targets stand (property)', () => {
    fc.assert(
      fc.property(geoArb, (g) => {
        const adj = linkIndex(g);
        const plain: string[] = [];
        const fwd: string[] = [];
        const back: string[] = [];
        const unstandable: number[] = [];
        for (let n = 0; n < 2 * CELLS; n++) {
          if (!nodeOk(g, n)) continue;
          forEachMove(g, n, (m, k) => {
            if (!nodeOk(g, m)) unstandable.push(m);
            plain.push(`${n}>${m}:${k}`);
          });
          forEachMove(g, n, (m, k) => fwd.push(`${n}>${m}:${k}`), adj);
          forEachMoveInto(g, n, (u, k) => back.push(`${u}>${n}:${k}`), adj);
        }
        expect(unstandable).toEqual([]);
        expect(fwd).toEqual(plain);
        expect(back.sort()).toEqual(fwd.sort());
      }),
      { numRuns: 30, endOnFailure: true },
    );
  });
});

/**
 * Random cubes: ground 0..5, some water, floors and decks 1..6 above, rock, blocked cells, fences, links. The
 * properties end on the first failure (`endOnFailure`): shrinking 256 cells takes minutes and says little more.
 */
const chance = (inTen: number) => fc.integer({ min: 0, max: 9 }).map((v) => v < inTen);
const cellArb = fc.record({
  ground: fc.integer({ min: 0, max: 5 }),
  water: chance(3),
  slab: fc.option(fc.integer({ min: 1, max: 6 }), { freq: 2, nil: -1 }),
  bridge: chance(4),
  blocked: chance(1),
  ceiling: fc.option(fc.integer({ min: 2, max: 9 }), { freq: 3, nil: -1 }),
  fence: fc.option(fc.integer({ min: 1, max: 15 }), { freq: 2, nil: 0 }),
  fenceUp: fc.option(fc.integer({ min: 1, max: 15 }), { freq: 2, nil: 0 }),
});
const geoArb: fc.Arbitrary<Geo> = fc
  .tuple(
    fc.array(cellArb, { minLength: CELLS, maxLength: CELLS }),
    fc.array(
      fc.record({ a: fc.nat(2 * CELLS - 1), b: fc.nat(2 * CELLS - 1), kind: fc.constantFrom('stairs', 'ladder') }),
      { maxLength: 12 },
    ),
  )
  .map(([cells, links]) => {
    const g = emptyGeo();
    cells.forEach((c, i) => {
      g.ground[i] = c.ground;
      g.water[i] = c.water ? 1 : 0;
      g.slab[i] = c.slab < 0 ? -1 : c.ground + c.slab;
      g.bridge[i] = c.bridge && c.slab >= 0 ? 1 : 0;
      g.blocked[i] = c.blocked ? 1 : 0;
      g.ceiling[i] = c.ceiling < 0 ? -1 : Math.max(c.ground, g.slab[i]) + c.ceiling;
      g.fence[i] = c.fence;
      g.fence[CELLS + i] = c.fenceUp;
    });
    // a link joins two different nodes
    g.links.push(...(links as Link[]).filter((l) => l.a !== l.b));
    return g;
  });
