import { escapeData, escapeProperty, githubAnnotations } from './annotations';
import type { ItemRecord, Summary } from './summary';
import { testSummary } from './summary.testing';

function item(id: string, failures: string[], paths?: string[]): ItemRecord {
  const check = id.split('/')[0] as ItemRecord['check'];
  return {
    check,
    id,
    index: 0,
    passed: failures.length === 0,
    failures,
    ...(paths ? { paths } : {}),
    metrics: {},
    ms: 1,
  };
}

function summary(items: ItemRecord[], weights = 'worldgen/weights.json'): Summary {
  return testSummary(
    items,
    {
      checks: ['pigment', 'watersort', 'faces'],
      pairs: 1,
      date: '2026-12-01',
      inputs: { curve: 'built-in default', weights },
    },
    { commit: null, createdAt: '2026-12-01T00:00:00.000Z' },
  );
}

const broken = [
  '{',
  '  "id": "broken",',
  '  "width": 5,',
  '  "limit": 9,',
  '  "replays": [',
  '    { "moves": "E", "expect": "won" }',
  '  ]',
  '}',
  '',
].join('\n');

describe('GitHub annotations', () => {
  const files: Record<string, string> = { 'levels/pigment/broken.json': broken };
  const open = (file: string) => ({ path: `repo-root/${file}`, text: files[file] ?? null });

  it('points each Pigment failure at the line and column of its JSON path in the level file', () => {
    const s = summary([
      item('pigment/ok', []),
      item(
        'pigment/broken',
        [
          'limit 9 is more than the shortest line 5 (slack)',
          'replay E expected won but ended play',
          'schema: broken.json: /height: is missing',
        ],
        ['/limit', '/replays/0', '/height'],
      ),
    ]);
    expect(githubAnnotations(s, open)).toEqual([
      '::error file=repo-root/levels/pigment/broken.json,line=4,col=12,title=pigment pigment/broken::limit 9 is more than the shortest line 5 (slack)',
      '::error file=repo-root/levels/pigment/broken.json,line=6,col=5,title=pigment pigment/broken::replay E expected won but ended play',
      // a missing field: the object that should hold it
      '::error file=repo-root/levels/pigment/broken.json,line=1,col=1,title=pigment pigment/broken::schema: broken.json: /height: is missing',
    ]);
  });

  it('names the weights file (no line) for faces, nothing for built-in inputs, and the file alone when unreadable', () => {
    const s = summary([
      item('faces/1/2/0,0E', ['ground differs at (15,3)']),
      item('watersort/daily-2026-12-01', ['not solvable']),
      item('pigment/gone', ['limit 4 is less than the shortest line 5'], ['/limit']),
    ]);
    expect(githubAnnotations(s, open)).toEqual([
      '::error file=repo-root/levels/worldgen/weights.json,title=faces faces/1/2/0%2C0E::ground differs at (15,3)',
      '::error title=watersort watersort/daily-2026-12-01::not solvable',
      '::error file=repo-root/levels/pigment/gone.json,title=pigment pigment/gone::limit 4 is less than the shortest line 5',
    ]);
    expect(githubAnnotations(summary([item('faces/1/2/0,0E', ['x'])], 'built-in default'), open)).toEqual([
      '::error title=faces faces/1/2/0%2C0E::x',
    ]);
  });

  it('escapes what would end a property or a command early', () => {
    expect(escapeData('50% done\r\nnext')).toBe('50%25 done%0D%0Anext');
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
    const [line] = githubAnnotations(summary([item('pigment/broken', ['two\nlines'], ['/id'])]), open);
    expect(line).toBe(
      '::error file=repo-root/levels/pigment/broken.json,line=2,col=9,title=pigment pigment/broken::two%0Alines',
    );
  });
});
