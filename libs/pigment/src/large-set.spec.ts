import { describeGoldenSet, type GoldenRow } from './golden-set.testing';
import { largeSet } from './large-set';

/**
 * Golden answers for the large benchmark set (issue #12): id, shortest, optimal count, and the alphabetically first
 * optimal line (or the reason it is unsolvable). Figures where the BFS reference finishes within 10 M states were
 * cross-checked against it by `npm run bench:pigment`. Change only on purpose, in a commit that says why.
 */
const GOLDEN: readonly GoldenRow[] = [
  ['gen-2', 23, 3, 'ENWNWWWNENENNWNESSSWSSW'],
  ['gen-4', 28, 1, 'ENNNNNENESESWNESWSNWSESESWWS'],
  ['gen-5', 19, 1, 'NSSEENESSWWNEENWNWW'],
  ['gen-7', 20, 18, 'ENWNENEENESEENEEESSW'],
  ['gen-8', 18, 4, 'NWWWWNESNNNNNWEEEE'],
  ['gen-9', 17, 6, 'SWWWSWSWWWSSEEWSE'],
  ['gen-11', 23, 2, 'WWNWWENWSNWWSEWSSENNNNE'],
  ['gen-16', 22, 3, 'WWWSWWWNNWNEESENWSENNW'],
  ['gen-19', 27, 72, 'NWWNWWWWWSSSENWENNWSSSSSSES'],
  ['gen-20', 29, 9, 'NNWNWWNSSENESSSSWSENWSWNNNNNN'],
  ['gen-22', 26, 2, 'ESEEENNNNNNWSWWNESENEEESSW'],
  ['gen-23', 25, 4, 'WSEEENEESESSWSSESWNWNENWW'],
  ['gen-24', 16, 2, 'NNNNWWESSENNWWWW'],
  ['gen-25', 26, 4, 'NESSSENEEWNNESENWSSWNENWWN'],
  ['gen-26', 19, 1, 'WSWWSEEEESENWNNNNNN'],
  ['gen-27', 16, 2, 'NSSESNENWNSSNWNE'],
  ['gen-28', 16, 2, 'SENNNWNEEENESWSS'],
  ['gen-29', 18, 2, 'WSWNWWWWWWNESWSENW'],
  ['gen-30', 22, 10, 'ENNESSESWSESWNNENSEESS'],
  ['gen-31', 21, 38, 'ESSWSEENWSESEWWSESESW'],
  ['gen-32', 17, 1, 'WSSWNEWSSSWNENEEN'],
  ['gen-33', 18, 1, 'SSSSESEENNWSENSWSW'],
  ['gen-34', 17, 1, 'SWNWNWSEEESSEWWNN'],
  ['gen-35', 17, 16, 'ESESESSSSSSNNWSWS'],
  ['gen-37', 22, 20, 'EEESWSWNESWWNNESSWNNEW'],
  ['gen-38', 22, 3, 'SESEEENWSNNNEESWNWSENN'],
  ['gen-39', 20, 4, 'SSSSSWSSESSNWNNWSWNW'],
  ['gen-40', 21, 8, 'SWWSWSSEEESNWNWWNWSWS'],
  ['gen-41', 24, 8, 'WSWSEENNWSSNWSWWWWNNESSW'],
  ['gen-42', 21, 4, 'NWWNESESENESWNESWNWNW'],
  ['gen-44', 18, 2, 'NENWSSEESSNWWSSWWW'],
  ['gen-45', 16, 4, 'SSSSSSESSSWNNESE'],
  ['gen-47', 28, 18, 'EESESWSSSSEEESESWNENENNENESS'],
  ['gen-49', 20, 6, 'NWWNNWNEENNENNWWNWWS'],
  ['walled-gen-2', null, null, 'the mark at 3,3 cannot be reached'],
  ['white-gen-5', null, null, 'the mark at 4,6 can never show white'],
  ['cut-gen-9', null, null, 'the mark at 3,9 cannot be reached'],
];

describeGoldenSet('the large set (golden)', largeSet, GOLDEN);
