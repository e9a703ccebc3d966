import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultWeights, parseWeights, weightsSchema } from './weights';

const dir = join(__dirname, '../../../levels/worldgen');

describe('weights file', () => {
  it('ships the defaults in levels/worldgen/weights.json and the schema beside it', () => {
    const text = readFileSync(join(dir, 'weights.json'), 'utf8');
    const parsed = parseWeights(text, 'weights.json');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect({ ...parsed.value, $schema: undefined }).toEqual({ ...defaultWeights, $schema: undefined });
    expect(JSON.parse(readFileSync(join(dir, 'weights.schema.json'), 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(weightsSchema)),
    );
    expect(defaultWeights.pieces).toMatchObject({ meadow: 6, highland: 5, slope: 0.35, gorge: 0.03 });
  });

  it('describes every field for Monaco', () => {
    const props = weightsSchema.properties.pieces.properties;
    for (const p of Object.values(props)) expect(p.description.length).toBeGreaterThan(5);
  });

  it('names file, JSON path and a sentence for bad files', () => {
    const bad = { ...defaultWeights, pieces: { ...defaultWeights.pieces, meadow: 0 }, extra: 1 };
    const r = parseWeights(JSON.stringify(bad), 'w.json');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ file: 'w.json', path: '/pieces/meadow' }),
          expect.objectContaining({ path: '/extra', message: 'is not a known field' }),
        ]),
      );
    }
    const overlap = {
      ...defaultWeights,
      themes: [
        { name: 'a', depths: [1, 5] },
        { name: 'b', depths: [5, 6] },
      ],
    };
    const o = parseWeights(JSON.stringify(overlap), 'w.json');
    expect(!o.ok && o.errors[0]).toEqual({
      file: 'w.json',
      path: '/themes/1/depths',
      message: 'depth 5 is already covered by theme 0 ("a")',
    });
    const syntax = parseWeights('{"pieces": }', 'w.json');
    expect(!syntax.ok && syntax.errors[0].message).toMatch(/not valid JSON/);
  });
});
