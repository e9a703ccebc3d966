import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultWeights } from '@levelbench/worldgen';
import { contentHash, readInputs } from './inputs';
import { resolveOptions } from './options';

describe('verify inputs: content hashes', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'verify-hashes-'));
    mkdirSync(join(tmp, 'worldgen'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const read = () => readInputs(resolveOptions({ levelsDir: tmp, only: ['worlds'] }));

  it('hashes the weights file it read (the built-in default when there is none), and only the inputs used', async () => {
    expect((await read()).hashes).toEqual({ weights: contentHash(JSON.stringify(defaultWeights)) });
    const text = JSON.stringify(defaultWeights, null, 2);
    writeFileSync(join(tmp, 'worldgen', 'weights.json'), text);
    const a = (await read()).hashes.weights;
    expect(a).toBe(contentHash(text));
    expect(a).toMatch(/^[0-9a-f]{8}$/);
    const gorge = { ...defaultWeights, pieces: { ...defaultWeights.pieces, gorge: 3 } };
    writeFileSync(join(tmp, 'worldgen', 'weights.json'), JSON.stringify(gorge, null, 2));
    expect((await read()).hashes.weights).not.toBe(a);
  });
});
