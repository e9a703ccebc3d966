import { unsavedChangesGuard } from '../unsaved-changes.guard';
import { pageRoute, pageTitle, sectionRoute } from './routes';

describe('route helpers', () => {
  const load = async () => class {};

  it('titles a page "name · levelbench" and keeps what else it is given', () => {
    expect(pageTitle('Report')).toBe('Report · levelbench');
    expect(pageRoute(':id/play', 'Pigment play-test', load, { data: { view: 'play' } })).toEqual({
      path: ':id/play',
      title: 'Pigment play-test · levelbench',
      loadComponent: load,
      data: { view: 'play' },
    });
  });

  it('guards a tabbed section against leaving unsaved changes and opens its first tab by default', () => {
    const tab = pageRoute('curve', 'Water Sort curve', load);
    expect(sectionRoute(load, 'curve', [tab])).toEqual({
      path: '',
      loadComponent: load,
      canDeactivate: [unsavedChangesGuard],
      children: [{ path: '', pathMatch: 'full', redirectTo: 'curve' }, tab],
    });
  });
});
