/** The `levelbench` command line. Each domain registers its sub-commands from its own module. */
import { Command, CommanderError } from 'commander';
import { CliError, log } from './cli-io';
import { registerPigment } from './commands/pigment';
import { registerWatersort } from './commands/watersort';
import { registerWorlds } from './commands/worlds';
import { registerVerify } from './commands/verify';

export function buildProgram(): Command {
  const program = new Command('levelbench')
    .description('Level authoring and verification workbench: Pigment, Water Sort, Cube Crawler worlds')
    .version(process.env['LEVELBENCH_VERSION'] ?? '0.1.0')
    .showHelpAfterError()
    .exitOverride();
  registerPigment(program);
  registerWatersort(program);
  registerWorlds(program);
  registerVerify(program);
  for (const c of program.commands) c.exitOverride();
  return program;
}

/** Runs the CLI and sets process.exitCode: 0 ok, 1 failed check, 2 bad arguments or inputs. */
export async function main(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
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
