/** Reads what a verify run checks: Pigment level files, the Water Sort curve and the WFC weights. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatErrors } from '@levelbench/formats';
import { isPigmentLevelFileName, parsePigmentPack, PIGMENT_PACK_FILE } from '@levelbench/pigment';
import { type Curve, defaultCurve, parseCurve } from '@levelbench/watersort';
import { type Weights, defaultWeights, parseWeights } from '@levelbench/worldgen';
import { hashText } from '@levelbench/random';
import type { ResolvedOptions } from './options';

/** An input that cannot be read or parsed (CLI exit 2, HTTP 400): nothing was checked. */
export class VerifyInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VerifyInputError';
  }
}

/** One Pigment level file, read but not yet parsed (its schema is part of the check). */
export interface PigmentFile {
  readonly id: string;
  readonly file: string;
  readonly text: string;
}

/** Everything the items are built from, plus where each part came from. */
export interface VerifyInputs {
  readonly pigment: readonly PigmentFile[];
  readonly curve: Curve;
  readonly weights: Weights;
  readonly sources: { readonly curve: string; readonly weights: string };
  /** Content hash of each input used (file text, or the built-in default as JSON), so a diff can say what changed. */
  readonly hashes: InputHashes;
}

/** Content hashes (8 hex digits) of a run's inputs; `levels` covers every Pigment level file, names included. */
export interface InputHashes {
  readonly curve?: string;
  readonly weights?: string;
  readonly levels?: string;
}

/** 8 hex digits of a text's hash. */
export function contentHash(text: string): string {
  return hashText(text).toString(16).padStart(8, '0');
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new VerifyInputError(`cannot read ${file}: ${(e as Error).message}`);
  }
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function optionalFile<T>(
  file: string,
  fallback: T,
  parse: (
    text: string,
    file: string,
  ) => { ok: true; value: T } | { ok: false; errors: readonly { file: string; path: string; message: string }[] },
): { value: T; source: string; hash: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      return { value: fallback, source: 'built-in default', hash: contentHash(JSON.stringify(fallback)) };
    throw new VerifyInputError(`cannot read ${file}: ${(e as Error).message}`);
  }
  const parsed = parse(text, file);
  if (!parsed.ok) throw new VerifyInputError(`${file} is not valid:\n${formatErrors(parsed.errors)}`);
  return { value: parsed.value, source: file, hash: contentHash(text) };
}

/** pack.json (the pack order), when present, must match its schema and name only levels in the folder. */
function checkPack(dir: string, names: readonly string[]): void {
  const file = join(dir, PIGMENT_PACK_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return;
  }
  const parsed = parsePigmentPack(
    text,
    file,
    names.map((n) => n.slice(0, -'.json'.length)),
  );
  if (!parsed.ok) throw new VerifyInputError(`${file} is not valid:\n${formatErrors(parsed.errors)}`);
}

/** Reads the inputs of the selected checks; a missing levels folder or a bad curve/weights file throws VerifyInputError. */
export function readInputs(o: ResolvedOptions): VerifyInputs {
  if (!isDir(o.levelsDir)) throw new VerifyInputError(`levels folder ${o.levelsDir} does not exist`);
  const pigment: PigmentFile[] = [];
  if (o.checks.includes('pigment')) {
    const dir = join(o.levelsDir, 'pigment');
    if (!isDir(dir)) throw new VerifyInputError(`${dir} does not exist (the Pigment levels)`);
    const names = readdirSync(dir).filter(isPigmentLevelFileName).sort();
    if (names.length === 0) throw new VerifyInputError(`${dir} holds no Pigment level (*.json)`);
    checkPack(dir, names);
    for (const n of names) {
      const file = join(dir, n);
      pigment.push({ id: `pigment/${n.slice(0, -'.json'.length)}`, file, text: readText(file) });
    }
  }
  const needsCurve = o.checks.includes('watersort');
  const needsWeights = o.checks.includes('worlds') || o.checks.includes('faces');
  const curve = needsCurve
    ? optionalFile(join(o.levelsDir, 'watersort', 'curve.json'), defaultCurve, parseCurve)
    : { value: defaultCurve, source: 'unused', hash: '' };
  const weights = needsWeights
    ? optionalFile(join(o.levelsDir, 'worldgen', 'weights.json'), defaultWeights, parseWeights)
    : { value: defaultWeights, source: 'unused', hash: '' };
  const hashes: { curve?: string; weights?: string; levels?: string } = {};
  if (needsCurve) hashes.curve = curve.hash;
  if (needsWeights) hashes.weights = weights.hash;
  if (pigment.length) hashes.levels = contentHash(pigment.map((f) => `${f.id}\n${f.text}`).join('\n'));
  return {
    pigment,
    curve: curve.value,
    weights: weights.value,
    sources: { curve: curve.source, weights: weights.source },
    hashes,
  };
}
