/**
 * Team-mode sessions, kept on the server so they can be ended (`POST /api/logout`) and capped: per
 * address, per token and in all, the oldest going first, so one token holder opening thousands of
 * sessions pushes out only their own (issue #39 item 7). In memory: a restart signs everyone out.
 */
import { createHash, randomBytes } from 'node:crypto';

/** How many sessions are kept, at most. */
export interface SessionLimits {
  /** Per client address: a browser, or a script that signs in again and again, from one machine. */
  readonly perAddress: number;
  /** Per token (per person with `--tokens-file`; the whole team with one shared token). */
  readonly perToken: number;
  /** Over everyone. */
  readonly total: number;
}

/** The server's defaults (docs/THREAT-MODEL.md "Requests, team mode and sessions"). */
export const SESSION_LIMITS: SessionLimits = { perAddress: 32, perToken: 512, total: 10_000 };

/** A signed-in browser: who it is, and the job-owner id it alone holds. */
export interface Session {
  /** The token's name: signs the history. */
  readonly name: string;
  /** `session:<random>`: jobs, event streams and cancel rights belong to this, not to the person. */
  readonly client: string;
  /** The address it signed in from (its cap). */
  readonly address: string;
}

const randomId = (bytes: number): string => randomBytes(bytes).toString('base64url');

// keyed by a digest of the id, so even a timing leak of the map's comparisons reveals no live id
const digest = (id: string): string => createHash('sha256').update(id).digest('hex');

/** Digests of live sessions per address or per token, oldest first. */
class Groups {
  private readonly lists = new Map<string, string[]>();

  add(key: string, d: string): void {
    const list = this.lists.get(key);
    if (list) list.push(d);
    else this.lists.set(key, [d]);
  }

  remove(key: string, d: string): void {
    const list = this.lists.get(key);
    if (!list) return;
    const i = list.indexOf(d);
    if (i >= 0) list.splice(i, 1);
    if (!list.length) this.lists.delete(key);
  }

  /** The oldest digest of `key` when it holds `max` or more, else undefined. */
  full(key: string, max: number): string | undefined {
    const list = this.lists.get(key);
    return list && list.length >= max ? list[0] : undefined;
  }
}

/** The live sessions of a server. */
export class Sessions {
  readonly limits: SessionLimits;
  // insertion order is age: the first entry is the oldest session
  private readonly byDigest = new Map<string, Session & { readonly token: string }>();
  private readonly byAddress = new Groups();
  private readonly byToken = new Groups();

  constructor(limits: Partial<SessionLimits> = {}) {
    this.limits = { ...SESSION_LIMITS, ...limits };
  }

  /** Sessions alive now. */
  get size(): number {
    return this.byDigest.size;
  }

  /**
   * A new session for `name` (signed in with the token named `token`) from `address`; returns the id for
   * the cookie. The oldest session of the same address, then of the same token, then of all, makes room.
   */
  open(name: string, token: string, address: string): string {
    const l = this.limits;
    for (let d; (d = this.byAddress.full(address, l.perAddress)); ) this.endDigest(d);
    for (let d; (d = this.byToken.full(token, l.perToken)); ) this.endDigest(d);
    while (this.byDigest.size >= l.total) this.endDigest(this.byDigest.keys().next().value as string);
    const id = randomId(32);
    const d = digest(id);
    this.byDigest.set(d, { name, token, address, client: `session:${randomId(12)}` });
    this.byAddress.add(address, d);
    this.byToken.add(token, d);
    return id;
  }

  /** The session whose cookie holds `id`, or null (never opened, ended or pushed out). */
  get(id: string): Session | null {
    const s = this.byDigest.get(digest(id));
    return s ? { name: s.name, client: s.client, address: s.address } : null;
  }

  /** Ends session `id` (sign-out); false when there was none. */
  end(id: string): boolean {
    return this.endDigest(digest(id));
  }

  private endDigest(d: string): boolean {
    const s = this.byDigest.get(d);
    if (!s) return false;
    this.byDigest.delete(d);
    this.byAddress.remove(s.address, d);
    this.byToken.remove(s.token, d);
    return true;
  }
}
