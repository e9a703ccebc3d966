import { facePairSpecs } from '@levelbench/worldgen';
import { facesSpecs } from './index';

describe('faces.specs task', () => {
  it('faces.specs: the lib list of different pairs, in its order', () => {
    const specs = facesSpecs({ count: 400 });
    expect(specs).toHaveLength(400);
    expect(new Set(specs.map((s) => s.id)).size).toBe(400);
    expect(specs).toEqual(facePairSpecs(400));
  });
});
