/**
 * Scorecards from a run's items: the Water Sort curve and dailies and the world generator, each on quality
 * (items that pass every check), diversity (items that are not a near-duplicate of an earlier item) and
 * controllability (items that hit what was asked). Pure: the same items give the same cards. The measures are
 * stated in docs/SCORECARDS.md.
 */
import { metricsOf, type CheckName, type ItemRecord, type Scorecard, type Score } from '@levelbench/contracts';
import { DAILY } from '@levelbench/watersort';

/** How far a world's kind shares at one depth may lie from the mean over the checked worlds (total variation). */
export const WORLD_SHARE_TOLERANCE = 0.25;

/** FNV-1a (32 bit) of a text, as 8 hex digits: a short, stable key for a layout. */
export function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Items whose key an earlier item already had are near-duplicates; items without a key count as distinct. */
export function distinct(keys: readonly (string | undefined)[]): Score {
  const seen = new Set<string>();
  let hit = 0;
  for (const k of keys) {
    if (k === undefined) hit++;
    else if (!seen.has(k)) {
      seen.add(k);
      hit++;
    }
  }
  return { hit, of: keys.length };
}

const count = <T>(xs: readonly T[], ok: (x: T) => boolean): Score => ({ hit: xs.filter(ok).length, of: xs.length });

/** Did a curve level keep its tier's promise on its ranking axis (the axis band, else the asked mixedness)? */
function keepsPromise(i: ItemRecord): boolean {
  const m = metricsOf({ check: 'watersort', metrics: i.metrics });
  if (m.axis) return m.axis.value >= m.axis.min && m.axis.value <= m.axis.max;
  return m.target !== undefined && m.target !== null && m.mixedness === m.target;
}

/** Did a daily come with what a daily asks: its colours and its t? */
function dailyAsAsked(i: ItemRecord): boolean {
  const m = metricsOf({ check: 'watersort', metrics: i.metrics });
  return m.colors === DAILY.colors && m.t === DAILY.t;
}

function watersortCards(items: readonly ItemRecord[]): Scorecard[] {
  const mine = items.filter((i) => i.check === 'watersort');
  const kind = (i: ItemRecord) => metricsOf({ check: 'watersort', metrics: i.metrics }).kind;
  const key = (i: ItemRecord) => metricsOf({ check: 'watersort', metrics: i.metrics }).boardKey;
  // a task that failed records no metrics: place it by its id
  const levels = mine.filter((i) => kind(i) === 'level' || (!kind(i) && i.id.startsWith('watersort/level-')));
  const dailies = mine.filter((i) => !levels.includes(i));
  const card = (generator: Scorecard['generator'], xs: readonly ItemRecord[], asked: (i: ItemRecord) => boolean) => ({
    generator,
    quality: count(xs, (i) => i.passed),
    diversity: distinct(xs.map(key)),
    controllability: count(xs, asked),
  });
  return [
    ...(levels.length ? [card('watersort-curve', levels, keepsPromise)] : []),
    ...(dailies.length ? [card('watersort-daily', dailies, dailyAsAsked)] : []),
  ];
}

/** `kinds.dD` → shares of one depth, or null when the world did not record that depth. */
function sharesAt(i: ItemRecord, d: number): Readonly<Record<string, number>> | null {
  const v = metricsOf({ check: 'worlds', metrics: i.metrics })[`kinds.d${d}`];
  return v && typeof v === 'object' ? v : null;
}

/** Total variation distance between two share maps (half the summed absolute differences). */
export function shareDistance(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): number {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  let sum = 0;
  for (const k of keys) sum += Math.abs((a[k] ?? 0) - (b[k] ?? 0));
  return sum / 2;
}

/**
 * Worlds: quality = worlds that pass; diversity = worlds whose layout hash no earlier world had; controllability
 * = (world, depth) pairs whose kind shares lie within WORLD_SHARE_TOLERANCE (total variation) of that depth's mean
 * over every checked world (what the weights lead to over many worlds).
 */
export function worldsCard(items: readonly ItemRecord[], tolerance = WORLD_SHARE_TOLERANCE): Scorecard[] {
  const worlds = items.filter((i) => i.check === 'worlds');
  if (!worlds.length) return [];
  const depths = new Set<number>();
  for (const w of worlds)
    for (const k of Object.keys(w.metrics)) if (/^kinds\.d\d+$/.test(k)) depths.add(Number(k.slice(7)));
  let hit = 0;
  let of = 0;
  for (const d of depths) {
    const all = worlds.map((w) => sharesAt(w, d));
    const present = all.flatMap((s) => (s ? [s] : []));
    const mean: Record<string, number> = {};
    for (const s of present) for (const [k, v] of Object.entries(s)) mean[k] = (mean[k] ?? 0) + v / present.length;
    // a world that recorded fewer depths than another misses the ones it lacks
    for (const s of all) {
      of++;
      if (s && shareDistance(s, mean) <= tolerance) hit++;
    }
  }
  return [
    {
      generator: 'worlds',
      quality: count(worlds, (i) => i.passed),
      diversity: distinct(worlds.map((w) => metricsOf({ check: 'worlds', metrics: w.metrics }).layout)),
      controllability: { hit, of },
    },
  ];
}

/** The item-based scorecards of the checks that ran (Water Sort curve and dailies, worlds), in that order. */
export function itemScorecards(checks: readonly CheckName[], items: readonly ItemRecord[]): Scorecard[] {
  return [
    ...(checks.includes('watersort') ? watersortCards(items) : []),
    ...(checks.includes('worlds') ? worldsCard(items) : []),
  ];
}
