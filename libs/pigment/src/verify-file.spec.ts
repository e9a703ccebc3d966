import { AUTHORED_LEVEL_FILES } from './authored-levels';
import { fileStem, pigmentLevelFailures, verifyPigmentFile } from './verify-file';

const text = (id: string) =>
  JSON.stringify((AUTHORED_LEVEL_FILES.find(([f]) => fileStem(f) === id) as [string, unknown])[1]);

describe('verifyPigmentFile', () => {
  it('passes every authored level under its own file name', () => {
    for (const [file, json] of AUTHORED_LEVEL_FILES) {
      const v = verifyPigmentFile(file, JSON.stringify(json));
      expect([v.file, v.passed, v.failures]).toEqual([file, true, []]);
      expect(v.analysis?.limitVerdict).toBe('ok');
    }
  });

  it('fails a level whose id is not its file name, on either path separator', () => {
    expect(verifyPigmentFile('levels/pigment/other.json', text('return')).failures).toEqual([
      'id "return" does not match the file name other.json',
    ]);
    expect(verifyPigmentFile('levels\\pigment\\return.json', text('return')).passed).toBe(true);
  });

  it('reports schema problems with the file and JSON path, and no analysis', () => {
    const v = verifyPigmentFile('x.json', '{"id": "x"}');
    expect(v).toMatchObject({ id: null, passed: false });
    expect(v.failures).toContain('schema: x.json: /limit: is missing (required field "limit")');
    expect(v.analysis).toBeUndefined();
  });

  it("uses the level's own state budget (maxStates), unless the caller gives one; the schema bounds it", () => {
    const own = (n: unknown) => JSON.stringify({ ...JSON.parse(text('white')), maxStates: n });
    expect(verifyPigmentFile('white.json', own(20)).failures).toEqual([
      expect.stringMatching(/^the search stopped at its budget of 20 states/),
    ]);
    expect(verifyPigmentFile('white.json', own(1_000_000)).passed).toBe(true);
    expect(verifyPigmentFile('white.json', own(20), { maxStates: 1_000_000 }).passed).toBe(true);
    expect(verifyPigmentFile('white.json', own(0)).failures).toEqual([
      'schema: white.json: /maxStates: must be at least 1',
    ]);
    expect(verifyPigmentFile('white.json', own(1.5)).passed).toBe(false);
  });

  it('fails a count the budget could not finish, a slack limit, a failed replay and an unsolvable level (with why)', () => {
    expect(verifyPigmentFile('white.json', text('white'), { maxStates: 20 }).failures).toEqual([
      expect.stringMatching(/^the search stopped at its budget of 20 states/),
    ]);
    const slack = JSON.stringify({ ...JSON.parse(text('return')), limit: 6 });
    expect(verifyPigmentFile('return.json', slack).failures).toEqual([
      'limit 6 is more than the shortest line 5 (slack)',
      'replay EWEWE expected lost but ended play', // the authored losing line runs out at limit 5, not 6
    ]);
    const walled = {
      ...JSON.parse(text('return')),
      start: [3, 3],
      holes: [
        [0, 0],
        [2, 0],
        [1, 1],
      ],
      replays: [],
    };
    expect(verifyPigmentFile('return.json', JSON.stringify(walled)).failures).toEqual([
      'no line wins this level at all (the mark at 1,0 cannot be reached)',
    ]);
  });

  it('says which part of the file each failure is about, in the order of the failures', () => {
    const level = JSON.parse(text('return'));
    const broken = { ...level, limit: 6, replays: [{ moves: 'ESWNE', expect: 'won' }, ...level.replays] };
    const v = verifyPigmentFile('levels/pigment/other.json', JSON.stringify(broken));
    expect(v.problems.map((p) => p.path)).toEqual(['/id', '/limit', '/replays/3']);
    expect(v.problems.map((p) => p.message)).toEqual(v.failures);
    const schema = verifyPigmentFile('x.json', '{"id": "x", "width": "wide"}');
    expect(schema.problems.map((p) => p.path)).toEqual(expect.arrayContaining(['/width', '/limit']));
    expect(schema.problems.map((p) => p.message)).toEqual(schema.failures);
    expect(verifyPigmentFile('white.json', text('white'), { maxStates: 20 }).problems).toEqual([
      { path: '', message: expect.stringMatching(/^the search stopped/) },
    ]);
  });

  it('judges a failing file as not passed, and a passing one without difficulty metrics', () => {
    const slack = JSON.stringify({ ...JSON.parse(text('return')), limit: 6 });
    expect(verifyPigmentFile('return.json', slack).passed).toBe(false);
    const ok = verifyPigmentFile('return.json', text('return'));
    expect(ok.passed).toBe(true);
    expect(ok.analysis?.metrics).toBeNull();
  });

  it('lists at most 5 optimal lines unless asked for more', () => {
    // yellow at 4,4 on the 5×5 board of `return`: 10 optimal lines of 8 tips
    const many = JSON.stringify({
      ...JSON.parse(text('return')),
      marks: [{ at: [4, 4], color: 'yellow' }],
      replays: [],
      limit: 8,
    });
    const v = verifyPigmentFile('return.json', many);
    expect([v.analysis?.solve.optimalCount, v.analysis?.solve.optimalLines.length]).toEqual([10, 5]);
    expect(verifyPigmentFile('return.json', many, { linesCap: 7 }).analysis?.solve.optimalLines).toHaveLength(7);
  });
});

describe('pigmentLevelFailures', () => {
  // read inside each test: a broken fileStem must fail a test, not the loading of the file
  const level = () => JSON.parse(text('return'));
  const solve = (solvable: boolean, optimalCount: number | null) =>
    ({ solve: { solvable, optimalCount }, failures: [] }) as unknown as Parameters<typeof pigmentLevelFailures>[1];

  it('fails a solvable level whose optimal lines could not be counted, not an unsolvable one', () => {
    expect(pigmentLevelFailures(level(), solve(true, null))).toEqual([
      'the number of optimal lines could not be counted within the budget',
    ]);
    expect(pigmentLevelFailures(level(), solve(true, 2))).toEqual([]);
    expect(pigmentLevelFailures(level(), solve(false, null))).toEqual([]);
  });
});

describe('fileStem', () => {
  it('drops folders and a .json suffix only', () => {
    expect(fileStem('levels/pigment/return.json')).toBe('return');
    expect(fileStem('return')).toBe('return');
    expect(fileStem('a\\b\\notes.txt')).toBe('notes.txt');
  });
});
