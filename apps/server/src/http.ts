/** HTTP helpers shared by the route modules: the error shape, request signals, id checks. */
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * A signal that aborts when the client goes away before its answer was sent, when the server shuts
 * down, or when the wall-clock safety net runs out (step budgets are the real limit; this is a backstop).
 */
export function requestSignal(reply: FastifyReply, shutdown: AbortSignal, timeoutMs: number): AbortSignal {
  const client = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) client.abort(new Error('the client disconnected'));
  });
  return AbortSignal.any([client.signal, shutdown, AbortSignal.timeout(timeoutMs)]);
}

/** The request body as an object, or a 400 saying what was expected. */
export function bodyObject(req: FastifyRequest): Record<string, unknown> {
  const b = req.body;
  if (typeof b !== 'object' || b === null || Array.isArray(b)) {
    throw new ApiError(400, 'the request body must be a JSON object', [{ file: 'request body', path: '', message: 'must be an object' }]);
  }
  return b as Record<string, unknown>;
}

/** One header value (the first when repeated). */
export function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
