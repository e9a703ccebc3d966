/** The inspector: reverse reachability from the exit with the hero's move set; says why a cube fails. */
import {
  CELLS,
  CLEARANCE,
  headroomAt,
  forEachMoveInto,
  heightOf,
  linkIndex,
  nodeOk,
  spreadMoves,
  unpack,
  type Geo,
  type Link,
  type MoveKind,
} from './moves';

/** A portal as the inspector sees it. */
export interface InspectPortal {
  readonly id: string;
  readonly node: number;
}
/** One step of a witness path: cell, layer and the move that reached it. */
export type PathStep = readonly [x: number, y: number, layer: number, move: MoveKind | 'start'];
/** The inspector's verdict. */
export interface Verdict {
  readonly passed: boolean;
  readonly reason: string | null;
  readonly failedPortal: string | null;
  /** For a failed portal: the cell where its forward search came closest to the exit. */
  readonly stoppedAt: readonly [number, number, number] | null;
  /** When passed: a path from each portal (and the treasure) to the exit. */
  readonly witness: readonly { readonly from: string; readonly path: readonly PathStep[] }[];
  /** Nodes that can reach the exit. */
  readonly reach: number;
}
/** What the inspector checks. */
export interface InspectInput {
  readonly geo: Geo;
  readonly portals: readonly InspectPortal[];
  readonly exit: number;
  readonly treasure: number;
  /** Where the hero comes in; every portal in `visits` (side-room doors) must be reachable from it. */
  readonly arrival?: number;
  readonly visits?: readonly InspectPortal[];
  /** Routes the builder planned (node lists); checked for too-low ceilings. */
  readonly routes?: readonly (readonly number[])[];
  /** Where a hero lands who rides the waterfall of the cube above down (layer-0 nodes): places to start from too. */
  readonly landings?: readonly number[];
}

/** Breadth-first search from the exit over reversed moves; next[n] is n's next node towards the exit (-2 = cannot reach). */
function reverseSearch(
  g: Geo,
  exit: number,
  adj: readonly (readonly Link[])[],
): { next: Int32Array; move: (MoveKind | null)[] } {
  const next = new Int32Array(2 * CELLS).fill(-2);
  const move: (MoveKind | null)[] = new Array(2 * CELLS).fill(null);
  next[exit] = -1;
  const queue = new Int32Array(2 * CELLS);
  let head = 0,
    tail = 0;
  queue[tail++] = exit;
  while (head < tail) {
    const v = queue[head++];
    forEachMoveInto(
      g,
      v,
      (from, kind) => {
        if (next[from] !== -2) return;
        next[from] = v;
        move[from] = kind;
        queue[tail++] = from;
      },
      adj,
    );
  }
  return { next, move };
}

function forwardReach(g: Geo, start: number | readonly number[], adj: readonly (readonly Link[])[]): Uint8Array {
  const seen = new Uint8Array(2 * CELLS);
  const queue = typeof start === 'number' ? [start] : [...start];
  for (const s of queue) seen[s] = 1;
  return spreadMoves(g, queue, seen, adj);
}

function closestTo(g: Geo, seen: Uint8Array, exit: number): [number, number, number] {
  const [ex, ey] = unpack(exit);
  let best = -1;
  let bestD = Infinity;
  for (let n = 0; n < seen.length; n++) {
    if (!seen[n]) continue;
    const [x, y] = unpack(n);
    const d = Math.abs(x - ex) + Math.abs(y - ey) + Math.abs(heightOf(g, n) - heightOf(g, exit));
    if (d < bestD) {
      bestD = d;
      best = n;
    }
  }
  return unpack(best);
}

function where(n: number): string {
  const [x, y, l] = unpack(n);
  return `(${x},${y}${l ? ', upper floor' : ''})`;
}

const fail = (
  reason: string,
  failedPortal: string | null,
  stoppedAt: Verdict['stoppedAt'],
  reach: number,
): Verdict => ({
  passed: false,
  reason,
  failedPortal,
  stoppedAt,
  witness: [],
  reach,
});

/** Checks that every portal (and the treasure, both ways) can reach the exit and no route is under a too-low ceiling. */
export function inspect(input: InspectInput): Verdict {
  return inspectReach(input).verdict;
}

/**
 * `inspect`, also returning `roam`: every node a hero can get to from the exit, the portals and the treasure
 * (null when the inspection stopped before working it out), which the geometry rules' fence check reuses.
 */
export function inspectReach(input: InspectInput): { verdict: Verdict; roam: Uint8Array | null; softLock: boolean } {
  let roam: Uint8Array | null = null;
  let softLock = false;
  const verdict = inspectWith(
    input,
    (r) => (roam = r),
    () => (softLock = true),
  );
  return { verdict, roam, softLock };
}

/** Every place a hero can start from: the exit, the portals and the treasure (`targets`), the landings of falls. */
function startsOf(
  input: InspectInput,
  targets: readonly { id: string; node: number }[],
): { id: string; node: number }[] {
  const landings = (input.landings ?? []).map((node) => ({ id: 'the landing of the waterfall from above', node }));
  return [{ id: 'the exit', node: input.exit }, ...targets, ...landings];
}

function inspectWith(input: InspectInput, keep: (roam: Uint8Array) => void, softLock: () => void): Verdict {
  const { geo, exit } = input;
  if (exit < 0) return { passed: true, reason: null, failedPortal: null, stoppedAt: null, witness: [], reach: 0 };
  if (!nodeOk(geo, exit)) return fail(`the exit at ${where(exit)} is not standable`, 'exit', unpack(exit), 0);
  const adj = linkIndex(geo);
  const { next, move: moveOf } = reverseSearch(geo, exit, adj);
  let reach = 0;
  for (let n = 0; n < next.length; n++) if (next[n] !== -2) reach++;
  const targets = input.portals.filter((p) => p.node !== exit).map((p) => ({ id: p.id, node: p.node }));
  if (input.treasure >= 0) targets.push({ id: 'treasure', node: input.treasure });
  for (const t of targets) {
    if (next[t.node] === -2) {
      const stop = closestTo(geo, forwardReach(geo, t.node, adj), exit);
      return fail(
        `${t.id} at ${where(t.node)} cannot reach the exit at ${where(exit)}; its search stopped at (${stop[0]},${stop[1]})`,
        t.id,
        stop,
        reach,
      );
    }
  }
  if (input.treasure >= 0 && !forwardReach(geo, exit, adj)[input.treasure]) {
    return fail(
      `the treasure at ${where(input.treasure)} cannot be reached from the exit`,
      'treasure',
      unpack(input.treasure),
      reach,
    );
  }
  if (input.arrival !== undefined && input.arrival >= 0 && input.visits?.length) {
    const from = forwardReach(geo, input.arrival, adj);
    for (const v of input.visits) {
      if (!from[v.node]) {
        const stop = closestTo(geo, from, v.node);
        return fail(
          `${v.id} at ${where(v.node)} cannot be reached from the arrival at ${where(input.arrival)}; the search stopped at (${stop[0]},${stop[1]})`,
          v.id,
          stop,
          reach,
        );
      }
    }
  }
  // no soft-lock: every place a hero can get to from the exit, a portal, the treasure or the landing of a fall
  // from above can still reach the exit (fences, stairs and ladders see to it)
  const starts = startsOf(input, targets);
  const roam = forwardReach(
    geo,
    starts.map((s) => s.node).filter((n) => nodeOk(geo, n)),
    adj,
  );
  keep(roam);
  for (let n = 0; n < roam.length; n++) {
    if (roam[n] && next[n] === -2) {
      softLock();
      const from = starts.find((s) => nodeOk(geo, s.node) && forwardReach(geo, s.node, adj)[n]) as { id: string };
      return fail(
        `a hero can get to ${where(n)} from ${from.id} but not from there to the exit at ${where(exit)} (a soft-lock)`,
        null,
        unpack(n),
        reach,
      );
    }
  }
  for (const route of input.routes ?? []) {
    for (const n of route) {
      const room = headroomAt(geo, n);
      if (room < CLEARANCE) {
        return fail(`a planned route passes under a ceiling only ${room} high at ${where(n)}`, null, unpack(n), reach);
      }
    }
  }
  const witness = targets.map((t) => {
    const path: PathStep[] = [];
    let n = t.node;
    let move: MoveKind | 'start' = 'start';
    for (let guard = 0; n >= 0 && guard < 2 * CELLS; guard++) {
      const [x, y, l] = unpack(n);
      path.push([x, y, l, move]);
      move = moveOf[n] ?? 'walk';
      n = next[n];
    }
    return { from: t.id, path };
  });
  return { passed: true, reason: null, failedPortal: null, stoppedAt: null, witness, reach };
}
