/** Where reports may go: never into the levels store (the server would list a report as a level). */
import { realpathSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { rootLabel } from '@levelbench/store';
import { VerifyInputError } from './inputs';

/** The real path of `p`, or of its nearest existing folder above with the rest appended (`p` may not exist yet). */
function realish(p: string): string {
  const abs = resolve(p);
  try {
    return realpathSync(abs);
  } catch {
    const up = dirname(abs);
    return up === abs ? abs : join(realish(up), basename(abs));
  }
}

/** Refuses an output folder inside the levels store (the server would list a report as a level): exit 2. */
export function refuseOutInsideLevels(outDir: string, levelsDir: string, option = '--out'): void {
  const levels = realish(levelsDir);
  const out = realish(outDir);
  if (out === levels || out.startsWith(levels + sep))
    throw new VerifyInputError(
      `${option} ${outDir} is inside the levels folder ${rootLabel(levelsDir)}: reports never go into the store`,
    );
}
