import type { Command } from 'commander';

/** Registers the `verify` sub-commands. (Placeholder until its capability lands.) */
export function registerVerify(program: Command): void {
  void program;
}
