import { VerifyOptionsError, parseVerifyOptions, resolveOptions } from './options';

describe('parseVerifyOptions', () => {
  it('reads CLI strings and JSON values alike', () => {
    const fromCli = parseVerifyOptions({
      only: 'faces, pigment',
      worlds: '8',
      pairs: '40',
      shard: '2/4',
      workers: '3',
      date: '2026-02-28',
      levelsDir: 'lv',
    });
    // the JSON form of the options is also exactly what both forms parse to
    const json = {
      only: ['pigment', 'faces'],
      worlds: 8,
      pairs: 40,
      shard: { k: 2, n: 4 },
      workers: 3,
      date: '2026-02-28',
      levelsDir: 'lv',
    };
    const fromJson = parseVerifyOptions(json);
    expect(fromCli).toEqual(fromJson);
    expect(fromCli).toEqual(json);
  });

  it.each([
    [{ only: 'pigment,nope' }, 'only: unknown check "nope"'],
    [{ only: [] }, 'only must list checks'],
    [{ shard: '3/2' }, 'shard K must be an integer from 1 to 2, got 3'],
    [{ shard: '0/2' }, 'shard K must be an integer from 1 to 2, got 0'],
    [{ shard: '1-2' }, 'shard must look like K/N'],
    [{ worlds: '-1' }, 'worlds must be an integer from 0 to 10000'],
    [{ pairs: 'many' }, 'pairs must be an integer'],
    [{ workers: 0 }, 'workers must be an integer from 1 to 256'],
    [{ date: '2026-02-30' }, 'date: "2026-02-30" is not a calendar date'],
    [{ date: '30.11.2026' }, 'date: date must look like YYYY-MM-DD'],
    [{ levels: 'x' }, 'unknown option "levels"'],
    [{ levelsDir: '' }, 'levels must be a non-empty path'],
  ])('refuses %j', (raw, message) => {
    expect(() => parseVerifyOptions(raw)).toThrow(VerifyOptionsError);
    expect(() => parseVerifyOptions(raw)).toThrow(message);
  });

  it('fills defaults, drops a 1/1 shard and keeps the check order fixed', () => {
    expect(resolveOptions({}, () => '2026-01-02')).toEqual({
      checks: ['pigment', 'watersort', 'worlds', 'faces', 'bots'],
      levelsDir: 'levels',
      outDir: null,
      reportsDir: 'reports',
      worlds: 64,
      pairs: 400,
      shard: null,
      workers: null,
      date: '2026-01-02',
    });
    expect(resolveOptions({ shard: { k: 1, n: 1 }, only: ['faces', 'worlds'] }).shard).toBeNull();
    expect(resolveOptions({ only: ['faces', 'worlds'] }).checks).toEqual(['worlds', 'faces']);
  });
});
