/* The board editor's solver runs here, off the UI thread: the optimal solve, then the difficulty profile. */
import { difficultyProfile, legalPours, mixedness, solveOptimal, watersortSolveReport } from '@levelbench/watersort';
import type { BoardAnalysisEvent, BoardAnalysisRequest } from './board-analysis-protocol';

function post(e: BoardAnalysisEvent): void {
  postMessage(e);
}

addEventListener('message', (ev: MessageEvent<BoardAnalysisRequest>) => {
  const { board } = ev.data;
  const t0 = performance.now();
  try {
    post({ type: 'phase', phase: 'solve', ms: 0 });
    const opt = solveOptimal(board);
    const solve = watersortSolveReport(opt, true, performance.now() - t0);
    let difficulty = null;
    if (opt.status === 'solved') {
      post({ type: 'phase', phase: 'difficulty', ms: performance.now() - t0 });
      difficulty = difficultyProfile(board);
    }
    const ms = Math.round((performance.now() - t0) * 1000) / 1000;
    post({
      type: 'result',
      result: { solve, difficulty, mixedness: mixedness(board), firstPours: legalPours(board).length, ms },
    });
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
});
