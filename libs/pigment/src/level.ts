/** Loading level files: schema validation plus the semantic checks a schema cannot express. */
import { parseWithSchema, type FormatError, type Parsed } from '@levelbench/formats';
import { pigmentLevelSchema } from './schema';
import type { Cell, ColoredCell, PigmentLevel, Replay } from './types';

interface RawLevel extends Omit<PigmentLevel, 'holes' | 'stains' | 'replays'> {
  holes?: Cell[];
  stains?: ColoredCell[];
  replays?: Replay[];
}

const key = ([x, y]: Cell) => `${x},${y}`;
const show = ([x, y]: Cell) => `[${x}, ${y}]`;

/** Semantic checks: cells on the board, start and marks not on holes, no duplicates. */
export function checkPigmentLevel(level: PigmentLevel, file: string): FormatError[] {
  const errors: FormatError[] = [];
  const err = (path: string, message: string) => errors.push({ file, path, message });
  const onBoard = (c: Cell, path: string) => {
    const ok = c[0] < level.width && c[1] < level.height;
    if (!ok) err(path, `cell ${show(c)} is off the ${level.width}×${level.height} board`);
    return ok;
  };
  const holes = new Set<string>();
  level.holes.forEach((h, i) => {
    if (!onBoard(h, `/holes/${i}`)) return;
    if (holes.has(key(h))) err(`/holes/${i}`, `hole ${show(h)} is listed twice`);
    holes.add(key(h));
  });
  if (onBoard(level.start, '/start') && holes.has(key(level.start)))
    err('/start', `the die starts on a hole at ${show(level.start)}`);
  const cells = (list: readonly ColoredCell[], name: 'stains' | 'marks', what: string) => {
    const seen = new Set<string>();
    list.forEach((c, i) => {
      const path = `/${name}/${i}/at`;
      if (!onBoard(c.at, path)) return;
      if (holes.has(key(c.at))) err(path, `${what} at ${show(c.at)} is on a hole`);
      if (seen.has(key(c.at))) err(path, `a second ${what} at ${show(c.at)} (each cell can have only one)`);
      seen.add(key(c.at));
    });
  };
  cells(level.stains, 'stains', 'stain');
  cells(level.marks, 'marks', 'mark');
  return errors;
}

/** Parses a level file: invalid JSON, schema errors and semantic errors all come back as FormatErrors with JSON paths. */
export function parsePigmentLevel(text: string, file: string): Parsed<PigmentLevel> {
  const parsed = parseWithSchema<RawLevel>(text, pigmentLevelSchema, file);
  if (!parsed.ok) return parsed;
  const raw = parsed.value;
  const level: PigmentLevel = { ...raw, holes: raw.holes ?? [], stains: raw.stains ?? [], replays: raw.replays ?? [] };
  const errors = checkPigmentLevel(level, file);
  return errors.length ? { ok: false, errors } : { ok: true, value: level };
}
