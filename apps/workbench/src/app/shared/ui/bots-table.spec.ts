import { TestBed } from '@angular/core/testing';
import type { BotsReport } from '../data-access/bots.store';
import { BotsTable, ratePercent } from './bots-table';

const report: BotsReport = {
  optimal: 25,
  budget: 75,
  runs: 100,
  seed: 1,
  bots: [
    { bot: 'random', runs: 100, solved: 65, solveRate: 0.65, meanMoves: 45.47 },
    { bot: 'greedy', runs: 100, solved: 0, solveRate: 0, meanMoves: null },
  ],
};

describe('BotsTable', () => {
  it('shows a row per bot: solve rate and mean moves, a dash when no run solved', () => {
    const f = TestBed.createComponent(BotsTable);
    f.componentRef.setInput('report', report);
    f.detectChanges();
    const el = f.nativeElement as HTMLElement;
    const rows = [...el.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent?.trim()));
    expect(rows).toEqual([
      ['random', '65 %', '45.5'],
      ['greedy', '0 %', '–'],
    ]);
    expect(el.querySelector('caption')?.textContent).toContain('each run may spend 75 moves');
    expect(el.querySelector('button')?.textContent?.trim()).toBe('Run again');
  });

  it('asks to run, and says why not when there is no board', () => {
    const f = TestBed.createComponent(BotsTable);
    let asked = 0;
    f.componentInstance.run.subscribe(() => asked++);
    f.detectChanges();
    const button = (f.nativeElement as HTMLElement).querySelector('button') as HTMLButtonElement;
    expect(button.textContent?.trim()).toBe('Run bots');
    button.click();
    expect(asked).toBe(1);
    f.componentRef.setInput('disabled', true);
    f.componentRef.setInput('error', 'The server did not answer.');
    f.detectChanges();
    expect(button.disabled).toBe(true);
    expect((f.nativeElement as HTMLElement).querySelector('[role=alert]')?.textContent).toContain('did not answer');
    expect(ratePercent(0.874)).toBe('87 %');
  });
});
