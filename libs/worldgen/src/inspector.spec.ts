import { inspect, inspectReach } from './inspector';
import { clearStep, emptyGeo, forEachMove, linkIndex, node, nodeOk, stepKind, type Geo } from './moves';

/** A hand-made cube: rows of height digits, `~` = water at height 1. */
function geo(rows: string[]): Geo {
  const g = emptyGeo();
  rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      const i = y * 16 + x;
      if (ch === '~') {
        g.water[i] = 1;
        g.ground[i] = 1;
      } else g.ground[i] = Number.parseInt(ch, 36);
    }),
  );
  return g;
}
const flat = (h: string) => Array.from({ length: 16 }, () => h.repeat(16));
const withColumn = (h: string, col: number, rows = flat('2')) =>
  rows.map((r) => r.slice(0, col) + h + r.slice(col + 1));
const run = (g: Geo, from = node(0, 8), exit = node(15, 8), extra: Partial<Parameters<typeof inspect>[0]> = {}) =>
  inspect({
    geo: g,
    portals: [
      { id: 'W', node: from },
      { id: 'E', node: exit },
    ],
    exit,
    treasure: -1,
    ...extra,
  });

/** A cube's input with a portal, a side-room door and the exit E at (15,8), no treasure. */
const withDoor = (g: Geo, portal: { id: string; node: number }, door: { id: string; node: number }) => ({
  geo: g,
  exit: node(15, 8),
  treasure: -1,
  portals: [portal, door, { id: 'E', node: node(15, 8) }],
});

describe('inspector', () => {
  it('passes a flat cube and returns a witness path from the portal to the exit', () => {
    const v = run(geo(flat('2')));
    expect(v.passed).toBe(true);
    const path = v.witness[0].path;
    expect(path[0].slice(0, 2)).toEqual([0, 8]);
    expect(path[path.length - 1].slice(0, 2)).toEqual([15, 8]);
    expect(path).toHaveLength(16);
  });

  it('walks slopes of one and jumps up one level, but not a wall of three', () => {
    expect(run(geo(withColumn('3', 7))).passed).toBe(true);
    expect(run(geo(withColumn('4', 7))).witness[0].path.some((s) => s[3] === 'jump')).toBe(true);
    const wall = run(geo(withColumn('5', 7)));
    expect(wall.passed).toBe(false);
    expect(wall.failedPortal).toBe('W');
    expect(wall.stoppedAt?.[0]).toBe(6);
    expect(wall.reason).toMatch(/W at \(0,8\) cannot reach the exit/);
  });

  it('drops down unfenced cliffs one way only', () => {
    const cliff = geo(flat('2').map((r) => '9'.repeat(8) + r.slice(8)));
    expect(run(cliff).passed).toBe(true);
    expect(run(cliff, node(15, 8), node(0, 8)).passed).toBe(false);
    const fenced = geo(flat('2').map((r) => '9'.repeat(8) + r.slice(8)));
    for (let y = 0; y < 16; y++) fenced.fence[node(7, y)] |= 2; // east side
    expect(run(fenced).passed).toBe(false);
  });

  it('swims and climbs out of water up to two levels', () => {
    const river = (bank: string) => geo(flat(bank).map((r) => r.slice(0, 6) + '~~~~' + r.slice(10)));
    expect(run(river('3')).passed).toBe(true);
    expect(run(river('3')).witness[0].path.some((s) => s[3] === 'swim')).toBe(true);
    expect(run(river('4')).passed).toBe(false);
  });

  it('uses stairs, ladders and bridges', () => {
    const g = geo(withColumn('8', 7, withColumn('8', 8)));
    expect(run(g).passed).toBe(false);
    for (let y = 0; y < 16; y++) g.links.push({ a: node(6, y), b: node(7, y), kind: y % 2 ? 'stairs' : 'ladder' });
    expect(run(g).passed).toBe(true);
    const b = geo(flat('4').map((r) => r.slice(0, 6) + '~~~~' + r.slice(10)));
    expect(run(b).passed).toBe(false);
    for (let x = 6; x < 10; x++) {
      b.slab[node(x, 8)] = 4;
      b.bridge[node(x, 8)] = 1;
    }
    // the river is a soft-lock (banks 3 above the water) until its banks and the deck's sides are fenced
    expect(run(b).reason).toMatch(
      /a hero can get to \(6,\d+\) from the exit but not from there to the exit at \(15,8\) \(a soft-lock\)/,
    );
    for (let y = 0; y < 16; y++) {
      b.fence[node(5, y)] |= 2;
      b.fence[node(10, y)] |= 8;
    }
    for (let x = 6; x < 10; x++) b.fence[node(x, 8, 1)] |= 15; // a fence only stops drops: deck to deck still walks
    const v = run(b);
    expect(v.passed).toBe(true);
    expect(v.witness[0].path.some((s) => s[3] === 'bridge' && s[2] === 1)).toBe(true);
  });

  it('fails a soft-lock at the landing of a fall from above: a plunge pool whose banks are too high to climb', () => {
    // a 3×3 pool at (2..4, 2..4) sunk 3 below its banks: nobody walking the cube falls in (fenced), but a hero
    // riding the waterfall of the cube above lands in it and cannot climb out (+3)
    const rows = flat('4').map((r, y) => (y >= 2 && y <= 4 ? r.slice(0, 2) + '~~~' + r.slice(5) : r));
    const g = geo(rows);
    for (const [x, y, side] of [
      [1, 3, 2],
      [5, 3, 8],
      [3, 1, 4],
      [3, 5, 1],
    ])
      for (let k = -1; k <= 1; k++) g.fence[side & 10 ? node(x, y + k) : node(x + k, y)] |= side;
    expect(run(g).passed).toBe(true);
    const landed = run(g, node(0, 8), node(15, 8), { landings: [node(3, 3)] });
    expect(landed.passed).toBe(false);
    expect(landed.failedPortal).toBeNull();
    expect(landed.stoppedAt?.slice(0, 2)).toEqual([2, 2]);
    expect(landed.reason).toBe(
      'a hero can get to (2,2) from the landing of the waterfall from above but not from there to the exit at (15,8) (a soft-lock)',
    );
    const r = inspectReach({
      geo: g,
      portals: [{ id: 'W', node: node(0, 8) }],
      exit: node(15, 8),
      treasure: -1,
      landings: [node(3, 3)],
    });
    expect(r.softLock).toBe(true);
    // a ladder out of the pool (the builder's escape stage) ends it
    g.links.push({ a: node(4, 3), b: node(5, 3), kind: 'ladder' });
    expect(run(g, node(0, 8), node(15, 8), { landings: [node(3, 3)] }).passed).toBe(true);
  });

  it('does not call a cut-off portal a soft-lock', () => {
    const r = inspectReach({
      geo: geo(withColumn('5', 7)),
      portals: [{ id: 'W', node: node(0, 8) }],
      exit: node(15, 8),
      treasure: -1,
    });
    expect(r.verdict.passed).toBe(false);
    expect(r.softLock).toBe(false);
  });

  it('fails a route under a too-low ceiling, and never walks under one', () => {
    // a floor 2 above the ground is inside the head room: nobody stands on it or under it (issue #26)
    const g = geo(flat('2'));
    for (let y = 0; y < 16; y++) g.slab[node(7, y)] = 4;
    expect(run(g).passed).toBe(false);
    // 3 above: the hero walks under it (a jump of +3 onto it is no move)
    for (let y = 0; y < 16; y++) g.slab[node(7, y)] = 5;
    const under = run(g);
    expect(under.passed).toBe(true);
    expect(under.witness[0].path.filter((s) => s[0] === 7).map((s) => s[2])).toEqual([0]);
    const v = run(geo(flat('2')), node(0, 8), node(15, 8), { routes: [[node(0, 8)]] });
    expect(v.passed).toBe(true);
    const low = geo(flat('2'));
    low.slab[node(3, 3)] = 4;
    const r = run(low, node(0, 8), node(15, 8), { routes: [[node(3, 3)]] });
    expect(r.passed).toBe(false);
    expect(r.reason).toMatch(/ceiling only 2 high/);
  });

  it('needs head room under cave rock: a roof 2 above the ground walls a column off, 3 lets the hero through', () => {
    const cave = (room: number) => {
      const g = geo(flat('2'));
      g.ceiling.fill(2 + 5);
      for (let y = 0; y < 16; y++) g.ceiling[node(7, y)] = 2 + room; // a low ridge of rock across the cube
      return g;
    };
    const low = run(cave(2));
    expect(low.passed).toBe(false);
    expect(low.reason).toMatch(/W at \(0,8\) cannot reach the exit/);
    expect(run(cave(3)).passed).toBe(true);
    // a planned route under rock that is too low fails the cube (the hero can walk round it)
    const r = run(cave(3), node(0, 8), node(15, 8), { routes: [[node(7, 8)]] });
    expect(r.passed).toBe(true);
    const g = cave(3);
    g.ceiling[node(3, 3)] = 4;
    expect(run(g, node(0, 8), node(15, 8), { routes: [[node(3, 3)]] }).reason).toMatch(
      /ceiling only 2 high at \(3,3\)/,
    );
  });

  it('never steps through a floor: off a slab down to the ground under the next slab cell is no move (#26)', () => {
    // a floor at 6 over columns 7..8 (ground 2 under it, head room 4); the ground beyond is 2 too
    const g = geo(flat('2'));
    for (let y = 0; y < 16; y++) for (const x of [7, 8]) g.slab[node(x, y)] = 6;
    const moves = (from: number) => {
      const out: string[] = [];
      forEachMove(g, from, (m, k) => out.push(`${m}:${k}`), linkIndex(g));
      return out;
    };
    // from the slab at (7,8): along the slab, but never down to the ground of (8,8) under the same floor
    expect(moves(node(7, 8, 1))).toContain(`${node(8, 8, 1)}:walk`);
    expect(moves(node(7, 8, 1)).some((m) => m.startsWith(`${node(8, 8)}:`))).toBe(false);
    expect(clearStep(g, node(7, 8, 1), node(8, 8))).toBe(false);
    // off the slab's edge to open ground (6,8) is a drop; and the ground under it is walked through at ground level
    expect(moves(node(7, 8, 1))).toContain(`${node(6, 8)}:drop`);
    expect(moves(node(6, 8))).toContain(`${node(7, 8)}:walk`);
    // a floor only 2 above its ground is no place to stand, and nobody walks under it
    g.slab[node(3, 3)] = 4;
    expect(nodeOk(g, node(3, 3, 1))).toBe(false);
    expect(nodeOk(g, node(3, 3))).toBe(false);
    // jumping out from under a floor onto something its underside is in the way of: no move
    const j = geo(flat('2'));
    j.slab[node(5, 5)] = 5;
    j.ground[node(6, 5)] = 4;
    expect(stepKind(j, node(5, 5), node(6, 5), 1)).toBeNull();
    j.slab[node(5, 5)] = 7;
    expect(stepKind(j, node(5, 5), node(6, 5), 1)).toBe('jump');
  });

  it('a walk changes height by one at most, into water too; a fence stops the jump onto its node (#26)', () => {
    const g = geo(flat('2'));
    g.water[node(6, 5)] = 1;
    g.ground[node(6, 5)] = 5; // water 3 above its land neighbour
    expect(stepKind(g, node(6, 6), node(6, 5), 0)).toBeNull();
    g.ground[node(6, 5)] = 3;
    expect(stepKind(g, node(6, 6), node(6, 5), 0)).toBe('walk');
    g.ground[node(6, 5)] = 4;
    expect(stepKind(g, node(6, 6), node(6, 5), 0)).toBe('jump');
    const ledge = geo(flat('2'));
    ledge.ground[node(8, 8)] = 4;
    expect(stepKind(ledge, node(7, 8), node(8, 8), 1)).toBe('jump');
    ledge.fence[node(8, 8)] |= 8; // west side of the ledge
    expect(stepKind(ledge, node(7, 8), node(8, 8), 1)).toBeNull();
    expect(stepKind(ledge, node(8, 8), node(7, 8), 3)).toBeNull();
    expect(stepKind(ledge, node(9, 8), node(8, 8), 3)).toBe('jump');
  });

  it('needs side-room doors reachable from the arrival', () => {
    // a raised shelf on the left: the door up there can drop to the exit but the arrival below cannot climb to it
    const shelf = geo(flat('2').map((r, y) => (y < 4 ? '9999' + r.slice(4) : r)));
    const input = withDoor(shelf, { id: 'S', node: node(0, 8) }, { id: 'N', node: node(1, 0) });
    expect(inspect(input).passed).toBe(true);
    const v = inspect({ ...input, arrival: node(0, 8), visits: [{ id: 'N', node: node(1, 0) }] });
    expect(v.passed).toBe(false);
    expect(v.failedPortal).toBe('N');
    expect(v.reason).toMatch(/N at \(1,0\) cannot be reached from the arrival at \(0,8\)/);
    shelf.links.push({ a: node(1, 4), b: node(1, 3), kind: 'ladder' });
    expect(inspect({ ...input, arrival: node(0, 8), visits: [{ id: 'N', node: node(1, 0) }] }).passed).toBe(true);
  });

  it('needs the treasure reachable both ways', () => {
    const pit = geo(flat('5').map((r, y) => (y >= 2 && y <= 4 ? r.slice(0, 2) + '111' + r.slice(5) : r)));
    const v = run(pit, node(0, 8), node(15, 8), { treasure: node(3, 3) });
    expect(v.passed).toBe(false);
    expect(v.failedPortal).toBe('treasure');
  });
});

describe('inspector verdicts in full', () => {
  const walk = (xs: number[], y: number) => xs.map((x, i) => [x, y, 0, i === 0 ? 'start' : 'walk']);
  const range = (a: number, b: number) =>
    Array.from({ length: Math.abs(b - a) + 1 }, (_, i) => (a <= b ? a + i : a - i));
  /** The whole verdict of a cube that passes, and of one that fails at `failedPortal` (no witness then). */
  const verdict = (passed: boolean, reason: string | null, failedPortal: string | null, stoppedAt: unknown) => ({
    passed,
    reason,
    failedPortal,
    stoppedAt,
  });
  const passes = (witness: unknown[], reach: number) => ({ ...verdict(true, null, null, null), witness, reach });
  const fails = (failedPortal: string, reason: string, stoppedAt: number[], reach: number) => ({
    ...verdict(false, reason, failedPortal, stoppedAt),
    witness: [],
    reach,
  });

  it('a pass: every ground node reaches the exit, one witness per portal but the exit, start then walks', () => {
    expect(run(geo(flat('2')))).toEqual(passes([{ from: 'W', path: walk(range(0, 15), 8) }], 256));
  });

  it('an exit at node 0 is inspected, and its witness ends on it', () => {
    const v = run(geo(flat('2')), node(15, 0), node(0, 0));
    expect(v).toEqual(passes([{ from: 'W', path: walk(range(15, 0), 0) }], 256));
  });

  it('no exit (-1): nothing to reach, the cube passes whatever its portals', () => {
    expect(run(geo(withColumn('9', 7)), node(0, 8), -1)).toEqual(passes([], 0));
  });

  it('an exit nobody can stand on fails at once, named with its floor', () => {
    expect(run(geo(flat('2')), node(0, 8), node(3, 3, 1))).toEqual(
      fails('exit', 'the exit at (3,3, upper floor) is not standable', [3, 3, 1], 0),
    );
  });

  it('a failed portal: the sentence, the cell its search came closest to the exit (height counts, first of a tie), what reaches', () => {
    // reach 144: columns 7..15, the wall drops to the exit's side
    expect(run(geo(withColumn('5', 7)))).toEqual(
      fails('W', 'W at (0,8) cannot reach the exit at (15,8); its search stopped at (6,8)', [6, 8, 0], 144),
    );
    // (6,8) one lower than the rest: 9 + 1 away, as far as (6,7), (5,8) and (6,9); the first of them in node order
    const dip = geo(withColumn('5', 7));
    dip.ground[node(6, 8)] = 1;
    const v = run(dip);
    expect(v.stoppedAt).toEqual([6, 7, 0]);
    expect(v.reason).toBe('W at (0,8) cannot reach the exit at (15,8); its search stopped at (6,7)');
  });

  it('a treasure that can drop to the exit but not be reached from it fails, at node 0 too', () => {
    const cliff = geo(flat('2').map((r) => '9'.repeat(8) + r.slice(8)));
    expect(run(cliff, node(0, 8), node(15, 8), { treasure: node(2, 8) })).toEqual(
      fails('treasure', 'the treasure at (2,8) cannot be reached from the exit', [2, 8, 0], 256),
    );
    expect(run(cliff, node(0, 8), node(15, 8), { treasure: node(0, 0) }).failedPortal).toBe('treasure');
    // a treasure on the exit's level passes, with a witness of its own
    const ok = run(cliff, node(0, 8), node(15, 8), { treasure: node(12, 8) });
    expect(ok.passed).toBe(true);
    expect(ok.witness.map((w) => w.from)).toEqual(['W', 'treasure']);
    // a treasure at node 0 is a target like any other: its own witness path to the exit
    const corner = run(geo(flat('2')), node(0, 8), node(15, 8), { treasure: node(0, 0) });
    expect(corner.witness.map((w) => [w.from, w.path[0]])).toEqual([
      ['W', [0, 8, 0, 'start']],
      ['treasure', [0, 0, 0, 'start']],
    ]);
  });

  describe('side-room doors and the arrival', () => {
    // a shelf in the south-west corner: its door drops to the rest of the cube, nobody climbs up to it
    const shelf = () => geo(flat('2').map((r, y) => (y >= 12 ? '9999' + r.slice(4) : r)));
    const input = () => withDoor(shelf(), { id: 'A', node: node(0, 0) }, { id: 'N', node: node(1, 15) });
    const door = [{ id: 'N', node: node(1, 15) }];

    it('an arrival at node 0 is searched from', () => {
      expect(inspect({ ...input(), arrival: node(0, 0), visits: door })).toEqual(
        fails(
          'N',
          'N at (1,15) cannot be reached from the arrival at (0,0); the search stopped at (4,15)',
          [4, 15, 0],
          256,
        ),
      );
    });

    it('no arrival (none given, or -1), or no doors: nothing to check', () => {
      expect(inspect({ ...input(), visits: door }).passed).toBe(true);
      expect(inspect({ ...input(), arrival: -1, visits: door }).passed).toBe(true);
      expect(inspect({ ...input(), arrival: node(0, 0) }).passed).toBe(true);
      expect(inspect({ ...input(), arrival: node(0, 0), visits: [] }).passed).toBe(true);
    });
  });

  it('inspectReach: where a hero can roam once the cube passes, null when it stopped before', () => {
    const ok = inspectReach({
      geo: geo(flat('2')),
      portals: [{ id: 'W', node: node(0, 8) }],
      exit: node(15, 8),
      treasure: -1,
    });
    expect(ok.verdict.passed).toBe(true);
    expect(ok.roam?.length).toBe(512);
    expect(ok.roam?.reduce((a, b) => a + b, 0)).toBe(256);
    const failed = inspectReach({
      geo: geo(withColumn('5', 7)),
      portals: [{ id: 'W', node: node(0, 8) }],
      exit: node(15, 8),
      treasure: -1,
    });
    expect(failed).toEqual({ verdict: expect.objectContaining({ passed: false }), roam: null, softLock: false });
  });
});
