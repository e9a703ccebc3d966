import { describeGoldenSet, type GoldenRow } from './golden-set.testing';
import { xlSet, XL_SET_SEEDS } from './xl-set';

/**
 * Golden answers for the xl benchmark set (issue #25): id, shortest, optimal count, and the alphabetically first
 * optimal line (or the reason it is unsolvable). Every figure but xl-19's and xl-29's matches the solver of issue #12
 * (`reference/solver-v1.ts`, which stops at its 8 M budget on those two); xl-19 (53 / 12,708) and xl-29 (49 / 112)
 * match the landing-counter bound of the first #25 commit with a 30 M budget (9.3 M and 0.9 M states).
 * Change only on purpose, in a commit that says why.
 */
const GOLDEN: readonly GoldenRow[] = [
  ['xl-1', 36, 24, 'ESENEEEESNNEENNWWNENWSEESEENNNWNWNWW'],
  ['xl-3', 46, 573, 'WNWEEENNSENWEESESESSSWENWSNNWWSSSSSWNWNENWSESE'],
  ['xl-4', 41, 1316, 'ESENWNESNWWSWSWNNWWESSEWSWWWNESWENENNNNNN'],
  ['xl-5', 47, 300, 'SEEEENWWSWWWWENENNENWNWSWNESWNENNNWENNWSSENWNEN'],
  ['xl-6', 37, 14, 'WSESENWSEESSSEENEEENNNNENNWWNENWSWWWS'],
  ['xl-7', 43, 16, 'SNNWNNENENESEEENNNWSSSENNNWSWWWSWWNWNWSWNEE'],
  ['xl-8', 40, 70, 'NWWNWWNWWNWSWWWNWENENNNSENWEESEEESENEENN'],
  ['xl-9', 48, 1050, 'NENWWNWSESSSWSENENESWNWSSWWWWNWWNNESESSSSWSSENWS'],
  ['xl-10', 46, 6044, 'ESWSWEEEWNNSWWSNEEESENEEENENSENWWSSNNNNNNNWNWW'],
  ['xl-11', 47, 2052, 'ENEESSWNENNNWNWNWWSSWWENWSESSSSSENWSNNWWWNSSWWS'],
  ['xl-13', 35, 12, 'NWSEWNWNNEENNWWNWSWWWSSESSNNWSSESES'],
  ['xl-14', 40, 44, 'ESEENNEEEWSWSWWWWSWWWENNENNSENWNNNNENNNW'],
  ['xl-15', 40, 40, 'ENEESWWNEESSEESSWSSSEEENNWNNNESWNEWNWNNN'],
  ['xl-16', 42, 24, 'EENNWEESWSSSSSENWSWWWNWNWSEENWWSNNNWNNNNNN'],
  ['xl-17', 47, 1944, 'ESESWEEENENNEENEENNNWNNNWSWWWNWNWSSSWSWSWEENWWS'],
  ['xl-18', 32, 58, 'NNSSWSWESSESSWWSWNWWNESESEESNNEN'],
  ['xl-19', 53, 12708, 'NEEEEESWNNNWWWSSSWSWWWEENWWSEEENESEEENWNWNNNWWNWWWNES'],
  ['xl-20', 43, 1006, 'SNWWNWWWWWWWWENENWSESWNWSNNNWNNEEENENWSWWWS'],
  ['xl-21', 38, 7, 'WWNWNESEENSSSSSSENNWEENNSWNESSSEWSSWWN'],
  ['xl-22', 38, 5, 'NSWSSESWESENENNNEESENENSSWNWSSSESEENWS'],
  ['xl-23', 55, 4584, 'EEENWSESSNNWWWWWWWNWWWEEENENNEWNESWNENNWNWWWSENWEESESEN'],
  ['xl-24', 46, 512, 'EEEESEWSSSSSSEENWSNNWWWNWWSWWSEWNWNNSSSEEWNENE'],
  ['xl-25', 34, 2, 'ESSSSSWNWNWWNNWSWSWNNNNNNWNEESSWNN'],
  ['xl-26', 45, 116, 'SENESSENNWSSNWWWNSSWNESENNWNNWNWNESSSWWWSENWS'],
  ['xl-27', 43, 27, 'ENESWNWNEESWWNEEEEESESSENNNESWNEESSSSSWSWWW'],
  ['xl-28', 45, 2064, 'EENENENWSENWWNWWWNESSESSSSSSWWWWWNNNNNNWNENWS'],
  ['xl-29', 49, 112, 'NENENENNNWWENNESSWWEESSESWWSSWNNWWNENNNSSWSSENNNN'],
  ['xl-30', 35, 63, 'EENWSSSWSWSSENWSENWWNWNNESSNWNSWWWW'],
  ['xl-31', 45, 116, 'SENENNNENWWSESSWSSWWNNWWSSSSSESWEEEEENENEEESE'],
  ['xl-32', 45, 44512, 'SSWSNWWWNWWNNNENNSWSWWNNWSWSENWESEEESSSSWWSWW'],
  ['xl-33', 53, 272, 'WWNWWSENESWNESWWNSESSSSSSWEENWWSEEEENNEESENEENNSSWSSS'],
  ['xl-34', 42, 56, 'EENNWSENESWWNSSWSSENWSENNNNEEEEEEESESSESSS'],
  ['xl-35', 47, 24, 'SWSSNWNWWNESWSENESSEEEESENWNNNENWNNWNESSSSSSSES'],
  ['xl-36', 37, 32, 'SENNWWSENSWSSSSESESEEENENNNWNWNESEEEN'],
  ['xl-37', 37, 1, 'WNWNWWNENESEENESENWSENSSSSSWSNWNWWNWN'],
  ['xl-38', 38, 120, 'ENWWSNESWNNNWWWNNNNWEEESESENEESSSENEEE'],
  ['xl-39', 40, 16, 'WWEEESSSSWSSSSSEWWWNWNSENWNNNNNWWWSSSWWS'],
  ['xl-40', 44, 360, 'WSWWEEESESWSWWNESWNNNWEENEENNEENEENSWNESWNWS'],
  ['walled-xl-35', null, null, 'the mark at 7,10 cannot be reached'],
  ['white-xl-19', null, null, 'the mark at 5,6 can never show white'],
  ['walled-xl-29', null, null, 'the mark at 4,0 cannot be reached'],
];

describeGoldenSet('the xl set (golden)', xlSet, GOLDEN, {
  what: '10×10 to 12×12, 6–7 marks, a secondary colour each',
  check: (boards) => {
    expect(XL_SET_SEEDS.length).toBeGreaterThanOrEqual(30);
    for (const { level } of boards) {
      expect(level.width).toBeGreaterThanOrEqual(10);
      expect(level.width).toBeLessThanOrEqual(12);
      expect(level.marks.length).toBeGreaterThanOrEqual(6);
      expect(level.holes.length).toBeGreaterThan(0);
      expect(level.stains.length).toBeGreaterThan(0);
      expect(level.marks.some((m) => ['orange', 'purple', 'green'].includes(m.color))).toBe(true);
    }
    const lengths = GOLDEN.flatMap(([, shortest]) => (shortest === null ? [] : [shortest]));
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(30);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(65);
  },
});
