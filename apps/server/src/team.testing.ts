/** Test helpers for team mode: requests from a chosen loopback address, sign-ins, half-sent requests. */
import { request as httpRequest } from 'node:http';
import { type Socket, connect } from 'node:net';
import type { SentResponse } from './fuzz.testing';

/** A request as {@link send} takes it, plus the loopback address it comes from (127.0.0.1 by default). */
export interface FromOptions {
  readonly method: string;
  readonly url: string;
  readonly headers?: Record<string, string>;
  readonly payload?: object;
  /** Source address: Linux answers all of 127/8, so 127.0.0.2 is another machine to the server. */
  readonly from?: string;
}

/** One request on a fresh connection from `opts.from`. */
export function sendFrom(port: number, opts: FromOptions): Promise<SentResponse> {
  const body = opts.payload === undefined ? undefined : JSON.stringify(opts.payload);
  const headers: Record<string, string> = {
    ...(body !== undefined
      ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
      : {}),
    ...opts.headers,
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: opts.method,
        path: opts.url,
        headers,
        agent: false,
        localAddress: opts.from ?? '127.0.0.1',
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs in with the `?token=` link from `from`; resolves with the `name=value` of the session cookie. */
export async function signIn(port: number, token: string, from?: string): Promise<string> {
  const r = await sendFrom(port, { method: 'GET', url: `/?token=${token}`, from });
  if (r.statusCode !== 303) throw new Error(`sign-in answered ${r.statusCode}: ${r.body}`);
  return String(r.headers['set-cookie']).split(';')[0];
}

/**
 * Opens `n` connections from `from` that each send the start of a request and then nothing more.
 * Resolves once every socket is connected (or already closed by the server) with them and a count of the
 * ones the server has closed so far.
 */
export async function halfSent(
  port: number,
  n: number,
  from: string,
): Promise<{ sockets: Socket[]; closed: () => number; destroy: () => void }> {
  let closed = 0;
  const sockets = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<Socket>((resolve) => {
          const s = connect({ port, host: '127.0.0.1', localAddress: from }, () => {
            s.write('GET /api/levels/pigment HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
            resolve(s);
          });
          s.on('error', () => undefined);
          s.on('close', () => {
            closed++;
            resolve(s);
          });
        }),
    ),
  );
  return { sockets, closed: () => closed, destroy: () => sockets.forEach((s) => s.destroy()) };
}
