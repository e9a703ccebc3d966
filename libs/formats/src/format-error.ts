/** One problem found in a file: which file, where in it (a JSON path such as `/marks/1/at`), and a plain sentence. */
export interface FormatError {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

/**
 * Problems listed at most, by a check, an HTTP answer or a CLI message: a hostile 256 KiB document can hold
 * 170,000 of them, and listing them all cost seconds and megabytes (issue #39 item 4). The rest are counted.
 */
export const MAX_LISTED_ERRORS = 50;

/** Problems found in a file: the first {@link MAX_LISTED_ERRORS} as sentences, and how many more were found. */
export interface ErrorList {
  readonly errors: readonly FormatError[];
  /** Problems found beyond `errors` and not listed (absent or 0: `errors` is all of them). */
  readonly moreErrors?: number;
}

/** The outcome of reading a file: its typed value, or the problems found in it. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & ErrorList);

/** `list` cut to {@link MAX_LISTED_ERRORS} entries, with the ones cut off added to `moreErrors`. */
export function capErrors(list: ErrorList, max = MAX_LISTED_ERRORS): { errors: FormatError[]; moreErrors: number } {
  const cut = Math.max(0, list.errors.length - max);
  return { errors: list.errors.slice(0, max), moreErrors: cut + (list.moreErrors ?? 0) };
}

/**
 * Renders errors one per line: `levels/pigment/x.json: /limit: must be at least 1`; past
 * {@link MAX_LISTED_ERRORS} lines (or with `moreErrors`), one last line says how many more there are.
 */
export function formatErrors(errors: readonly FormatError[], moreErrors = 0): string {
  const capped = capErrors({ errors, moreErrors });
  const lines = capped.errors.map((e) => `${e.file}: ${e.path || '/'}: ${e.message}`);
  if (capped.moreErrors > 0)
    lines.push(`… and ${capped.moreErrors} more ${capped.moreErrors === 1 ? 'problem' : 'problems'} not listed`);
  return lines.join('\n');
}

/** Thrown by `assertParsed` so callers that prefer exceptions keep every error. */
export class FormatErrorList extends Error {
  constructor(
    readonly errors: readonly FormatError[],
    readonly moreErrors = 0,
  ) {
    super(formatErrors(errors, moreErrors));
  }
}

/** Returns the value or throws a FormatErrorList. */
export function assertParsed<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new FormatErrorList(parsed.errors, parsed.moreErrors);
  return parsed.value;
}
