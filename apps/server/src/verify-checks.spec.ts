import type { CheckName } from '@levelbench/contracts';
import { CHECK_DEFINITIONS, type CheckDefinition } from '@levelbench/verify';
import { startTestServer } from './testing';

describe('GET /api/verify/checks', () => {
  it('offers the registry of the server: the production checks in report order, with their labels and sizes', async () => {
    const s = await startTestServer({});
    try {
      const checks = (await (await fetch(`${s.url}/api/verify/checks`)).json()) as { name: string }[];
      expect(checks).toEqual([
        { name: 'pigment', label: 'Pigment levels', item: 'level file' },
        { name: 'watersort', label: 'Water Sort curve and dailies', item: 'level or daily' },
        { name: 'worlds', label: 'Cube Crawler worlds', item: 'world', sizeOption: 'worlds' },
        { name: 'faces', label: 'Cube face pairs', item: 'face pair', sizeOption: 'pairs' },
        { name: 'bots', label: 'Play-testing bots', item: 'board' },
      ]);
    } finally {
      await s.close();
    }
  });

  it('offers an added check, and a verify job may name it (one without it answers 400)', async () => {
    const census = { ...CHECK_DEFINITIONS[0], name: 'census' as CheckName, label: 'Census' } as CheckDefinition;
    const s = await startTestServer({ checks: [...CHECK_DEFINITIONS, census] });
    const plain = await startTestServer({});
    try {
      const checks = (await (await fetch(`${s.url}/api/verify/checks`)).json()) as { name: string }[];
      expect(checks.map((c) => c.name)).toEqual(['pigment', 'watersort', 'worlds', 'faces', 'bots', 'census']);
      // no pool: the job is accepted by the options parser, then refused for want of workers — never a 400
      const body = JSON.stringify({ kind: 'verify', options: { only: ['census'] } });
      const headers = { 'content-type': 'application/json' };
      const known = await fetch(`${s.url}/api/jobs`, { method: 'POST', headers, body });
      expect(known.status).not.toBe(400);
      const unknown = await fetch(`${plain.url}/api/jobs`, { method: 'POST', headers, body });
      expect(unknown.status).toBe(400);
      expect(JSON.stringify(await unknown.json())).toContain('unknown check \\"census\\"');
    } finally {
      await s.close();
      await plain.close();
    }
  });
});
