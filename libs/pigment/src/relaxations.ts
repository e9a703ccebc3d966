/**
 * Exact distances in relaxed versions of a level, used as the best-first solver's admissible, consistent
 * heuristic. Nodes of the position × orientation graph are `pos * 24 + orientation`.
 *  - `single[m]`: fewest tips until mark m alone holds its colour, over (mark m's stain, node); other marks ignored.
 *  - `cover`: fewest tips until every mark holds its colour in a game where each mark's stain is only known up to a
 *    class (issue #25; `markClasses`): the target; each stain one landing or more short of the start's need (for a
 *    secondary colour on empty: either of its two primaries) as a class of its own; the rest (empty, or a wrong stain
 *    that white must clear first) as one class. A landing may move its mark to a better class as the mix would, or do
 *    nothing, so the classes only improve and a secondary colour still needs its two primaries with the right faces
 *    down, in the die's real orientations. Stains are otherwise ignored (a travelling-salesman bound over the marks in
 *    which the faces matter). It is computed over the landings (nodes on marked cells): `reach` holds plain distances
 *    from every node to every landing, and `landed[vector][landing]` (memoised, filled on first use) the distance
 *    after a landing, so h(state) = min over the landings that improve a class of reach + landed.
 * A table entry of `INF` proves the relaxed goal, and so the real one, unreachable.
 */
import type { CompiledBoard } from './board';
import { COLOR_COUNT, colorOf, MIX, ORIENTATIONS } from './die';
import type { PigmentLevel } from './types';

export const INF = 0xffff;
const ORIENTS = 24;
const OPPOSITE = [1, 0, 3, 2];
/** Class vectors at most; above it the marks with the most classes fall back to counters, then caps are lowered. */
const COVER_MAX_VECTORS = 1 << 17;
/** Not yet computed (a memo entry of `landed`). */
const UNKNOWN = 0xfffe;
/** Die faces (empty is the null face: it leaves a stain as it is). */
const FACES = [0, 1, 2, 3, 4, 5];

/** Heuristic tables for one level (independent of the start state, so cached per level object). */
export class Relaxations {
  readonly nodes: number;
  /** `single[m][stain * nodes + node]`. */
  readonly single: readonly Uint16Array[];
  /** Each mark's stain classes in the cover relaxation (see `markClasses`). */
  readonly classes: readonly MarkClasses[];
  /** `radix[m]`: the place value of mark m's class in a vector. */
  readonly radix: readonly number[];
  /** `pred[node * 4 + dir]`: the node before a tip in dir, or -1. */
  private readonly pred: Int32Array;
  /** The landings: nodes on marked cells (index i), with their mark and the face down. */
  private readonly landNode: Int32Array;
  private readonly landMark: Int8Array;
  private readonly landFace: Uint8Array;
  /** `reach[i * nodes + node]`: fewest tips (at least one) from node to landing i; plain moves, marks ignored. */
  private readonly reach: Uint16Array;
  /** `landed[vector * landings + i]`: the cover distance just after landing i left the marks in `vector`. */
  private readonly landed: Uint16Array;
  /** `uses[vector]`: pairs (landing, vector after it) of the landings that move a mark of the vector to a better class. */
  private readonly uses: (Int32Array | undefined)[];

  constructor(level: PigmentLevel, board: CompiledBoard) {
    const nodes = (this.nodes = board.cells * ORIENTS);
    const { nb, markOf } = board;
    const { prev, down } = ORIENTATIONS;
    this.pred = new Int32Array(nodes * 4).fill(-1);
    for (let pos = 0; pos < board.cells; pos++)
      for (let o = 0; o < ORIENTS; o++)
        for (let k = 0; k < 4; k++) {
          const from = nb[pos * 4 + OPPOSITE[k]];
          if (from >= 0) this.pred[(pos * ORIENTS + o) * 4 + k] = from * ORIENTS + prev[o * 4 + k];
        }
    const targets = level.marks.map((m) => colorOf(m.color));
    const stainAt = new Map(level.stains.map((st) => [st.at[1] * level.width + st.at[0], colorOf(st.color)]));
    const needs = targets.map((t) => landingsTo(t));
    const caps = needs.map((need, m) => {
      const start = need[stainAt.get(level.marks[m].at[1] * level.width + level.marks[m].at[0]) ?? 0];
      return Math.max(1, Math.min(3, start === INF ? 3 : start));
    });
    // fine classes where the table fits; else counters for the marks with the most classes, then lower caps
    const fine = needs.map(() => true);
    let classes = needs.map((need, m) => markClasses(need, caps[m], fine[m]));
    const vectorsOf = (cs: readonly MarkClasses[]) => cs.reduce((p, c) => p * c.count, 1);
    while (vectorsOf(classes) > COVER_MAX_VECTORS) {
      const widest = classes.reduce((w, c, m) => ((fine[w] && c.count <= classes[w].count) || !fine[m] ? w : m), -1);
      if (widest >= 0 && fine[widest] && markClasses(needs[widest], caps[widest], false).count < classes[widest].count)
        fine[widest] = false;
      else {
        const m = caps.indexOf(Math.max(...caps));
        if (caps[m] <= 1) break;
        caps[m]--;
      }
      classes = needs.map((need, m) => markClasses(need, caps[m], fine[m]));
    }
    this.classes = classes;
    const radix: number[] = [];
    classes.reduce((p, c, m) => ((radix[m] = p), p * c.count), 1);
    this.radix = radix;
    const onMarks: number[] = [];
    for (let node = 0; node < nodes; node++) if (markOf[Math.floor(node / ORIENTS)] >= 0) onMarks.push(node);
    this.landNode = Int32Array.from(onMarks);
    this.landMark = Int8Array.from(onMarks, (node) => markOf[Math.floor(node / ORIENTS)]);
    this.landFace = Uint8Array.from(onMarks, (node) => down[node % ORIENTS]);
    this.reach = this.reachTables();
    const vectors = vectorsOf(classes);
    this.landed = new Uint16Array(vectors * onMarks.length).fill(UNKNOWN);
    this.landed.fill(0, 0, onMarks.length);
    this.uses = new Array(vectors);
    this.single = targets.map((t, m) => this.singleMark(board, m, t));
  }

  /**
   * h(state): the max of both relaxations' exact distances — admissible and consistent (INF: no win from here).
   * The best-first solver orders its search by it; the metrics prune states that cannot win within the limit.
   */
  bound(board: CompiledBoard, pos: number, orient: number, code: number): number {
    const { single, nodes, classes, radix } = this;
    const { pow } = board;
    const node = pos * ORIENTS + orient;
    let h = 0;
    let vector = 0;
    for (let m = 0; m < single.length; m++) {
      const s = Math.floor(code / pow[m]) % COLOR_COUNT;
      const c = classes[m].classOf[s];
      if (c === 0) continue;
      vector += c * radix[m];
      const d = single[m][s * nodes + node];
      if (d > h) h = d;
    }
    if (vector === 0) return h;
    const c = this.cover(vector, node);
    return c > h ? c : h;
  }

  /** Backward BFS from every node with mark `m` holding `target`: distances over (stain of m, node). */
  private singleMark(board: CompiledBoard, m: number, target: number): Uint16Array {
    const { nodes, pred } = this;
    const { down } = ORIENTATIONS;
    const dist = new Uint16Array(COLOR_COUNT * nodes).fill(INF);
    const queue = new Int32Array(COLOR_COUNT * nodes);
    let tail = 0;
    for (let pos = 0; pos < board.cells; pos++) {
      if (board.floor[pos] !== 1) continue;
      for (let o = 0; o < ORIENTS; o++) {
        dist[target * nodes + pos * ORIENTS + o] = 0;
        queue[tail++] = target * nodes + pos * ORIENTS + o;
      }
    }
    for (let head = 0; head < tail; head++) {
      const id = queue[head];
      const s = Math.floor(id / nodes);
      const node = id - s * nodes;
      const d = dist[id] + 1;
      const face = board.markOf[Math.floor(node / ORIENTS)] === m ? down[node % ORIENTS] : -1;
      for (let k = 0; k < 4; k++) {
        const pnode = pred[node * 4 + k];
        if (pnode < 0) continue;
        if (face < 0) {
          if (dist[s * nodes + pnode] === INF) {
            dist[s * nodes + pnode] = d;
            queue[tail++] = s * nodes + pnode;
          }
          continue;
        }
        // on the mark: the stain before the landing is any stain the landing face turns into s
        for (let ps = 0; ps < COLOR_COUNT; ps++) {
          const pid = ps * nodes + pnode;
          if (MIX[ps * COLOR_COUNT + face] !== s || dist[pid] !== INF) continue;
          dist[pid] = d;
          queue[tail++] = pid;
        }
      }
    }
    return dist;
  }

  /**
   * The cover distance from `node` with the marks' classes in `vector` (not 0): the best first landing that moves a
   * mark to a better class, reached by plain moves (landings on the way may do nothing), then the distance after it.
   */
  cover(vector: number, node: number): number {
    const uses = this.uses[vector] ?? this.usesOf(vector);
    const { reach, nodes, landed } = this;
    const landings = this.landNode.length;
    let best = INF;
    for (let u = 0; u < uses.length; u += 2) {
      const i = uses[u];
      const r = reach[i * nodes + node];
      if (r >= best) continue;
      const v = uses[u + 1];
      let after = landed[v * landings + i];
      if (after === UNKNOWN) {
        after = this.cover(v, this.landNode[i]);
        landed[v * landings + i] = after;
      }
      if (r + after < best) best = r + after;
    }
    return best;
  }

  /** The landings that move a mark of `vector` to a better class, each with the vector after it. */
  private usesOf(vector: number): Int32Array {
    const { classes, radix, landMark, landFace } = this;
    const out: number[] = [];
    for (let i = 0; i < landMark.length; i++) {
      const m = landMark[i];
      const { count, moves } = classes[m];
      const a = Math.floor(vector / radix[m]) % count;
      let better = moves[a * COLOR_COUNT + landFace[i]];
      for (let b = 0; better !== 0; b++, better >>= 1) if (better & 1) out.push(i, vector + (b - a) * radix[m]);
    }
    const uses = Int32Array.from(out);
    this.uses[vector] = uses;
    return uses;
  }

  /** `reach`: a backward BFS from each landing (seeded with its predecessors at one tip). */
  private reachTables(): Uint16Array {
    const { nodes, pred, landNode } = this;
    const reach = new Uint16Array(landNode.length * nodes).fill(INF);
    const queue = new Int32Array(nodes);
    for (let i = 0; i < landNode.length; i++) {
      const base = i * nodes;
      let tail = 0;
      for (let k = 0; k < 4; k++) {
        const p = pred[landNode[i] * 4 + k];
        if (p >= 0 && reach[base + p] === INF) {
          reach[base + p] = 1;
          queue[tail++] = p;
        }
      }
      for (let head = 0; head < tail; head++) {
        const node = queue[head];
        const d = reach[base + node] + 1;
        for (let k = 0; k < 4; k++) {
          const p = pred[node * 4 + k];
          if (p >= 0 && reach[base + p] === INF) {
            reach[base + p] = d;
            queue[tail++] = p;
          }
        }
      }
    }
    return reach;
  }
}

/**
 * A mark's stains grouped into classes for the cover relaxation. Class 0 is the target. With `fine`, every stain one
 * or more landings short of the cap (a primary that half makes a secondary colour, empty) is a class of its own and
 * the rest share the last class; otherwise the classes are the landing counts 0…cap. `moves[a * 9 + f]` is the
 * bitmask of the better classes face f can move class a to (staying is always allowed: in the relaxation a landing
 * may do nothing).
 */
export interface MarkClasses {
  readonly count: number;
  readonly classOf: Uint8Array;
  readonly moves: Uint16Array;
}

/**
 * Builds a mark's classes and checks the two properties the bound rests on, over every stain and face: simulation
 * (for a class a ⊑ class(x), some move of a is ⊑ the class of x after the face: the relaxation is never worse than
 * the game, so the bound is admissible) and monotony (a ⊑ b: a can answer every move of b with a move at least as
 * good: a better vector's distance is never larger, so the bound is consistent). Fine classes that fail fall back to
 * counters, which satisfy both.
 */
export function markClasses(need: readonly number[], cap: number, fine: boolean): MarkClasses {
  if (fine) {
    const fineClasses = build(need, cap, true);
    if (fineClasses) return fineClasses;
  }
  const counters = build(need, cap, false);
  if (!counters) throw new Error('the counter classes must pass their own check');
  return counters;
}

function build(need: readonly number[], cap: number, fine: boolean): MarkClasses | null {
  const classOf = new Uint8Array(COLOR_COUNT);
  let count: number;
  if (fine) {
    const own = [...Array(COLOR_COUNT).keys()].filter((s) => need[s] > 0 && need[s] < cap);
    own.sort((x, y) => need[x] - need[y] || x - y);
    count = own.length + 2;
    for (let s = 0; s < COLOR_COUNT; s++)
      classOf[s] = need[s] === 0 ? 0 : own.includes(s) ? own.indexOf(s) + 1 : count - 1;
  } else {
    count = cap + 1;
    for (let s = 0; s < COLOR_COUNT; s++) classOf[s] = Math.min(need[s], cap);
  }
  // a ⊑ b: a is at least as good as b
  const leq = (a: number, b: number) => a === b || (fine ? a === 0 || b === count - 1 : a < b);
  const moves = new Uint16Array(count * COLOR_COUNT);
  for (let a = 0; a < count; a++)
    for (const f of FACES)
      for (let x = 0; x < COLOR_COUNT; x++) {
        if (need[x] === INF || !leq(a, classOf[x])) continue;
        const b = classOf[MIX[x * COLOR_COUNT + f]];
        if (b !== a && leq(b, a) && need[MIX[x * COLOR_COUNT + f]] !== INF) moves[a * COLOR_COUNT + f] |= 1 << b;
      }
  const options = (a: number, f: number) => [
    a,
    ...[...Array(count).keys()].filter((b) => moves[a * COLOR_COUNT + f] & (1 << b)),
  ];
  for (let a = 0; a < count; a++)
    for (const f of FACES) {
      for (let x = 0; x < COLOR_COUNT; x++) {
        if (need[x] === INF || !leq(a, classOf[x])) continue;
        const after = classOf[MIX[x * COLOR_COUNT + f]];
        if (need[MIX[x * COLOR_COUNT + f]] === INF) continue;
        if (!options(a, f).some((o) => leq(o, after))) return null;
      }
      for (let b = 0; b < count; b++) {
        if (!leq(a, b)) continue;
        for (const ob of options(b, f)) if (!options(a, f).some((o) => leq(o, ob))) return null;
      }
    }
  return { count, classOf, moves };
}

/**
 * `need[stain]`: the fewest landings that turn `stain` into `target` (any die face may land; INF when none does):
 * a backward BFS over the nine stains.
 */
export function landingsTo(target: number): number[] {
  const need = new Array<number>(COLOR_COUNT).fill(INF);
  need[target] = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let st = 0; st < COLOR_COUNT; st++)
      for (const f of FACES) {
        const n = need[MIX[st * COLOR_COUNT + f]];
        if (n !== INF && n + 1 < need[st]) {
          need[st] = n + 1;
          changed = true;
        }
      }
  }
  return need;
}

const cache = new WeakMap<PigmentLevel, Relaxations>();

/** The tables for a level (computed once per level object; `winnableFrom` solves one level many times). */
export function relaxationsOf(level: PigmentLevel, board: CompiledBoard): Relaxations {
  let r = cache.get(level);
  if (!r) {
    r = new Relaxations(level, board);
    cache.set(level, r);
  }
  return r;
}
