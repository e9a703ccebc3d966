import type { ActivatedRouteSnapshot, RouterStateSnapshot } from '@angular/router';
import { WORKBENCH_GAMES } from '../games';
import { type HasUnsavedChanges, unsavedChangesGuard } from './unsaved-changes.guard';

const page = (dirty: boolean): HasUnsavedChanges => ({
  hasUnsavedChanges: () => dirty,
  leaveQuestion: 'The thing has unsaved changes. Leave?',
});
const run = (p: HasUnsavedChanges) =>
  unsavedChangesGuard(p, {} as ActivatedRouteSnapshot, {} as RouterStateSnapshot, {} as RouterStateSnapshot);

describe('the unsaved-changes guard', () => {
  afterEach(() => jest.restoreAllMocks());

  it("lets a clean page go without asking, and asks an edited page's own question", () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    expect(run(page(false))).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(run(page(true))).toBe(false);
    expect(confirm).toHaveBeenCalledWith('The thing has unsaved changes. Leave?');
    confirm.mockReturnValue(true);
    expect(run(page(true))).toBe(true);
  });

  it('is the one guard the Pigment editor, Water Sort and Worlds routes use', () => {
    const guards = WORKBENCH_GAMES.flatMap((g) => g.routes).flatMap((r) => r.canDeactivate ?? []);
    expect(guards.length).toBeGreaterThanOrEqual(4);
    expect(new Set(guards)).toEqual(new Set([unsavedChangesGuard]));
  });
});
