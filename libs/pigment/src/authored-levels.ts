/** The authored level files, imported as JSON for specs and the benchmark (no file-system access needed). */
// levels/ is data, not an Nx project, so the boundary rule has no tag to check; the lib's index never exports this.
/* eslint-disable @nx/enforce-module-boundaries */
import firstFace from '../../../levels/pigment/first-face.json';
import ret from '../../../levels/pigment/return.json';
import whatYouLeave from '../../../levels/pigment/what-you-leave.json';
import theOtherPair from '../../../levels/pigment/the-other-pair.json';
import white from '../../../levels/pigment/white.json';
/* eslint-enable @nx/enforce-module-boundaries */

/** File name → parsed JSON of the five authored levels, in campaign order. */
export const AUTHORED_LEVEL_FILES: readonly (readonly [string, unknown])[] = [
  ['levels/pigment/first-face.json', firstFace],
  ['levels/pigment/return.json', ret],
  ['levels/pigment/what-you-leave.json', whatYouLeave],
  ['levels/pigment/the-other-pair.json', theOtherPair],
  ['levels/pigment/white.json', white],
];
