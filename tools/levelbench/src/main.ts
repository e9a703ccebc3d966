/** The `levelbench` command line. Each domain registers its sub-commands from its own module. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { usePrecompiled } from '@levelbench/formats';
import { CliError, log, writeErr, writeOut } from './cli-io';

/** package.json's version, written into the bundle by tools/scripts/build-node.mjs (absent when run from source). */
declare const __LEVELBENCH_VERSION__: string | undefined;

/** The version `--version` prints: LEVELBENCH_VERSION, else the package's, else `dev` (sources under ts-jest). */
export function cliVersion(): string {
  const built = typeof __LEVELBENCH_VERSION__ === 'string' ? __LEVELBENCH_VERSION__ : undefined;
  return process.env['LEVELBENCH_VERSION'] ?? built ?? 'dev';
}

type Register = (program: Command) => void;

/**
 * Each domain's commands, loaded on demand: a one-board `pigment solve` must not pay for RxJS, the pool
 * or the report writers (require() inside a function keeps esbuild from initialising the module early).
 */
const DOMAINS: Readonly<Record<string, () => Register>> = {
  pigment: () => require('./commands/pigment').registerPigment,
  watersort: () => require('./commands/watersort').registerWatersort,
  worlds: () => require('./commands/worlds').registerWorlds,
  verify: () => require('./commands/verify').registerVerify,
};
/** Top-level command → the domain that registers it (`faces` lives with worlds, `report` with verify). */
const DOMAIN_OF: Readonly<Record<string, string>> = {
  pigment: 'pigment',
  watersort: 'watersort',
  worlds: 'worlds',
  faces: 'worlds',
  verify: 'verify',
  report: 'verify',
};

/** The domains a command line needs: only its own for a known command, all of them for help or a typo. */
export function domainsFor(argv: readonly string[]): string[] {
  const args = argv.slice(2);
  const first = args.find((a) => !a.startsWith('-'));
  if (first === undefined && (args.includes('-V') || args.includes('--version'))) return [];
  const domain = first === undefined ? undefined : DOMAIN_OF[first];
  return domain ? [domain] : Object.keys(DOMAINS);
}

/** The program with the commands of `domains` (default: all). */
export function buildProgram(domains: readonly string[] = Object.keys(DOMAINS)): Command {
  const program = new Command('levelbench')
    .description('Level authoring and verification workbench: Pigment, Water Sort, Cube Crawler worlds')
    .version(cliVersion())
    .showHelpAfterError()
    .configureOutput({ writeOut, writeErr }) // help and errors go the way results and logs go (cli-io)
    .exitOverride();
  for (const d of domains) DOMAINS[d]()(program);
  for (const c of program.commands) c.exitOverride();
  return program;
}

/** Registers the schema validators the build compiled ahead of time, when running from dist/node. */
function loadPrecompiledValidators(): void {
  const file = join(__dirname, 'validators.cjs');
  // a computed path: esbuild leaves this require to run time instead of bundling the file
  if (existsSync(file)) usePrecompiled(require(file).byId);
}

/** Runs the CLI and sets process.exitCode: 0 ok, 1 failed check, 2 bad arguments or inputs. */
export async function main(argv: string[]): Promise<number> {
  try {
    loadPrecompiledValidators();
    await buildProgram(domainsFor(argv)).parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      // help and version are not errors; every other commander error is a bad argument
      return e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help'
        ? 0
        : 2;
    }
    if (e instanceof CliError) {
      log(`levelbench: ${e.message}`);
      return e.exitCode;
    }
    log(`levelbench: ${(e as Error).stack ?? e}`);
    return 1;
  }
}

if (require.main === module) {
  main(process.argv).then((code) => {
    process.exitCode = code;
  });
}
