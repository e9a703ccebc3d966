import { TestBed } from '@angular/core/testing';
import { DifficultyChart, type DifficultyPoint } from './difficulty-chart';

describe('DifficultyChart', () => {
  it('reads out each bar’s difficulty with the random player’s chance beside it', async () => {
    const fixture = TestBed.createComponent(DifficultyChart);
    const points: DifficultyPoint[] = [
      { id: 'return', difficulty: 5.1, randomWin: '1 in 96' },
      { id: 'xl-19', difficulty: 103.72, randomWin: '1 in 10^27' },
      { id: 'fresh', difficulty: null },
    ];
    fixture.componentRef.setInput('points', points);
    await fixture.whenStable();
    const canvas = fixture.nativeElement.querySelector('canvas') as HTMLCanvasElement;
    expect(canvas.getAttribute('aria-label')).toBe(
      'Difficulty along the pack: 1. return 5.1 (random win 1 in 96), 2. xl-19 103.72 (random win 1 in 10^27), ' +
        '3. fresh unknown',
    );
    fixture.destroy();
  });
});
