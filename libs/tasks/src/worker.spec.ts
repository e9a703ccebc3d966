import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { generateDaily } from '@levelbench/watersort';
import { TASK_TAGS, createTaskPool } from './index';

const root = join(__dirname, '..', '..', '..');

describe('the production worker', () => {
  beforeAll(() => execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: root }));

  it('routes the rules and verify tags and none of the test tags', async () => {
    expect(TASK_TAGS).toEqual(
      expect.arrayContaining(['pigment.analyse', 'watersort.daily', 'worlds.map', 'verify.item', 'faces.specs']),
    );
    expect(TASK_TAGS.filter((t) => t.startsWith('test.'))).toEqual([]);
    const pool = createTaskPool({ workers: 1 });
    try {
      // typed end to end: the output is the rules lib's own result
      const daily = await pool.run('watersort.daily', { date: '2026-03-01' });
      expect(daily).toEqual(generateDaily('2026-03-01'));
      await expect(pool.run('test.echo' as never, 1 as never)).rejects.toThrow('unknown task tag "test.echo"');
    } finally {
      await pool.destroy();
    }
  });
});
