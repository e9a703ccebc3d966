/** `GET /api/session`: whether the server is in team mode and who this browser is signed in as. */
export interface SessionInfo {
  /** True when the server asks for a token (team mode); false on loopback, where there is no sign-in. */
  readonly team: boolean;
  /** The token's name (`team` for a shared token); null on loopback. */
  readonly name: string | null;
  /** How this request signed in: a browser session (which `POST /api/logout` ends) or a Bearer token. */
  readonly via: 'session' | 'bearer' | null;
}
