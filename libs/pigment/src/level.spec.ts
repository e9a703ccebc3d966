import { formatErrors } from '@levelbench/formats';
import Ajv from 'ajv';
import { AUTHORED_LEVEL_FILES } from './authored-levels';
import { parsePigmentLevel } from './level';
import { pigmentLevelSchema } from './schema';

const good = {
  id: 'return',
  name: 'Return',
  width: 5,
  height: 5,
  holes: [[4, 4]],
  start: [0, 0],
  stains: [{ at: [2, 0], color: 'black' }],
  marks: [{ at: [1, 0], color: 'green' }],
  limit: 5,
  replays: [{ moves: 'ESWNE', expect: 'won' }],
};
const FILE = 'levels/pigment/bad.json';
const errorsOf = (value: unknown, text = JSON.stringify(value)) => {
  const r = parsePigmentLevel(text, FILE);
  expect(r.ok).toBe(false);
  return r.ok ? '' : formatErrors(r.errors);
};
const edit = (patch: (l: typeof good) => void) => {
  const l = structuredClone(good);
  patch(l);
  return l;
};

describe('pigment level files', () => {
  it('accepts the authored levels and fills optional lists', () => {
    for (const [file, json] of AUTHORED_LEVEL_FILES)
      expect(parsePigmentLevel(JSON.stringify(json), file).ok).toBe(true);
    const { holes, stains, replays, ...bare } = good;
    void [holes, stains, replays];
    const r = parsePigmentLevel(JSON.stringify(bare), FILE);
    expect(r.ok && [r.value.holes, r.value.stains, r.value.replays]).toEqual([[], [], []]);
  });

  it('is a draft-07 schema Ajv compiles, with descriptions for hovers', () => {
    expect(pigmentLevelSchema.$schema).toContain('draft-07');
    expect(
      new Ajv({ strict: true, allowUnionTypes: true, strictTuples: false }).compile(pigmentLevelSchema)(good),
    ).toBe(true);
    for (const p of Object.values(pigmentLevelSchema.properties)) expect(p.description.length).toBeGreaterThan(5);
  });

  it.each([
    ['invalid JSON', '{ "id": "x",\n  "width": 5,\n}', /bad\.json: \/: is not valid JSON at line 3/],
    [
      'missing field',
      JSON.stringify(edit((l) => delete (l as Partial<typeof good>).limit)),
      /bad\.json: \/limit: is missing/,
    ],
    [
      'cell off the board',
      JSON.stringify(edit((l) => (l.marks[0].at = [5, 0]))),
      /bad\.json: \/marks\/0\/at: cell \[5, 0\] is off the 5×5 board/,
    ],
    ['start off the board', JSON.stringify(edit((l) => (l.start = [0, 9]))), /\/start: cell \[0, 9\] is off/],
    [
      'start on a hole',
      JSON.stringify(edit((l) => (l.start = [4, 4]))),
      /bad\.json: \/start: the die starts on a hole at \[4, 4\]/,
    ],
    [
      'mark on a hole',
      JSON.stringify(edit((l) => (l.marks[0].at = [4, 4]))),
      /bad\.json: \/marks\/0\/at: mark at \[4, 4\] is on a hole/,
    ],
    [
      'duplicate mark',
      JSON.stringify(edit((l) => l.marks.push({ at: [1, 0], color: 'red' }))),
      /bad\.json: \/marks\/1\/at: a second mark at \[1, 0\]/,
    ],
    [
      'unknown colour',
      JSON.stringify(edit((l) => (l.marks[0].color = 'teal'))),
      /bad\.json: \/marks\/0\/color: must be one of "empty", "red"/,
    ],
    ['limit < 1', JSON.stringify(edit((l) => (l.limit = 0))), /bad\.json: \/limit: must be at least 1/],
    ['negative cell', JSON.stringify(edit((l) => (l.holes[0] = [-1, 2]))), /\/holes\/0\/0: must be at least 0/],
    [
      'bad replay letters',
      JSON.stringify(edit((l) => (l.replays[0].moves = 'ESX'))),
      /\/replays\/0\/moves: must match pattern/,
    ],
    ['no marks', JSON.stringify(edit((l) => (l.marks = []))), /\/marks: must NOT have fewer than 1 items/],
  ])('rejects %s with file, JSON path and a sentence', (_case, text, message) => {
    expect(errorsOf(null, text)).toMatch(message);
  });

  it('the board ends at width - 1 and height - 1; an off-board hole is reported once per entry, never as a duplicate', () => {
    const square = (l: typeof good) => {
      l.width = 5;
      l.height = 6;
    };
    expect(parsePigmentLevel(JSON.stringify(edit((l) => (square(l), (l.marks[0].at = [4, 5])))), FILE).ok).toBe(true);
    expect(errorsOf(edit((l) => (square(l), (l.marks[0].at = [4, 6])))).split('\n')).toEqual([
      `${FILE}: /marks/0/at: cell [4, 6] is off the 5×6 board`,
    ]);
    expect(errorsOf(edit((l) => (square(l), (l.marks[0].at = [5, 5])))).split('\n')).toEqual([
      `${FILE}: /marks/0/at: cell [5, 5] is off the 5×6 board`,
    ]);
    expect(errorsOf(edit((l) => l.holes.push([7, 1], [7, 1]))).split('\n')).toEqual([
      `${FILE}: /holes/1: cell [7, 1] is off the 5×5 board`,
      `${FILE}: /holes/2: cell [7, 1] is off the 5×5 board`,
    ]);
  });

  it('reports every problem at once', () => {
    const text = errorsOf(
      edit((l) => {
        l.start = [4, 4];
        l.stains.push({ at: [2, 0], color: 'red' });
        l.holes.push([4, 4]);
      }),
    );
    expect(text.split('\n')).toEqual([
      `${FILE}: /holes/1: hole [4, 4] is listed twice`,
      `${FILE}: /start: the die starts on a hole at [4, 4]`,
      `${FILE}: /stains/1/at: a second stain at [2, 0] (each cell can have only one)`,
    ]);
  });

  it("keeps a level's notes (a string of up to 4000 characters) and refuses other notes at /notes", () => {
    const base = {
      id: 'n',
      name: 'N',
      width: 3,
      height: 3,
      start: [0, 0],
      marks: [{ at: [1, 0], color: 'green' }],
      limit: 1,
    };
    const ok = parsePigmentLevel(JSON.stringify({ ...base, notes: 'try a second mark' }), 'levels/pigment/n.json');
    expect(ok.ok && ok.value.notes).toBe('try a second mark');
    for (const notes of [42, 'x'.repeat(4001)]) {
      const bad = parsePigmentLevel(JSON.stringify({ ...base, notes }), 'levels/pigment/n.json');
      expect(bad.ok ? [] : bad.errors.map((e) => [e.file, e.path])).toEqual([['levels/pigment/n.json', '/notes']]);
    }
  });
});
