import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { defaultCurve, type Board } from '@levelbench/watersort';
import { NEVER } from 'rxjs';
import type { AnalysisState } from '../data-access/board-analysis.store';
import { BoardEditorStore } from '../data-access/board-editor.store';
import { CurveStore } from '../data-access/curve.store';
import { WatersortWorker } from '../data-access/watersort-worker';
import { PinPanel } from './pin-panel';

// the real worker client uses import.meta (a Web Worker URL), which Jest's CommonJS cannot load
jest.mock('../data-access/watersort-worker', () => ({ WatersortWorker: class {} }));

const URL = '/api/levels/watersort/curve';
const BOARD: Board = {
  capacity: 4,
  tubes: [['red', 'orange', 'red', 'orange'], ['orange', 'red', 'orange', 'red'], [], []],
};
const SOLVED: AnalysisState = {
  kind: 'done',
  result: {
    solve: { status: 'solved', moves: [[0, 2]], pours: 6, optimal: true, nodes: 9, ms: 1 },
    difficulty: null,
    mixedness: 6,
    firstPours: 4,
    ms: 1,
  },
};

describe('PinPanel', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([]),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: WatersortWorker, useValue: { request: () => NEVER } },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });
  afterEach(() => http.verify());

  async function render(curve: object, inputs: { level?: string; analysis: AnalysisState; valid?: boolean }) {
    const store = TestBed.inject(CurveStore);
    const loaded = store.load(true);
    http.expectOne(URL).flush(curve, { headers: { ETag: '"v1"' } });
    await loaded;
    TestBed.inject(BoardEditorStore).open(BOARD, null, '');
    const fixture = TestBed.createComponent(PinPanel);
    fixture.componentRef.setInput('analysis', inputs.analysis);
    fixture.componentRef.setInput('valid', inputs.valid ?? true);
    if (inputs.level) fixture.componentRef.setInput('level', inputs.level);
    await fixture.whenStable();
    const el = fixture.nativeElement as HTMLElement;
    const byId = (id: string) => el.querySelector(`[data-testid=${id}]`) as HTMLElement | null;
    return { fixture, el, byId, store };
  }

  it('pins the board with its note and saves the curve JSON; the level then reads as pinned', async () => {
    const { fixture, byId, store } = await render(defaultCurve, { level: '7', analysis: SOLVED });
    const note = byId('pin-note') as HTMLInputElement;
    note.value = 'tutorial';
    note.dispatchEvent(new Event('input'));
    byId('pin')?.click();
    const put = http.expectOne({ method: 'PUT', url: URL });
    expect(put.request.body).toEqual({ ...defaultCurve, pinned: [{ level: 7, board: BOARD, note: 'tutorial' }] });
    put.flush({ etag: '"v2"' }, { headers: { ETag: '"v2"' } });
    await fixture.whenStable();
    expect(store.dirty()).toBe(false);
    expect(byId('pin-message')?.textContent).toContain('Pinned to level 7 and saved');
    expect(byId('pin-state')?.textContent).toContain('Level 7 is pinned: “tutorial”');
  });

  it('opens a pinned level from ?level=N, unpins it and saves the curve without `pinned`', async () => {
    const pinned: Board = { capacity: 4, tubes: [BOARD.tubes[1], BOARD.tubes[0], [], []] };
    const { fixture, byId } = await render(
      { ...defaultCurve, pinned: [{ level: 3, board: pinned, note: 'n' }] },
      { level: '3', analysis: SOLVED },
    );
    const editor = TestBed.inject(BoardEditorStore);
    expect(editor.board()).toEqual(pinned);
    expect(editor.source()).toEqual({ level: 3, note: 'n' });
    expect((byId('pin-note') as HTMLInputElement).value).toBe('n');
    byId('unpin')?.click();
    const put = http.expectOne({ method: 'PUT', url: URL });
    expect(put.request.body).toEqual(defaultCurve);
    put.flush({ etag: '"v2"' }, { headers: { ETag: '"v2"' } });
    await fixture.whenStable();
    expect(byId('pin-message')?.textContent).toContain('Unpinned level 3 and saved');
  });

  it('says why Pin waits: an invalid board, a running or failed solve, a level out of range', async () => {
    const running: AnalysisState = { kind: 'running', phase: 'solve', startedAt: 0 };
    const { fixture, byId } = await render(defaultCurve, { analysis: running });
    expect((byId('pin') as HTMLButtonElement).disabled).toBe(true);
    expect(byId('pin-blocked')?.textContent).toBe('Wait for the solve to finish.');
    fixture.componentRef.setInput('analysis', {
      kind: 'done',
      result: { ...SOLVED.result, solve: { ...SOLVED.result.solve, status: 'exhaustive-unsolvable' } },
    });
    await fixture.whenStable();
    expect(byId('pin-blocked')?.textContent).toBe('Only a board proven solvable can be pinned.');
    fixture.componentRef.setInput('valid', false);
    await fixture.whenStable();
    expect(byId('pin-blocked')?.textContent).toBe("Fix the board's rule problems first.");
    const level = byId('pin-level') as HTMLInputElement;
    level.value = '101';
    level.dispatchEvent(new Event('change'));
    await fixture.whenStable();
    expect(byId('pin-level-error')?.textContent).toBe('Level must be from 1 to 100, not 101.');
    expect(byId('pin-blocked')?.textContent).toBe('Give a level number first.');
  });
});
