import { HttpErrorResponse } from '@angular/common/http';
import { toApiProblem } from './api-error';

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
