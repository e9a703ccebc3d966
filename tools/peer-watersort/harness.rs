// Times xuanyan0x7c7/water-sort-puzzle-solver's BFSSolver and DFSSolver in-process on boards read
// from stdin, one per line: `height tubes u u u ...` (tubes × height numbers, bottom→top, 0 = empty
// slot; `boardLine` in libs/watersort/src/bench-sets.ts). For each board prints
// `bfs_ok bfs_pours bfs_ms dfs_ok dfs_pours dfs_ms`, each time the best of REPEAT (default 3) runs.
// Our own code: run.sh copies the peer's `src/solver` next to this file as `solver/` before building.
mod solver;
use solver::{BFSSolver, DFSSolver, Solver};
use std::io::{BufRead, Write};
use std::time::Instant;

fn run<S: Solver>(height: usize, tubes: &[u8], repeat: usize) -> (bool, usize, f64) {
    let mut best = f64::INFINITY;
    let mut ok = false;
    let mut pours = 0;
    for _ in 0..repeat {
        let t = Instant::now();
        let mut s = S::new(height, tubes.to_vec());
        ok = s.search();
        best = best.min(t.elapsed().as_secs_f64() * 1000.0);
        if ok {
            pours = s.get_solution().len();
        }
    }
    (ok, pours, best)
}

fn main() {
    let repeat: usize = std::env::var("REPEAT").ok().and_then(|v| v.parse().ok()).unwrap_or(3);
    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines() {
        let v: Vec<usize> = line.unwrap().split_ascii_whitespace().map(|x| x.parse().unwrap()).collect();
        if v.len() < 2 {
            continue;
        }
        let height = v[0];
        let tubes: Vec<u8> = v[2..].iter().map(|&x| x as u8).collect();
        assert_eq!(tubes.len(), v[1] * height, "board line: tubes × height numbers expected");
        let b = run::<BFSSolver>(height, &tubes, repeat);
        let d = run::<DFSSolver>(height, &tubes, repeat);
        writeln!(out, "{} {} {:.6} {} {} {:.6}", b.0 as u8, b.1, b.2, d.0 as u8, d.1, d.2).unwrap();
    }
}
