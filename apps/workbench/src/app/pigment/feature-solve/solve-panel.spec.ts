import { TestBed } from '@angular/core/testing';
import { pigmentMetrics } from '@levelbench/pigment';
import type { PigmentSolveReport } from '@levelbench/pigment';
import { RETURN_LEVEL, returnSolveReport } from '../testing/fixtures';
import { SolvePanel } from './solve-panel';

// the panel injects SolveStore (optional) only for its type; its worker needs import.meta, which Jest cannot load
jest.mock('../data-access/solve-worker', () => ({ PigmentSolveWorker: class {} }));

const result = returnSolveReport();

describe('SolvePanel', () => {
  async function render(r: PigmentSolveReport) {
    const fixture = TestBed.createComponent(SolvePanel);
    fixture.componentRef.setInput('state', { kind: 'done', result: r, limit: 5 });
    fixture.componentRef.setInput('limit', 5);
    await fixture.whenStable();
    const el: HTMLElement = fixture.nativeElement;
    return { fixture, difficulty: el.querySelector('[data-test="difficulty"]')?.textContent?.trim() ?? null };
  }

  it('shows the difficulty with the random player’s chance beside it when the result has metrics', async () => {
    const metrics = pigmentMetrics({ ...RETURN_LEVEL, limit: 5 });
    const { fixture, difficulty } = await render({ ...result, metrics });
    expect(difficulty).toBe(`difficulty ${metrics.difficulty} · random win 1 in 96`);
    fixture.destroy();
  });

  it('shows no difficulty line without metrics', async () => {
    const { fixture, difficulty } = await render(result);
    expect(difficulty).toBeNull();
    fixture.destroy();
  });
});
