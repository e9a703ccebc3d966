import fc from 'fast-check';
import { analysisMetrics } from './analyse';
import { generatePigmentBoard } from './generate';
import { pigmentMetrics, pigmentMetricsByEnumeration } from './metrics';
import { lineCountsBySearch } from './metrics-lines';
import { solvePigment } from './solver';
import { applyTip, cellIndex, initialState } from './rules';
import { authoredLevels, boardNearShortest } from './spec-helpers';
import { xlBoard } from './xl-set';
import { DIRS, type PigmentLevel, type PigmentState } from './types';

/** The same metrics by brute force on rule states (objects, string keys, recursive win test): an independent check. */
function bruteMetrics(level: PigmentLevel) {
  const key = (s: PigmentState) =>
    `${s.pos}|${JSON.stringify(s.die)}|${level.marks.map((m) => s.stains[cellIndex(level, m.at)]).join(',')}`;
  const canWin = (s: PigmentState, left: number): boolean =>
    s.phase === 'won' ||
    (left > 0 &&
      s.phase === 'play' &&
      DIRS.some((d) => canWin(applyTip(s, d).state, left - 1) && applyTip(s, d).accepted));
  const depth = new Map<string, { s: PigmentState; d: number }>();
  let layer = [initialState(level)];
  depth.set(key(layer[0]), { s: layer[0], d: 0 });
  for (let d = 0; d < level.limit; d++) {
    const next: PigmentState[] = [];
    for (const s of layer)
      for (const dir of DIRS) {
        const r = applyTip(s, dir);
        if (r.accepted && !depth.has(key(r.state))) {
          depth.set(key(r.state), { s: r.state, d: d + 1 });
          next.push(r.state);
        }
      }
    layer = next;
  }
  const lines: string[] = [];
  const walk = (s: PigmentState, line: string) => {
    if (s.phase === 'won') lines.push(line);
    else for (const dir of DIRS) if (applyTip(s, dir).accepted) walk(applyTip(s, dir).state, line + dir);
  };
  walk(initialState(level), '');
  const shortest = lines.length ? Math.min(...lines.map((l) => l.length)) : null;
  const optimal = lines.filter((l) => l.length === shortest).sort();
  const onLine = new Map<string, PigmentState>();
  for (const l of optimal) {
    let s = initialState(level);
    for (const dir of l) {
      onLine.set(key(s), s);
      s = applyTip(s, dir).state;
    }
  }
  let tips = 0;
  let trapped = 0;
  // the states one tip from a state on an optimal line, each with its depth (= tips spent on the way there)
  const targets = new Map<string, boolean>();
  for (const s of onLine.values())
    for (const dir of DIRS) {
      const r = applyTip(s, dir);
      if (!r.accepted) continue;
      tips++;
      const dead = !canWin(r.state, level.limit - r.state.spent);
      if (dead) trapped++;
      targets.set(`${key(r.state)}@${r.state.spent}`, dead);
    }
  const live = [...depth.values()].filter(({ s, d }) => canWin(s, level.limit - d)).length;
  const deadTargets = [...targets.values()].filter((dead) => dead).length;
  return {
    shortest,
    optimalCount: shortest === null ? null : optimal.length,
    liveStates: live,
    line: optimal[0] ?? null,
    branching: onLine.size ? tips / onLine.size : null,
    traps: tips ? trapped / tips : null,
    deadEnds: live === 0 ? 1 : targets.size ? deadTargets / targets.size : null,
  };
}

const close = (a: number | null, b: number | null) =>
  a === null || b === null ? expect(a).toBe(b) : expect(a).toBeCloseTo(b, 3);

function expectSame(level: PigmentLevel) {
  const m = pigmentMetrics(level);
  const b = bruteMetrics(level);
  expect({ shortest: m.shortest, optimalCount: m.optimalCount, liveStates: m.liveStates, line: m.line }).toEqual({
    shortest: b.shortest,
    optimalCount: b.optimalCount,
    liveStates: b.liveStates,
    line: b.line,
  });
  expect(m.exhaustive).toBe(true);
  if (b.shortest !== null) {
    close(m.branching, b.branching);
    close(m.traps, b.traps);
  }
  close(m.deadEnds, b.deadEnds);
}

describe('pigmentMetrics', () => {
  const levels = authoredLevels();

  it('pins the five authored levels', () => {
    const table = levels.map((l) => {
      const m = pigmentMetrics(l);
      const chance = m.randomWin && [m.randomWin.probability, m.randomWin.log10];
      return [
        l.id,
        m.shortest,
        m.optimalCount,
        m.liveStates,
        m.branching,
        m.traps,
        m.deadEnds,
        m.interactingMarks,
        chance,
      ];
    });
    expect(table).toMatchSnapshot();
  });

  it.each(levels.map((l) => [l.id, l] as const))('agrees with brute force on %s', (_, level) => expectSame(level));

  it('agrees with brute force on random small boards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 2, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        (seed, width, height, marks, walk) => {
          const { level } = generatePigmentBoard(seed, { width, height, marks, walk, holes: 1, stains: 1 });
          expectSame(level);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('counts interacting marks: a mark landed on twice, a stain to fix', () => {
    const white = levels.find((l) => l.id === 'white') as PigmentLevel;
    // White's seal (black on a mark that wants empty) must be fixed
    expect(pigmentMetrics(white).interactingMarks).toBe(1);
    const first = levels.find((l) => l.id === 'first-face') as PigmentLevel;
    expect(pigmentMetrics(first).interactingMarks).toBe(0);
  });

  it('reports no line and every state a dead end when the limit is too small', () => {
    const ret = levels.find((l) => l.id === 'return') as PigmentLevel;
    const m = pigmentMetrics({ ...ret, limit: 3 });
    expect(m.shortest).toBeNull();
    expect(m.deadEnds).toBe(1);
    expect(m.difficulty).toBeNull();
  });

  it('says which budget stopped it: past the exploration the searches give every field, past both nothing', () => {
    const ret = levels.find((l) => l.id === 'return') as PigmentLevel;
    const full = pigmentMetrics(ret);
    // past the pruned exploration's budget the searches give the same fields (the limit is the shortest line)
    expect(pigmentMetrics(ret, { maxStates: 2 })).toEqual(full);
    // with a slack limit the search path does not learn the live states
    const slack = { ...ret, limit: 7 };
    expect(pigmentMetrics(slack, { maxStates: 2 })).toEqual({
      ...pigmentMetrics(slack),
      liveStates: null,
      exhaustive: false,
    });
    const unexplored = pigmentMetrics(ret, { maxStates: 2, maxSearchStates: 1 });
    expect(unexplored).toMatchObject({
      liveStates: null,
      shortest: null,
      traps: null,
      deadEnds: null,
      randomWin: null,
    });
    expect(unexplored.exhaustive).toBe(false);
    // the reference keeps its one budget: the whole graph
    expect(pigmentMetricsByEnumeration(ret, { maxStates: 10 })).toMatchObject({ liveStates: null, exhaustive: false });
  });

  it('is free when the caller proved no line wins (noWin): no search, every state a dead end', () => {
    const ret = levels.find((l) => l.id === 'return') as PigmentLevel;
    const tooShort = { ...ret, limit: 3 };
    const searched = pigmentMetrics(tooShort);
    expect(searched).toMatchObject({ liveStates: 0, deadEnds: 1, randomWin: { probability: 0 }, exhaustive: true });
    expect(pigmentMetrics(tooShort, { noWin: true })).toEqual(searched);
    // a proven-unsolvable solve makes analysisMetrics take that path
    const white = { ...ret, marks: [{ at: [1, 0] as const, color: 'white' as const }] } as PigmentLevel;
    const solve = solvePigment(white);
    expect(solve).toMatchObject({ solvable: false, exhaustive: true });
    expect(analysisMetrics(white, solve)).toMatchObject({ shortest: null, line: null, deadEnds: 1, exhaustive: true });
  });

  it('stops when shouldStop says so, as a budget would (exhaustive: false)', () => {
    const { level } = generatePigmentBoard(3, { width: 7, height: 7, marks: 4, walk: 40, holes: 3, stains: 3 });
    let polls = 0;
    const stopped = pigmentMetrics(level, { shouldStop: () => ++polls > 0 });
    expect(polls).toBeGreaterThan(0);
    expect(stopped.exhaustive).toBe(false);
    expect(pigmentMetrics(level, { shouldStop: () => false })).toEqual(pigmentMetrics(level));
  });

  it('equals the enumeration of every state within the limit on random small boards, limits below, at and above the shortest line', () => {
    fc.assert(
      fc.property(boardNearShortest(3), (at) => {
        expect(pigmentMetrics(at)).toEqual(pigmentMetricsByEnumeration(at, { maxStates: 1e7 }));
      }),
      { numRuns: 150 },
    );
  });

  it('by search (the path for limits far above the shortest line) gives the same line fields as the enumeration', () => {
    fc.assert(
      fc.property(boardNearShortest(4), (at) => {
        const ref = pigmentMetricsByEnumeration(at, { maxStates: 1e7 });
        const c = lineCountsBySearch(at, at.limit, 1e7);
        if (c === null) throw new Error('the search ran out of budget');
        if (c === 'none') return expect(ref.shortest).toBeNull();
        expect([c.shortest, c.optimalCount, c.line]).toEqual([ref.shortest, ref.optimalCount, ref.line]);
        close(c.onLine ? Math.round((c.tips / c.onLine) * 1e4) / 1e4 : null, ref.branching);
        close(c.tips ? Math.round((c.trapped / c.tips) * 1e4) / 1e4 : null, ref.traps);
        close(c.targets ? Math.round((c.deadTargets / c.targets) * 1e4) / 1e4 : null, ref.deadEnds);
        if (at.limit === c.shortest) expect(c.liveStates).toBe(ref.liveStates);
      }),
      { numRuns: 150 },
    );
  });

  it('equals the enumeration on 6×6 and 7×7 boards with 3–4 marks (designer-sized), limit at and above the shortest', () => {
    for (const seed of [1, 2, 3, 4]) {
      const size = 6 + (seed % 2);
      const opts = { width: size, height: size, marks: 3 + (seed % 2), walk: 14, holes: 4, stains: 2 };
      const { level } = generatePigmentBoard(seed, opts);
      const shortest = solvePigment(level).shortest as number;
      for (const limit of [shortest, shortest + 2]) {
        const at = { ...level, limit };
        const m = pigmentMetrics(at);
        expect(m.exhaustive).toBe(true);
        expect(m).toEqual(pigmentMetricsByEnumeration(at, { maxStates: 1e7 }));
      }
    }
  });

  it('is exact at 10×10–12×12 with limit = shortest, where counting every state within the limit cannot finish', () => {
    // issue #36: the old `deadEnds` needed every state within the limit (millions here) and was null on every xl
    // board; enumerating them (the old method) stops at its budget, the metrics are exact
    for (const seed of [6, 8]) {
      const board = xlBoard(seed);
      const at = { ...board, limit: solvePigment(board).shortest as number };
      expect(pigmentMetricsByEnumeration(at, { maxStates: 50_000 }).exhaustive).toBe(false);
      const m = pigmentMetrics(at);
      expect(m).toMatchObject({ exhaustive: true, randomWin: { exhaustive: true, bound: 'exact' } });
      expect(Object.values(m).every((v) => v !== null)).toBe(true);
    }
  });
});
