/**
 * The play-testing bots (information, never a failure): every bot's solve rate and mean moves of the solved runs
 * on each Water Sort curve level and open daily and each Pigment level file, played in a worker.
 */
import { type BotsItemMetrics, DAILY_DAYS, type FailureLocation } from '@levelbench/contracts';
import { parsePigmentLevel, pigmentBots } from '@levelbench/pigment';
import { type Curve, generateDaily, levelBoard, levelCount, openDays, watersortBots } from '@levelbench/watersort';
import { botsHtml, botsMarkdown } from './bots-report';
import { defineCheck, type CheckOutcome } from './definition';
import { levelFilePlace } from './payloads';

interface Base {
  readonly check: 'bots';
  readonly id: string;
}

/** Payload of a `bots` item: a Water Sort curve level or daily, or a Pigment level file (its text). */
export type BotsItemPayload =
  | (Base & { readonly game: 'watersort'; readonly kind: 'level'; readonly curve: Curve; readonly n: number })
  | (Base & { readonly game: 'watersort'; readonly kind: 'daily'; readonly date: string })
  | (Base & { readonly game: 'pigment'; readonly kind: 'file'; readonly name: string; readonly text: string });

/** The board an item names, as its metrics say it. */
function where(p: BotsItemPayload): Pick<BotsItemMetrics, 'game' | 'kind'> & Partial<BotsItemMetrics> {
  if (p.game === 'pigment') return { game: 'pigment', kind: 'file', name: p.name };
  return p.kind === 'level'
    ? { game: 'watersort', kind: 'level', n: p.n }
    : { game: 'watersort', kind: 'daily', date: p.date };
}

function place(p: BotsItemPayload): FailureLocation {
  if (p.game === 'pigment') return levelFilePlace(`pigment/${p.name}`);
  return p.kind === 'level' ? { kind: 'watersort-level', n: p.n } : { kind: 'watersort-daily', date: p.date };
}

/** The bots' report on the item's board; a board that cannot be built is skipped, not failed (the game's own check fails it). */
function play(p: BotsItemPayload): Omit<BotsItemMetrics, 'game' | 'kind' | 'n' | 'date' | 'name'> {
  try {
    if (p.game === 'watersort')
      return watersortBots(p.kind === 'level' ? levelBoard(p.curve, p.n) : generateDaily(p.date).board);
    const parsed = parsePigmentLevel(p.text, `${p.name}.json`);
    if (!parsed.ok) return { ...empty, skipped: 'the level file does not parse' };
    return pigmentBots(parsed.value, { maxStates: parsed.value.maxStates });
  } catch (e) {
    return { ...empty, skipped: e instanceof Error ? e.message : String(e) };
  }
}

const empty = { optimal: null, budget: 0, runs: 0, seed: 0, bots: [] } as const;

export const botsCheck = defineCheck<BotsItemPayload>({
  name: 'bots',
  label: 'Play-testing bots',
  item: 'board',
  inputs: ['curve', 'levels'],
  options: ['levels', 'date'],
  sources: ['libs/watersort/src', 'libs/pigment/src'],
  items: ({ options, inputs }) => [
    ...Array.from(
      { length: levelCount(inputs.curve) },
      (_, i): BotsItemPayload => ({
        check: 'bots',
        id: `bots/watersort/level-${i + 1}`,
        game: 'watersort',
        kind: 'level',
        curve: inputs.curve,
        n: i + 1,
      }),
    ),
    ...openDays(options.date, DAILY_DAYS).map(
      (date): BotsItemPayload => ({
        check: 'bots',
        id: `bots/watersort/daily-${date}`,
        game: 'watersort',
        kind: 'daily',
        date,
      }),
    ),
    ...inputs.pigment.map(
      (f): BotsItemPayload => ({
        check: 'bots',
        id: `bots/${f.id}`,
        game: 'pigment',
        kind: 'file',
        name: f.id.replace(/^pigment\//, ''),
        text: f.text,
      }),
    ),
  ],
  place,
  check(p): CheckOutcome {
    const { bots, ...rest } = play(p);
    // the figures as plain records: summary metrics are JSON
    const metrics = { ...where(p), ...rest, bots: bots.map((b) => ({ ...b })) };
    return { check: 'bots', id: p.id, passed: true, failures: [], metrics };
  },
  report: { markdown: botsMarkdown, html: botsHtml },
});
