// Ours vs the peer's BFS and DFS per bench class, on the same boards, in one run (see run.sh).
// Each board: best of 3 runs; ours and the peer alternate twice and the better round is kept.
import { execFileSync } from 'node:child_process';
import { benchClasses, bestTimes, boardLine } from '../../libs/watersort/src/bench-sets';
import { solveFast } from '../../libs/watersort/src/solve-fast';
import { solveOptimal } from '../../libs/watersort/src/solve-optimal';
import type { Board } from '../../libs/watersort/src/types';

const N = Number(process.env['PEER_BOARDS'] ?? 60);
const BIN = process.env['PEER_BIN'] as string;
const REPEAT = 3;

const median = (a: number[]) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)];
const p95 = (a: number[]) => a.slice().sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor(a.length * 0.95))];

const ours = (boards: readonly Board[], solve: (b: Board) => unknown) => bestTimes(boards, solve, REPEAT);

interface PeerRow {
  bfsOk: boolean;
  bfsPours: number;
  bfsMs: number;
  dfsOk: boolean;
  dfsMs: number;
}

function peer(boards: readonly Board[]): PeerRow[] {
  const input = boards.map(boardLine).join('\n') + '\n';
  const out = execFileSync(BIN, [], { input, env: { ...process.env, REPEAT: String(REPEAT) }, maxBuffer: 1 << 26 });
  return out
    .toString()
    .trim()
    .split('\n')
    .map((line) => {
      const [bo, bl, bm, dok, , dm] = line.split(' ').map(Number);
      return { bfsOk: bo === 1, bfsPours: bl, bfsMs: bm, dfsOk: dok === 1, dfsMs: dm };
    });
}

const f = (x: number) => x.toFixed(3).padStart(9);
const r = (x: number) => x.toFixed(2).padStart(7);
console.log(`${N} boards a class; ms per board (best of ${REPEAT}, better of two alternating rounds), medians`);
console.log(
  `${'class'.padEnd(32)}${'optimal'.padStart(9)}${'peer BFS'.padStart(9)}  ratio${'fast'.padStart(9)}${'peer DFS'.padStart(9)}  ratio  agreement`,
);
for (const cls of benchClasses(N)) {
  const b = cls.boards;
  ours(b.slice(0, 5), (x) => (solveFast(x), solveOptimal(x))); // warm the JIT
  const rounds = [0, 1].map(() => ({
    opt: ours(b, (x) => solveOptimal(x)),
    fast: ours(b, (x) => solveFast(x)),
    peer: peer(b),
  }));
  const best = (pick: (k: (typeof rounds)[0]) => number[]) =>
    pick(rounds[0]).map((v, i) => Math.min(v, pick(rounds[1])[i]));
  const opt = best((k) => k.opt);
  const fast = best((k) => k.fast);
  const bfs = best((k) => k.peer.map((p) => p.bfsMs));
  const dfs = best((k) => k.peer.map((p) => p.dfsMs));
  let agree = 0;
  b.forEach((x, i) => {
    const o = solveOptimal(x);
    const p = rounds[0].peer[i];
    const same = (o.status === 'solved') === p.bfsOk && p.bfsOk === p.dfsOk && o.status !== 'aborted';
    if (same && (!p.bfsOk || o.moves.length === p.bfsPours)) agree++;
  });
  console.log(
    `${cls.name.padEnd(32)}${f(median(opt))}${f(median(bfs))}${r(median(opt) / median(bfs))}${f(median(fast))}${f(median(dfs))}${r(median(fast) / median(dfs))}  ${agree}/${b.length}` +
      `   p95 ${f(p95(opt))}${f(p95(bfs))}${f(p95(fast))}${f(p95(dfs))}`,
  );
}
