/** The faces check: neighbouring cube pairs of planned worlds must agree on ground and water along their seam. */
import type { FailureLocation } from '@levelbench/contracts';
import { checkFacePair, createWorld, renderCubeSvg, type FacePairSpec, type Weights } from '@levelbench/worldgen';
import { sharedWeights } from '../handlers/shared-weights';
import { itemsTable } from '../report-format';
import { defineCheck } from './definition';
import { pairPlace, type ItemFigure } from './payloads';

/** A faces item: one pair of neighbouring cubes and the weights their worlds are planned with. */
export interface FacesItemPayload {
  readonly check: 'faces';
  readonly id: string;
  readonly spec: FacePairSpec;
  readonly weights: Weights | null;
}

export const facesCheck = defineCheck<FacesItemPayload, readonly FacePairSpec[]>({
  name: 'faces',
  label: 'Cube face pairs',
  item: 'face pair',
  inputs: ['weights'],
  options: ['pairs'],
  sizeOption: 'pairs',
  sources: ['libs/worldgen/src'],
  // the pair list plans worlds: in the pool, kept by content (count, weights, worldgen's code)
  async prepare({ options, inputs, version, runTask, keyOf, find, keep }) {
    if (options.pairs === 0) return [];
    const key = keyOf(['specs', version, String(options.pairs), JSON.stringify(inputs.weights)]);
    const cached = find(key);
    if (Array.isArray(cached)) return cached;
    const specs = await runTask('faces.specs', { count: options.pairs, fromSeed: 1, weights: inputs.weights });
    keep(key, specs);
    return specs;
  },
  items: ({ inputs, prepared }) =>
    prepared.map((spec) => ({
      check: 'faces',
      id: `faces/${spec.id}`,
      spec,
      weights: inputs.weights,
    })),
  place: (p) => pairPlace(p.spec),
  check(p) {
    const weights = sharedWeights(p.weights);
    const r = checkFacePair(p.spec, weights);
    const s = p.spec;
    const failures = r.mismatches.map(
      (m) => `${m.field} differs at t=${m.t}: (${m.cellA.join(',')})=${m.a} vs (${m.cellB.join(',')})=${m.b}`,
    );
    const figures: ItemFigure[] = [];
    if (failures.length > 0) {
      const w = createWorld(s.seed, weights);
      figures.push({
        title: `pair ${s.id}: cube A (${s.a.x},${s.a.y})`,
        svg: renderCubeSvg(w.cube(s.depth, s.a.x, s.a.y)),
      });
      figures.push({
        title: `pair ${s.id}: cube B (${s.b.x},${s.b.y})`,
        svg: renderCubeSvg(w.cube(s.depth, s.b.x, s.b.y)),
      });
    }
    const metrics = { seed: s.seed, depth: s.depth, dir: s.dir, mismatches: r.mismatches.length };
    const pair = pairPlace(s);
    const locations = r.mismatches.map((m): FailureLocation => ({ ...pair, cells: { a: m.cellA, b: m.cellB } }));
    return {
      check: 'faces',
      id: p.id,
      passed: failures.length === 0,
      failures,
      ...(locations.length ? { locations } : {}),
      metrics,
      ...(figures.length ? { figures } : {}),
    };
  },
  report: {
    markdown(items) {
      if (!items.length) return [];
      const bad = items.filter((f) => !f.passed).length;
      return [
        '',
        '## Face pairs',
        '',
        `${items.length - bad}/${items.length} neighbouring cube pairs agree on ground and water on every edge cell.`,
      ];
    },
    html(items) {
      if (!items.length) return [];
      const bad = items.filter((f) => !f.passed).length;
      return [
        `<h2>Face pairs</h2><p>${items.length - bad}/${items.length} neighbouring cube pairs agree on every edge cell.</p>`,
        itemsTable(items, ['seed', 'depth', 'dir', 'mismatches']),
      ];
    },
  },
});
