export { buildProgram, main } from './main';
export { CliError } from './cli-io';
