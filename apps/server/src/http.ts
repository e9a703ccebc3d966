/** HTTP helpers shared by the route modules: the error shape, request signals, id checks. */
import type { FastifyRequest } from 'fastify';
import type { FormatError } from '@levelbench/formats';

/** An error answered as `{error, errors?}` with its status (400 carries JSON paths and sentences). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: readonly FormatError[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The body every error response carries. */
export function errorBody(e: ApiError): Record<string, unknown> {
  return { error: e.message, ...(e.errors ? { errors: e.errors } : {}), ...(e.extra ?? {}) };
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
