/**
 * The built UI's caching: files whose name carries their content hash are kept by the browser for a year
 * (`immutable`, no revalidation round trip per chunk on the next visit); index.html, deep links and Monaco's
 * unhashed loader are revalidated, so a new build is picked up at once.
 */
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultGames } from './default-games';
import { isHashedAsset } from './routes/ui';
import { startTestServer, type TestServer } from './testing';

describe('UI cache headers', () => {
  let server: TestServer;
  let ui: string;

  beforeAll(async () => {
    ui = await fs.mkdtemp(join(tmpdir(), 'levelbench-ui-cache-'));
    await fs.mkdir(join(ui, 'monaco/vs/editor'), { recursive: true });
    const files: Record<string, string> = {
      'index.html': '<!doctype html><title>x</title>',
      'main-RT6ZQNU7.js': 'export {}',
      'chunk-47URS7AZ.js': 'export {}',
      'styles-FAULIIWU.css': 'body{}',
      'favicon.ico': 'x',
      'monaco/vs/loader.js': '//',
      'monaco/vs/editor.api-CalNCsUg.js': '//',
      'monaco/vs/editor/editor.main.js': '//',
    };
    for (const [f, text] of Object.entries(files)) await fs.writeFile(join(ui, f), text);
    server = await startTestServer({ games: defaultGames(), uiDir: ui });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(ui, { recursive: true, force: true });
  });

  const cacheControl = async (path: string) => {
    const r = await fetch(`${server.url}${path}`);
    expect([path, r.status]).toEqual([path, 200]);
    return r.headers.get('cache-control');
  };

  it.each(['/main-RT6ZQNU7.js', '/chunk-47URS7AZ.js', '/styles-FAULIIWU.css', '/monaco/vs/editor.api-CalNCsUg.js'])(
    'lets the browser keep the hashed asset %s for a year without asking again',
    async (path) => {
      expect(await cacheControl(path)).toBe('public, max-age=31536000, immutable');
    },
  );

  it.each([
    '/',
    '/index.html',
    '/pigment/return',
    '/favicon.ico',
    '/monaco/vs/loader.js',
    '/monaco/vs/editor/editor.main.js',
  ])('has the browser revalidate %s, whose name does not change with its content', async (path) => {
    expect(await cacheControl(path)).toBe('no-cache');
  });

  it('tells hashed names from look-alikes', () => {
    expect(isHashedAsset('/ui/worker-373UXNID.js')).toBe(true);
    expect(isHashedAsset('chunk-47urs7az.js')).toBe(false); // Angular's hashes are upper case
    expect(isHashedAsset('chunk-47URS7AZ.js.map')).toBe(false);
    expect(isHashedAsset('monaco/vs/nls.messages-loader.js')).toBe(false);
    expect(isHashedAsset('assets/editor.api-CalNCsUg.js')).toBe(false); // Monaco's pattern only under monaco/vs
  });
});
