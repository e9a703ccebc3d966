import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { type FormatError, MAX_LISTED_ERRORS, type Parsed } from './format-error';

/** The Ajv options of every schema check; the build's precompiled validators use the same. */
export const AJV_OPTIONS = { allErrors: true, strict: false } as const;

let ajv: Ajv | undefined;
const compiled = new WeakMap<object, ValidateFunction>();
/** The registered tables of precompiled validators, the latest first. */
const precompiled: Readonly<Record<string, ValidateFunction>>[] = [];

/**
 * Registers validators generated ahead of time from the same schemas (Ajv standalone code, keyed by the
 * schema's `$id`), so a short CLI run does not spend its time compiling schemas. Schemas without a
 * registered `$id` are compiled on first use as before. The table is kept, not copied: a validator is read
 * from it when its schema is first used, so a table whose entries are getters (dist/node/validators.cjs)
 * loads only the validators a run needs.
 */
export function usePrecompiled(validators: Readonly<Record<string, ValidateFunction>>): void {
  // registering a table again (every lazily loaded page does) moves it to the front, it is not kept twice
  const known = precompiled.indexOf(validators);
  if (known >= 0) precompiled.splice(known, 1);
  precompiled.unshift(validators);
}

function precompiledFor(id: string): ValidateFunction | undefined {
  const table = precompiled.find((t) => Object.hasOwn(t, id));
  return table?.[id];
}

function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    const id = (schema as { $id?: unknown }).$id;
    validate = typeof id === 'string' ? precompiledFor(id) : undefined;
    validate ??= (ajv ??= new Ajv(AJV_OPTIONS)).compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Parses JSON text; a syntax error names the line and column. */
export function parseJsonText(text: string, file: string): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const msg = (e as Error).message;
    const pos = /position (\d+)/.exec(msg);
    let where = '';
    if (pos) {
      const before = text.slice(0, Number(pos[1]));
      const line = before.split('\n').length;
      const col = Number(pos[1]) - before.lastIndexOf('\n');
      where = ` at line ${line}, column ${col}`;
    }
    return { ok: false, errors: [{ file, path: '', message: `is not valid JSON${where}: ${msg}` }] };
  }
}

function sentence(e: ErrorObject): { path: string; message: string } {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return {
        path: `${e.instancePath}/${p['missingProperty']}`,
        message: `is missing (required field "${p['missingProperty']}")`,
      };
    case 'additionalProperties':
      return { path: `${e.instancePath}/${p['additionalProperty']}`, message: `is not a known field` };
    case 'enum':
      return {
        path: e.instancePath,
        message: `must be one of ${(p['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'type':
      return {
        path: e.instancePath,
        message: `must be ${p['type'] === 'integer' ? 'an integer' : `of type ${p['type']}`}`,
      };
    case 'minimum':
    case 'maximum':
      return {
        path: e.instancePath,
        message: `must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${p['limit']}`,
      };
    default:
      return { path: e.instancePath, message: e.message ?? 'is invalid' };
  }
}

/**
 * Validates a value against a JSON Schema (the same object the server and Monaco use). At most
 * {@link MAX_LISTED_ERRORS} distinct problems become sentences; the rest of Ajv's errors are only
 * counted (`moreErrors`), so a document with a hundred thousand faults costs a count, not a list.
 */
export function validateSchema<T>(schema: object, value: unknown, file: string): Parsed<T> {
  const validate = validatorFor(schema);
  if (validate(value)) return { ok: true, value: value as T };
  const seen = new Set<string>();
  const errors: FormatError[] = [];
  let moreErrors = 0;
  for (const e of validate.errors ?? []) {
    // oneOf/anyOf add a summary line after the specific ones; the specific ones say more
    if (e.keyword === 'if') continue;
    if (errors.length >= MAX_LISTED_ERRORS) {
      moreErrors++;
      continue;
    }
    const s = sentence(e);
    const key = `${s.path} ${s.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      errors.push({ file, ...s });
    }
  }
  return moreErrors ? { ok: false, errors, moreErrors } : { ok: false, errors };
}

/** Parse + schema in one step. */
export function parseWithSchema<T>(text: string, schema: object, file: string): Parsed<T> {
  const json = parseJsonText(text, file);
  return json.ok ? validateSchema<T>(schema, json.value, file) : json;
}
