import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawRequest, startTestServer, type TestServer } from './testing';

/** A summary.json as verify writes it (schema-valid), with one pigment check. */
function summary(createdAt: string, failed: number): string {
  const items = Array.from({ length: 3 }, (_, index) => ({
    check: 'pigment',
    id: `pigment/l${index}`,
    index,
    passed: index >= failed,
    failures: index < failed ? ['limit is slack'] : [],
    metrics: {},
    ms: 1,
  }));
  return JSON.stringify({
    version: 1,
    tool: { name: 'levelbench', version: '0.1.0' },
    commit: null,
    createdAt,
    run: {
      checks: ['pigment'],
      levelsDir: 'levels',
      worlds: 0,
      pairs: 0,
      date: createdAt.slice(0, 10),
      inputs: { curve: 'default', weights: 'default' },
    },
    shards: [{ k: 1, n: 1 }],
    complete: true,
    passed: failed === 0,
    timings: { wallMs: 10, workers: 1, itemMs: { pigment: 3 } },
    checks: {
      pigment: {
        passed: failed === 0,
        total: 3,
        failed,
        failures: items.filter((i) => !i.passed).map((i) => ({ id: i.id, messages: i.failures })),
      },
    },
    items,
  });
}

describe('report API', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({});
    const write = async (id: string, files: Record<string, string>) => {
      await fs.mkdir(join(s.reportsDir, id), { recursive: true });
      for (const [name, text] of Object.entries(files)) await fs.writeFile(join(s.reportsDir, id, name), text);
    };
    await write('2026-11-01-nightly', {
      'summary.json': summary('2026-11-01T02:00:00.000Z', 0),
      'report.html': '<h1>ok</h1>',
      'report.md': '# ok\n',
    });
    await write('2026-11-02-nightly', { 'summary.json': summary('2026-11-02T02:00:00.000Z', 2) });
    await write('broken', { 'summary.json': '{ nope' });
    await write('not-a-summary', { 'summary.json': JSON.stringify({ passed: true }) });
    await write('empty', {});
  });
  afterAll(() => s.close());

  it('lists reports newest first from their summaries, skipping broken, invalid and empty folders', async () => {
    const rows = (await (await fetch(`${s.url}/api/reports`)).json()) as Record<string, unknown>[];
    expect(rows.map((r) => r['id'])).toEqual(['2026-11-02-nightly', '2026-11-01-nightly']);
    expect(rows[0]).toEqual({
      id: '2026-11-02-nightly',
      passed: false,
      date: '2026-11-02T02:00:00.000Z',
      createdAt: '2026-11-02T02:00:00.000Z',
      version: 1,
      commit: null,
      complete: true,
      total: 3,
      failed: 2,
      checks: ['pigment'],
      worlds: 0,
      pairs: 0,
    });
    expect(rows[1]).toMatchObject({ passed: true, total: 3, failed: 0 });
  });

  it('serves summary.json, report.html and report.md with their content types', async () => {
    const base = `${s.url}/api/reports/2026-11-01-nightly`;
    const html = await fetch(`${base}/report.html`);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await html.text()).toBe('<h1>ok</h1>');
    expect((await fetch(`${base}/report.md`)).headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await (await fetch(`${base}/summary.json`)).json()).toMatchObject({ passed: true });
    expect((await fetch(`${s.url}/api/reports/2026-11-02-nightly/report.html`)).status).toBe(404);
  });

  it('diffs two reports: the items that broke since the older one', async () => {
    const r = await fetch(`${s.url}/api/reports/2026-11-02-nightly/diff?against=2026-11-01-nightly`);
    expect(r.status).toBe(200);
    const body = (await r.json()) as {
      id: string;
      against: string;
      headline: string;
      diff: { regressions: { id: string; messages: string[] }[]; fixes: unknown[]; unchanged: number };
    };
    expect(body.id).toBe('2026-11-02-nightly');
    expect(body.headline).toBe('2 regressions, 0 fixed, 0 added, 0 removed, 0 with changed metrics, 1 unchanged');
    expect(body.diff.regressions).toEqual([
      { check: 'pigment', id: 'pigment/l0', passed: false, messages: ['limit is slack'] },
      { check: 'pigment', id: 'pigment/l1', passed: false, messages: ['limit is slack'] },
    ]);
    expect(body.diff.unchanged).toBe(1);
    const back = (await (
      await fetch(`${s.url}/api/reports/2026-11-01-nightly/diff?against=2026-11-02-nightly`)
    ).json()) as { diff: { fixes: { id: string }[] } };
    expect(back.diff.fixes.map((f) => f.id)).toEqual(['pigment/l0', 'pigment/l1']);
  });

  it.each([
    ['2026-11-02-nightly/diff', 400, 'against='],
    ['2026-11-02-nightly/diff?against=..', 400, 'not a valid report id'],
    ['2026-11-02-nightly/diff?against=nope', 404, 'reports/nope/summary.json does not exist'],
    ['2026-11-02-nightly/diff?against=not-a-summary', 422, 'is not a valid summary'],
  ])('refuses a diff it cannot make: %s → %i', async (path, status, message) => {
    const r = await fetch(`${s.url}/api/reports/${path}`);
    expect(r.status).toBe(status);
    expect(await r.text()).toContain(message);
  });

  it('refuses paths outside the reports folder', async () => {
    await fs.writeFile(join(s.reportsDir, '..', 'secret.md'), 'TOP-SECRET-CONTENT');
    for (const path of [
      '/api/reports/..%2F..%2Fetc/passwd.md',
      '/api/reports/../secret.md',
      '/api/reports/x/..%2Fsecret.md',
      '/api/reports/%2Fetc/hosts.md',
      '/api/reports/x/.env',
      '/api/reports/2026-11-01-nightly/x.sh',
    ]) {
      const r = await rawRequest(s.port, 'GET', path);
      expect([400, 404]).toContain(r.status);
      expect(r.text).not.toContain('TOP-SECRET-CONTENT');
    }
  });

  it('follows no symlink and opens no FIFO: linked folders, linked files and pipes answer 404 at once, without a server path', async () => {
    const outside = await fs.mkdtemp(join(tmpdir(), 'levelbench-outside-'));
    try {
      await fs.writeFile(join(outside, 'report.md'), 'TOP-SECRET-CONTENT');
      await fs.writeFile(join(outside, 'summary.json'), summary('2026-11-09T02:00:00.000Z', 0));
      await fs.symlink(outside, join(s.reportsDir, 'linked-dir'));
      await fs.symlink(join(outside, 'report.md'), join(s.reportsDir, '2026-11-01-nightly', 'linked.md'));
      execFileSync('mkfifo', [join(s.reportsDir, '2026-11-01-nightly', 'pipe.md')]);
      for (const [path, why] of [
        ['/api/reports/linked-dir/report.md', 'reports/linked-dir/report.md is not a regular file'],
        ['/api/reports/linked-dir/summary.json', 'reports/linked-dir/summary.json is not a regular file'],
        ['/api/reports/2026-11-01-nightly/linked.md', 'reports/2026-11-01-nightly/linked.md is not a regular file'],
        ['/api/reports/2026-11-01-nightly/pipe.md', 'reports/2026-11-01-nightly/pipe.md is not a regular file'],
        ['/api/reports/2026-11-01-nightly/diff?against=linked-dir', 'is not a regular file'],
      ]) {
        const r = await rawRequest(s.port, 'GET', path);
        expect([r.status, r.text]).toEqual([404, expect.stringContaining(why)]);
        expect(r.text).not.toContain('TOP-SECRET-CONTENT');
        expect(r.text).not.toContain(s.reportsDir);
        expect(r.text).not.toContain(outside);
      }
      const rows = (await (await fetch(`${s.url}/api/reports`)).json()) as { id: string }[];
      expect(rows.map((r) => r.id)).not.toContain('linked-dir');
    } finally {
      await fs.rm(join(s.reportsDir, 'linked-dir'), { force: true });
      await fs.rm(join(s.reportsDir, '2026-11-01-nightly', 'linked.md'), { force: true });
      await fs.rm(join(s.reportsDir, '2026-11-01-nightly', 'pipe.md'), { force: true });
      await fs.rm(outside, { recursive: true, force: true });
    }
  });

  it('serves `latest` as the folder it names, and 404s a latest that points outside', async () => {
    await fs.symlink('2026-11-01-nightly', join(s.reportsDir, 'latest'));
    try {
      expect(await (await fetch(`${s.url}/api/reports/latest/report.md`)).text()).toBe('# ok\n');
      await fs.rm(join(s.reportsDir, 'latest'));
      await fs.symlink('/etc', join(s.reportsDir, 'latest'));
      const r = await fetch(`${s.url}/api/reports/latest/hosts.md`);
      expect(r.status).toBe(404);
      expect(await r.text()).not.toContain('/etc');
    } finally {
      await fs.rm(join(s.reportsDir, 'latest'), { force: true });
    }
  });
});
