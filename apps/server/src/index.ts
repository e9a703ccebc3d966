/** The workbench server: the app factory (for tests and embedding) and the command-line entry. */
export { buildServer, BODY_LIMIT, type ServerOptions, type TaskPool } from './app';
export { main } from './main';
