import { HttpErrorResponse } from '@angular/common/http';
import { fieldName, problemLines, toApiProblem } from './api-error';

describe('toApiProblem', () => {
  it('says how to get back in when a team-mode session has ended (401)', () => {
    const err = new HttpErrorResponse({ status: 401, error: { error: 'no token given: …' } });
    expect(toApiProblem(err)).toEqual({ kind: 'other', message: expect.stringMatching(/signed out.*reload the page/) });
  });

  it('passes on the server sentence of a refused cross-site write (403)', () => {
    const error = { error: 'cross-site requests cannot change anything here (Origin: null): use the workbench itself' };
    expect(toApiProblem(new HttpErrorResponse({ status: 403, error }))).toEqual({
      kind: 'other',
      message: error.error,
    });
  });
});

describe('fieldName', () => {
  it("names a pinned board's fields as the board editor shows them", () => {
    expect(fieldName('/pinned/0/board/tubes/3')).toBe('Pinned board 1 · Board · Tube 4');
    expect(fieldName('/pinned/2/note')).toBe('Pinned board 3 · Note');
    expect(fieldName('/tiers/1/colors')).toBe('Tier 2 · Colours');
  });

  it('shows a 400 with field names when asked', () => {
    const p = toApiProblem(
      new HttpErrorResponse({
        status: 400,
        error: {
          error: 'invalid',
          errors: [{ file: 'curve.json', path: '/pinned/0/level', message: 'must be ≤ 100' }],
        },
      }),
    );
    expect(problemLines(p, true)).toEqual(['Pinned board 1 · Level: must be ≤ 100']);
    expect(problemLines(p)).toEqual(['/pinned/0/level: must be ≤ 100']);
  });
});
