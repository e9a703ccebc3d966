/** Test helpers for team mode: requests from a chosen loopback address, sign-ins, half-sent requests. */
import { type Socket, connect } from 'node:net';
import { type SendOptions, type SentResponse, send } from './fuzz.testing';

/** A request as {@link send} takes it, with a JSON payload only. */
export type FromOptions = SendOptions & { readonly payload?: object };

/** One request on a fresh connection from `opts.from` (127.0.0.1 by default). */
export function sendFrom(port: number, opts: FromOptions): Promise<SentResponse> {
  return send(port, { ...opts, from: opts.from ?? '127.0.0.1' });
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
