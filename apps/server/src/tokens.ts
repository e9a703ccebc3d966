/**
 * Team-mode tokens: generated, given with `--token`, or read from a `--tokens-file` naming each person,
 * and compared in constant time. Pure functions; the HTTP side is auth.ts.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** One person (or the whole team, for a single token) and the secret that signs them in. */
export interface TeamToken {
  readonly name: string;
  readonly token: string;
}

/** Name the history shows for everyone who uses the single generated or `--token` token. */
export const TEAM_NAME = 'team';

/** Tokens travel in URLs (`?token=`): URL-safe characters only, long enough not to be guessed. */
export const TOKEN_PATTERN = /^[A-Za-z0-9._~-]{16,256}$/;

/** A fresh token: 32 URL-safe characters from 24 random bytes (192 bits). */
export function generateToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Why `token` cannot be a token, or null. */
export function tokenProblem(token: string): string | null {
  return TOKEN_PATTERN.test(token)
    ? null
    : 'a token must be 16 to 256 characters from A–Z, a–z, 0–9 and . _ ~ - (it is sent in URLs)';
}

/** Why `name` cannot name a person, or null: it is shown in the history and used as the job owner. */
function nameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || !name.trim()) return 'must be a non-empty string';
  if (name.trim().length > 64) return 'must be at most 64 characters';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'must not contain control characters';
  return null;
}

/**
 * Parses a tokens file: JSON `{"tokens": [{"name": "Ana", "token": "…"}, …]}`, at least one entry, names
 * and tokens each unique. Throws an Error whose message says what is wrong and where (`/tokens/1/name`).
 */
export function parseTokensFile(text: string): TeamToken[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(`is not valid JSON (${(e as Error).message})`);
  }
  const list = (value as { tokens?: unknown } | null)?.tokens;
  if (typeof value !== 'object' || value === null || !Array.isArray(list))
    throw new Error('must be a JSON object {"tokens": [{"name": "…", "token": "…"}, …]}');
  if (!list.length) throw new Error('/tokens: must list at least one person');
  const names = new Set<string>();
  const secrets = new Set<string>();
  return list.map((entry: unknown, i) => {
    const e = (entry ?? {}) as { name?: unknown; token?: unknown };
    const bad = nameProblem(e.name);
    if (bad) throw new Error(`/tokens/${i}/name: ${bad}`);
    const name = (e.name as string).trim();
    if (typeof e.token !== 'string') throw new Error(`/tokens/${i}/token: must be a string`);
    const tokenBad = tokenProblem(e.token);
    if (tokenBad) throw new Error(`/tokens/${i}/token: ${tokenBad}`);
    if (names.has(name.toLowerCase())) throw new Error(`/tokens/${i}/name: "${name}" is listed twice`);
    if (secrets.has(e.token)) throw new Error(`/tokens/${i}/token: the same token is given to two people`);
    names.add(name.toLowerCase());
    secrets.add(e.token);
    return { name, token: e.token };
  });
}

function digest(s: string): Buffer {
  return createHash('sha256').update(s, 'utf8').digest();
}

/** The tokens of a running server, matched in constant time. */
export class TokenList {
  private readonly entries: { name: string; digest: Buffer }[];

  constructor(tokens: readonly TeamToken[]) {
    // digests have one length, so timingSafeEqual never short-cuts on length; every entry is compared
    this.entries = tokens.map((t) => ({ name: t.name, digest: digest(t.token) }));
  }

  /** The name whose token is `candidate`, or null. Takes the same time whichever entry (if any) matches. */
  nameOf(candidate: string): string | null {
    const d = digest(candidate);
    let found: string | null = null;
    for (const e of this.entries) if (timingSafeEqual(e.digest, d)) found = e.name;
    return found;
  }
}

/** True for the addresses only this machine can reach: the server needs no token there. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** How `main` runs: loopback (no tokens) or team mode, and where its tokens came from. */
export interface TeamSetup {
  readonly tokens: readonly TeamToken[];
  /** `generated` (printed in the link), `--token` (not printed: the operator has it) or the tokens file. */
  readonly source: 'generated' | '--token' | string;
}

/**
 * Team mode for the server's options: the tokens file, else `--token`, else a generated token when the
 * address is not loopback, else null (loopback, zero set-up). Throws an Error naming the file when the
 * tokens file cannot be used.
 */
export function teamSetup(
  host: string,
  token: string | undefined,
  tokensFile: { path: string; read: () => string } | undefined,
): TeamSetup | null {
  if (tokensFile) {
    let text: string;
    try {
      text = tokensFile.read();
    } catch (e) {
      throw new Error(
        `--tokens-file ${tokensFile.path}: cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
      );
    }
    try {
      return { tokens: parseTokensFile(text), source: tokensFile.path };
    } catch (e) {
      throw new Error(`--tokens-file ${tokensFile.path}: ${(e as Error).message}`);
    }
  }
  if (token !== undefined) return { tokens: [{ name: TEAM_NAME, token }], source: '--token' };
  if (isLoopbackHost(host)) return null;
  return { tokens: [{ name: TEAM_NAME, token: generateToken() }], source: 'generated' };
}

/** The stderr lines that tell people how to get in (`base` is `http://host:port`). */
export function teamLinkLines(setup: TeamSetup, base: string): string[] {
  if (setup.source === 'generated') return [`levelbench-server: open ${base}/?token=${setup.tokens[0].token}`];
  if (setup.source === '--token') return [`levelbench-server: open ${base}/?token=… (the --token you gave)`];
  const n = setup.tokens.length;
  return [
    `levelbench-server: team mode, ${n} ${n === 1 ? 'person' : 'people'} in ${setup.source}: each opens ${base}/?token=<their token>`,
  ];
}
