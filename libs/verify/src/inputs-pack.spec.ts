import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readInputs, VerifyInputError } from './inputs';
import { resolveOptions } from './options';

describe('verify inputs: the Pigment pack', () => {
  const LEVELS = resolve(__dirname, '../../../levels/pigment');
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'verify-pack-'));
    mkdirSync(join(tmp, 'pigment'));
    for (const f of ['return.json', 'white.json'])
      writeFileSync(join(tmp, 'pigment', f), readFileSync(join(LEVELS, f)));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const read = () => readInputs(resolveOptions({ levelsDir: tmp, only: ['pigment'] }));

  it('reads pack.json as the pack order, never as a level', async () => {
    writeFileSync(join(tmp, 'pigment', 'pack.json'), JSON.stringify({ order: ['white', 'return'] }));
    expect((await read()).pigment.map((f) => f.id)).toEqual(['pigment/return', 'pigment/white']);
  });

  it('refuses a pack that breaks its schema or names a missing level', async () => {
    writeFileSync(join(tmp, 'pigment', 'pack.json'), JSON.stringify({ order: ['white', 'gone'] }));
    await expect(read()).rejects.toThrow(VerifyInputError);
    await expect(read()).rejects.toThrow('/order/1: no level "gone" in the folder');
    writeFileSync(join(tmp, 'pigment', 'pack.json'), JSON.stringify({ levels: [] }));
    await expect(read()).rejects.toThrow('/order: is missing');
  });
});
