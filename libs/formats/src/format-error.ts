/** One problem found in a file: which file, where in it (a JSON path such as `/marks/1/at`), and a plain sentence. */
export interface FormatError {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

/** The outcome of reading a file: its typed value, or every problem found in it. */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly FormatError[] };

/** Renders errors one per line: `levels/pigment/x.json: /limit: must be at least 1`. */
export function formatErrors(errors: readonly FormatError[]): string {
  return errors.map((e) => `${e.file}: ${e.path || '/'}: ${e.message}`).join('\n');
}

/** Thrown by `assertParsed` so callers that prefer exceptions keep every error. */
export class FormatErrorList extends Error {
  constructor(readonly errors: readonly FormatError[]) {
    super(formatErrors(errors));
  }
}

/** Returns the value or throws a FormatErrorList. */
export function assertParsed<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new FormatErrorList(parsed.errors);
  return parsed.value;
}
