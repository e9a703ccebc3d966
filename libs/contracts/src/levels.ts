/**
 * The level store's answers over HTTP (`/api/levels/:game`, `/api/history/:game`): declared once here,
 * used by the server's routes and the workbench's API services.
 */

/**
 * A row of `GET /api/levels/:game`. `etag` is null for an entry the server cannot serve (a symlink, FIFO,
 * folder, too large file, or a name that is not a valid id): `problem` says which and `message` says it in
 * a sentence. A served file that does not parse also carries `problem` (`invalid JSON`, `schema: …`).
 */
export interface LevelListRow {
  readonly id: string;
  readonly name: string;
  readonly etag: string | null;
  readonly problem?: string;
  readonly message?: string;
}

/** The answer of `PUT /api/levels/:game/:id`: the saved file's new version tag. */
export interface LevelSaved {
  readonly id: string;
  readonly name: string;
  readonly etag: string;
  readonly created: boolean;
}

/** A deleted level whose history the server keeps (`GET /api/history/:game`). */
export interface DeletedLevel {
  readonly id: string;
  /** ISO time of the delete. */
  readonly deletedAt: string;
  readonly deletedBy: string | null;
  /** The version tag of the file as it was deleted. */
  readonly etag: string;
}

/** One saved version of a level (`GET /api/history/:game/:id`), newest first. */
export interface LevelVersion {
  readonly version: number;
  readonly etag: string;
  /** ISO time; null for a version written before the server kept history (e.g. from git). */
  readonly savedAt: string | null;
  readonly savedBy: string | null;
  /** True for the version that is the file now. */
  readonly current: boolean;
}

/** One saved version with its text (`GET /api/history/:game/:id/:version`); `F` is the game's file type. */
export interface SavedVersion<F = unknown> {
  readonly version: number;
  readonly etag: string;
  readonly savedAt: string | null;
  readonly savedBy: string | null;
  readonly text: string;
  /** The parsed file; null when the stored text is not JSON (e.g. merge-conflict markers). */
  readonly file: F | null;
  /** Why `file` is null. */
  readonly problem?: { readonly error: string; readonly errors?: readonly { readonly message: string }[] };
}
