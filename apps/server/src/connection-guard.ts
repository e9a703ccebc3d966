/**
 * Team mode: a per-address cap on connections that have not yet carried a signed-in request, so one
 * machine sending half requests without a token cannot take the server's connection slots from the
 * people who are signed in (issue #39 item 5: 260 half-sent requests reset a signed-in user's requests
 * 4 times in 5). A connection counts from its accept until its first signed-in request or its close.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Connections one address may hold open before any of them signs in. */
export const PRE_AUTH_CONNECTIONS_PER_ADDRESS = 16;

const SIGNED_IN = Symbol('levelbench.signedIn');

type Counted = Socket & { [SIGNED_IN]?: boolean };

/** Counts not-yet-signed-in connections per remote address; one over the cap is closed as it arrives. */
export class PreAuthConnections {
  private readonly open = new Map<string, number>();
  /** Connections closed at once because their address held its share. */
  refused = 0;

  constructor(private readonly perAddress = PRE_AUTH_CONNECTIONS_PER_ADDRESS) {}

  /** Watches every connection `server` accepts. */
  attach(server: Server): void {
    server.on('connection', (socket: Socket) => this.admit(socket));
  }

  /** Not-yet-signed-in connections of `address` now. */
  count(address: string): number {
    return this.open.get(address) ?? 0;
  }

  /** Marks the connection of a request that signed in: it no longer counts against its address. */
  signedIn(socket: Socket | undefined): void {
    const s = socket as Counted | undefined;
    if (!s || s[SIGNED_IN]) return;
    s[SIGNED_IN] = true;
    this.release(s.remoteAddress ?? '');
  }

  private admit(socket: Counted): void {
    const address = socket.remoteAddress ?? '';
    const n = this.count(address);
    if (n >= this.perAddress) {
      this.refused++;
      socket.destroy();
      return;
    }
    this.open.set(address, n + 1);
    socket.once('close', () => {
      if (!socket[SIGNED_IN]) this.release(address);
    });
  }

  private release(address: string): void {
    const left = this.count(address) - 1;
    if (left > 0) this.open.set(address, left);
    else this.open.delete(address);
  }
}
