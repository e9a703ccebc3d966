import type { Command } from 'commander';

/** Registers the `watersort` sub-commands. (Placeholder until its capability lands.) */
export function registerWatersort(program: Command): void {
  void program;
}
