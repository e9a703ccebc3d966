import type { Command } from 'commander';

/** Registers the `pigment` sub-commands. (Placeholder until its capability lands.) */
export function registerPigment(program: Command): void {
  void program;
}
