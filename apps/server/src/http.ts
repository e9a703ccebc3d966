/** HTTP helpers shared by the route modules: the error shape, request signals, id checks. */
import type { FastifyRequest } from 'fastify';
import { type ErrorList, type FormatError, capErrors } from '@levelbench/formats';

/**
 * An error answered as `{error, errors?, moreErrors?}` with its status (400 carries JSON paths and
 * sentences). `errors` is a plain list or a check's {@link ErrorList} (a failed `Parsed`), whose
 * `moreErrors` (problems counted, not listed) the answer carries on.
 */
export class ApiError extends Error {
  readonly errors?: readonly FormatError[];
  readonly moreErrors: number;

  constructor(
    readonly statusCode: number,
    message: string,
    errors?: readonly FormatError[] | ErrorList,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    const list: Partial<ErrorList> = errors === undefined || Array.isArray(errors) ? { errors } : (errors as ErrorList);
    this.errors = list.errors;
    this.moreErrors = list.moreErrors ?? 0;
  }
}

/**
 * The body every error response carries: at most MAX_LISTED_ERRORS (50) `errors`, and `moreErrors`, how
 * many more were found, when there are more (issue #39 item 4: one 400 listed 174,001 errors in 18 MB).
 */
export function errorBody(e: ApiError): Record<string, unknown> {
  if (!e.errors) return { error: e.message, ...(e.extra ?? {}) };
  const { errors, moreErrors } = capErrors({ errors: e.errors, moreErrors: e.moreErrors });
  return { error: e.message, errors, ...(moreErrors ? { moreErrors } : {}), ...(e.extra ?? {}) };
}

/** The request body as an object, or a 400 saying what was expected. */
export function bodyObject(req: FastifyRequest): Record<string, unknown> {
  const b = req.body;
  if (typeof b !== 'object' || b === null || Array.isArray(b)) {
    throw new ApiError(400, 'the request body must be a JSON object', [
      { file: 'request body', path: '', message: 'must be an object' },
    ]);
  }
  return b as Record<string, unknown>;
}

/** One header value (the first when repeated). */
export function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
