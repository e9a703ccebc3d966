import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { rawRequest, startTestServer, type TestServer } from './testing';

describe('report API', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({});
    const write = async (id: string, files: Record<string, string>) => {
      await fs.mkdir(join(s.reportsDir, id), { recursive: true });
      for (const [name, text] of Object.entries(files)) await fs.writeFile(join(s.reportsDir, id, name), text);
    };
    await write('2026-11-01-nightly', {
      'summary.json': JSON.stringify({ passed: true, date: '2026-11-01T02:00:00Z', total: 10, failures: 0, sections: [{ name: 'pigment' }] }),
      'report.html': '<h1>ok</h1>',
      'report.md': '# ok\n',
    });
    await write('2026-11-02-nightly', { 'summary.json': JSON.stringify({ passed: false, date: '2026-11-02T02:00:00Z', total: 10, failures: 2 }) });
    await write('broken', { 'summary.json': '{ nope' });
    await write('empty', {});
  });
  afterAll(() => s.close());

  it('lists reports newest first from their summaries, skipping broken and empty folders', async () => {
    const rows = await (await fetch(`${s.url}/api/reports`)).json();
    expect(rows).toEqual([
      { id: '2026-11-02-nightly', passed: false, date: '2026-11-02T02:00:00Z', total: 10, failures: 2 },
      { id: '2026-11-01-nightly', passed: true, date: '2026-11-01T02:00:00Z', total: 10, failures: 0 },
    ]);
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

  it('refuses paths outside the reports folder', async () => {
    await fs.writeFile(join(s.reportsDir, '..', 'secret.md'), 'TOP-SECRET-CONTENT');
    for (const path of ['/api/reports/..%2F..%2Fetc/passwd.md', '/api/reports/../secret.md', '/api/reports/x/..%2Fsecret.md', '/api/reports/%2Fetc/hosts.md', '/api/reports/x/.env', '/api/reports/2026-11-01-nightly/x.sh']) {
      const r = await rawRequest(s.port, 'GET', path);
      expect([400, 404]).toContain(r.status);
      expect(r.text).not.toContain('TOP-SECRET-CONTENT');
    }
  });
});
