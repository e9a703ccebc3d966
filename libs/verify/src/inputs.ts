/** Reads what a verify run checks: Pigment level files, the Water Sort curve and the WFC weights. */
import { type Parsed, formatErrors } from '@levelbench/formats';
import { ConfinedStore, isStoreError, rootLabel } from '@levelbench/store';
import { isPigmentLevelFileName, parsePigmentPack, PIGMENT_PACK_FILE } from '@levelbench/pigment';
import { type Curve, defaultCurve, parseCurve } from '@levelbench/watersort';
import { type Weights, defaultWeights, parseWeights } from '@levelbench/worldgen';
import { hashText } from '@levelbench/random';
import type { ResolvedOptions } from './options';
import { CHECK_DEFINITIONS, type CheckRegistry, checkDefinition } from './checks/registry';

/** An input a check reads from the store (its `inputs`). */
export type InputName = 'curve' | 'weights' | 'levels';

/** The store's inputs in the order a diff names them, with the name it shows for a changed content hash. */
export const INPUTS: readonly { readonly name: InputName; readonly shown: string }[] = [
  { name: 'curve', shown: 'curve.json' },
  { name: 'weights', shown: 'weights.json' },
  { name: 'levels', shown: 'levels/pigment' },
];

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
  /** As reports show it, relative to the levels folder's label (`levels/pigment/x.json`): never a server path. */
  readonly file: string;
  readonly text: string;
}

/** Everything the items are built from, plus where each part came from. */
export interface VerifyInputs {
  readonly pigment: readonly PigmentFile[];
  readonly curve: Curve;
  readonly weights: Weights;
  /** Where curve and weights came from: relative to the levels folder (`watersort/curve.json`), `built-in default` or `unused`. */
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

/** The levels folder as a confined store: no symlink followed, no FIFO opened, files capped; messages relative to it. */
export function levelsStore(levelsDir: string): ConfinedStore {
  return new ConfinedStore(levelsDir, { label: rootLabel(levelsDir) });
}

/** Runs a store read, turning a bad entry (symlink, FIFO, folder, too large) into an input error naming it. */
async function guarded<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (isStoreError(e)) throw new VerifyInputError(e.message);
    throw e;
  }
}

async function optionalFile<T>(
  store: ConfinedStore,
  rel: string,
  fallback: T,
  parse: (text: string, file: string) => Parsed<T>,
): Promise<{ value: T; source: string; hash: string }> {
  const file = store.shown(rel);
  const text = await guarded(() => store.readText(rel));
  if (text === null)
    return { value: fallback, source: 'built-in default', hash: contentHash(JSON.stringify(fallback)) };
  const parsed = parse(text, file);
  if (!parsed.ok)
    throw new VerifyInputError(`${file} is not valid:\n${formatErrors(parsed.errors, parsed.moreErrors)}`);
  return { value: parsed.value, source: rel, hash: contentHash(text) };
}

/** pack.json (the pack order), when present, must match its schema and name only levels in the folder. */
async function checkPack(store: ConfinedStore, names: readonly string[]): Promise<void> {
  const rel = `pigment/${PIGMENT_PACK_FILE}`;
  const text = await guarded(() => store.readText(rel));
  if (text === null) return;
  const parsed = parsePigmentPack(
    text,
    store.shown(rel),
    names.map((n) => n.slice(0, -'.json'.length)),
  );
  if (!parsed.ok)
    throw new VerifyInputError(`${store.shown(rel)} is not valid:\n${formatErrors(parsed.errors, parsed.moreErrors)}`);
}

/** The Pigment level files of the store; any bad entry among them stops the run with an input error naming it. */
async function pigmentFiles(store: ConfinedStore): Promise<PigmentFile[]> {
  const dir = store.shown('pigment');
  if ((await guarded(() => store.kindOf('pigment'))) !== 'folder')
    throw new VerifyInputError(`${dir} does not exist (the Pigment levels)`);
  const entries = await guarded(() => store.list('pigment', { read: true, filter: isPigmentLevelFileName }));
  const bad = entries.filter((e) => e.text === undefined);
  if (bad.length) throw new VerifyInputError(bad.map((e) => e.message ?? `${e.file} cannot be read`).join('\n'));
  if (entries.length === 0) throw new VerifyInputError(`${dir} holds no Pigment level (*.json)`);
  await checkPack(
    store,
    entries.map((e) => e.name),
  );
  return entries.map((e) => ({ id: `pigment/${e.name.slice(0, -'.json'.length)}`, file: e.file, text: e.text ?? '' }));
}

/** Reads the inputs the selected checks name; a missing levels folder or a bad curve/weights file throws VerifyInputError. */
export async function readInputs(
  o: ResolvedOptions,
  registry: CheckRegistry = CHECK_DEFINITIONS,
): Promise<VerifyInputs> {
  const store = levelsStore(o.levelsDir);
  if ((await store.kindOf('').catch(() => null)) !== 'folder')
    throw new VerifyInputError(`levels folder ${store.root.label} does not exist`);
  const needs = (input: InputName): boolean =>
    o.checks.some((c) => checkDefinition(c, registry).inputs.includes(input));
  const pigment = needs('levels') ? await pigmentFiles(store) : [];
  const needsCurve = needs('curve');
  const needsWeights = needs('weights');
  const curve = needsCurve
    ? await optionalFile(store, 'watersort/curve.json', defaultCurve, parseCurve)
    : { value: defaultCurve, source: 'unused', hash: '' };
  const weights = needsWeights
    ? await optionalFile(store, 'worldgen/weights.json', defaultWeights, parseWeights)
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
