/**
 * The games the server knows, each one `ServerGame`: its files (the rules lib's `GameFormat`) and what it adds
 * to the API (solver and generator routes, job kinds). `apps/server/src/default-games.ts` lists the production ones.
 */
import type { FastifyInstance } from 'fastify';
import type { GameFormat } from '@levelbench/formats';
import type { JobManager } from './jobs';
import type { JobKind } from './routes/jobs';
import type { FileStore } from './store';
import type { TaskContext } from './tasks';

/** A game name as it appears in `/api/levels/:game`: the folder under `levels/`. */
export type GameName = string;

/** How one game's files are validated: its rules lib's `GameFormat` (name, schema, parser, ids, reserved files). */
export type GameSpec = Omit<GameFormat, 'name' | 'label'> & Partial<Pick<GameFormat, 'name' | 'label'>>;

/** Game name → spec: the games whose files the level and history routes serve. */
export type GameRegistry = Readonly<Record<GameName, GameSpec>>;

/** What a game's routes and job kinds get from the server. */
export interface GameContext extends TaskContext {
  readonly store: FileStore;
}

/** What a game's routes get besides: the job manager and every registered job kind (its own included). */
export interface GameRouteContext extends GameContext {
  readonly jobs: JobManager;
  readonly jobKinds: Readonly<Record<string, JobKind>>;
}

/** One game on the server: its files, plus whatever API it adds. */
export interface ServerGame {
  /** Its files under `levels/<name>/`: schema (served to Monaco), parser, ids, reserved names. */
  readonly format: GameFormat;
  /** Job kinds it adds to `POST /api/jobs` (kind name → kind), e.g. Pigment's `pigment-suggest`. */
  readonly jobKinds?: (ctx: GameContext) => Readonly<Record<string, JobKind>>;
  /** Registers its own routes (solvers, generators, previews) under `/api/…`; called once. */
  readonly routes?: (app: FastifyInstance, ctx: GameRouteContext) => void;
}

/** The file registry of a game list (name → format), as the level and history routes read it. */
export function gameRegistry(games: readonly ServerGame[]): GameRegistry {
  const registry: Record<GameName, GameSpec> = {};
  for (const g of games) {
    if (Object.hasOwn(registry, g.format.name)) throw new Error(`game "${g.format.name}" is registered twice`);
    registry[g.format.name] = g.format;
  }
  return registry;
}
