import { axisText, type GeneratedLevel, type Move } from '@levelbench/watersort';
import type { BoardAnalysis } from '../data-access/board-analysis-protocol';

/** One row of the editor's difficulty table. */
export interface DifficultyRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const num = (x: number) => String(Number(x.toPrecision(3)));

/** "3 → 1": a pour as the board numbers its tubes (from 1). */
export function pourText(m: Move): string {
  return `${m[0] + 1} → ${m[1] + 1}`;
}

/** The analysis (or a level's metrics) as table rows, in the words of the README's difficulty profile (issue 36). */
export function difficultyRows(a: Pick<BoardAnalysis, 'mixedness' | 'firstPours' | 'difficulty'>): DifficultyRow[] {
  const rows: DifficultyRow[] = [
    { key: 'mixedness', label: 'Mixedness (segments − colours)', value: String(a.mixedness) },
    { key: 'firstPours', label: 'Legal first pours', value: String(a.firstPours) },
  ];
  const d = a.difficulty;
  if (!d) return rows;
  const cut = d.exhaustive ? '' : ' (state budget reached: lower bound)';
  rows.push(
    { key: 'deadEndDensity', label: 'Dead-end density', value: pct(d.deadEndDensity) + cut },
    { key: 'wrongMoveDensity', label: 'Wrong-move density', value: pct(d.wrongMoveDensity) + cut },
    {
      key: 'randomWin',
      label: `Random player wins within ${d.randomWin.budget} pours`,
      value: pct(d.randomWin.probability),
    },
    { key: 'penalty', label: 'Recovery penalty (mean / max pours)', value: `${num(d.penaltyMean)} / ${d.penaltyMax}` },
    { key: 'deadStates', label: 'Dead states', value: `${d.deadStates} of ${d.reachableStates}` },
    { key: 'optimalLines', label: 'States on optimal lines', value: String(d.statesOnOptimalLines) },
    { key: 'exhaustive', label: 'Every state explored', value: d.exhaustive ? 'yes' : 'no' },
  );
  return rows;
}

/**
 * What a level was chosen to be: its band on the curve's rankBy axis, its tier's mixedness target (with a miss
 * said), or, for a daily, its place among its candidates.
 */
export function askedText(g: Pick<GeneratedLevel, 'axis' | 'target' | 'mixedness' | 't'>): string {
  if (g.axis) return axisText(g.axis);
  if (g.target !== null)
    return `mixedness ${g.target}, its tier's target${g.mixedness === g.target ? '' : ` (missed: ${g.mixedness})`}`;
  return `the candidate at t = ${g.t} of the mixedness ranking`;
}
