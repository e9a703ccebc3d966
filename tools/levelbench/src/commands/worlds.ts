import type { Command } from 'commander';

/** Registers the `worlds` sub-commands. (Placeholder until its capability lands.) */
export function registerWorlds(program: Command): void {
  void program;
}
