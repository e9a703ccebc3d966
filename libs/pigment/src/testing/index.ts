/** Reference solvers kept to check and measure the real one against; only specs and benches use them. */
export { solvePigmentBfs, BFS_MAX_STATES } from './bfs-solver';
export { solveNaive, type NaiveResult } from './naive-solver';
export { solvePigmentV1 } from './solver-v1';
