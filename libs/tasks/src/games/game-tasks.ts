/**
 * One game's worker tasks: tag → handler, every tag under the game's prefix (`pigment.analyse`). A handler takes
 * the structured-cloned payload and returns a structured-cloneable result; it is a thin adapter over one rules-lib
 * call (the libs stay pure and platform-neutral, the worker is this lib's bundle).
 */
export function gameTasks<P extends string, T extends Record<`${P}.${string}`, (payload: never) => unknown>>(
  prefix: P,
  tasks: T,
): T {
  for (const tag of Object.keys(tasks))
    if (!tag.startsWith(`${prefix}.`)) throw new Error(`task "${tag}" is not under its game's prefix "${prefix}."`);
  return tasks;
}
