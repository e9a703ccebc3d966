import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { usePrecompiled, validateSchema } from '@levelbench/formats';
import { AJV_OPTIONS, SCHEMAS } from './schemas';
import { domainsFor } from './main';

const root = join(__dirname, '..', '..', '..');

/** The validators the build precompiled (dist/node/validators.cjs, what the CLI registers at start-up). */
function precompiled(): Record<string, (v: unknown) => boolean> {
  return require(join(root, 'dist/node/validators.cjs')).byId;
}

beforeAll(() => {
  execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: root });
}, 120_000);

describe('precompiled schema validators', () => {
  it('every schema has a unique $id', () => {
    const ids = SCHEMAS.map((s) => (s as { $id?: string }).$id);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('accept and reject exactly what the run-time compiled schemas do, with the same errors', () => {
    const pre = precompiled();
    const runtime = new Ajv(AJV_OPTIONS);
    const levels = readdirSync(join(root, 'levels/pigment'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(root, 'levels/pigment', f), 'utf8')));
    const samples: unknown[] = [
      ...levels,
      JSON.parse(readFileSync(join(root, 'levels/watersort/curve.json'), 'utf8')),
      JSON.parse(readFileSync(join(root, 'levels/worldgen/weights.json'), 'utf8')),
      {},
      [],
      null,
      'text',
      { ...levels[0], width: -1, marks: 'none', extra: true },
      { capacity: 4, tubes: [['red'], 7] },
    ];
    let rejected = 0;
    for (const schema of SCHEMAS) {
      const id = (schema as { $id: string }).$id;
      const compiled = runtime.compile(schema);
      for (const sample of samples) {
        const ok = pre[id](sample);
        expect(ok).toBe(compiled(sample));
        expect((pre[id] as unknown as { errors: unknown }).errors ?? null).toEqual(compiled.errors ?? null);
        if (!ok) rejected++;
      }
    }
    expect(rejected).toBeGreaterThan(SCHEMAS.length * 4); // the samples exercise the error paths too
  });

  it('validateSchema uses a registered validator by $id', () => {
    const schema = { $id: 'levelbench/test/always-no.json', type: 'object' };
    const no = Object.assign(() => false, {
      errors: [{ keyword: 'type', instancePath: '/x', params: { type: 'string' } }],
    });
    usePrecompiled({ [schema.$id]: no as never });
    expect(validateSchema(schema, {}, 'f.json')).toEqual({
      ok: false,
      errors: [{ file: 'f.json', path: '/x', message: 'must be of type string' }],
    });
  });
});

describe('start-up: only the commands a line needs are loaded', () => {
  const argv = (...a: string[]) => ['node', 'levelbench', ...a];
  it('maps each top-level command to its domain, and help or typos to all', () => {
    expect(domainsFor(argv('pigment', 'solve', 'x.json', '--json'))).toEqual(['pigment']);
    expect(domainsFor(argv('faces', 'check'))).toEqual(['worlds']);
    expect(domainsFor(argv('report', 'diff', 'a', 'b'))).toEqual(['verify']);
    expect(domainsFor(argv('--version'))).toEqual([]);
    expect(domainsFor(argv())).toEqual(['pigment', 'watersort', 'worlds', 'verify']);
    expect(domainsFor(argv('--help'))).toEqual(['pigment', 'watersort', 'worlds', 'verify']);
    expect(domainsFor(argv('pigmnet'))).toEqual(['pigment', 'watersort', 'worlds', 'verify']);
  });
});

describe("the workbench's generated validators", () => {
  it('match the schemas (else: node tools/scripts/gen-validators.mjs)', () => {
    const r = spawnSync(process.execPath, ['tools/scripts/gen-validators.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  }, 60_000);
});
