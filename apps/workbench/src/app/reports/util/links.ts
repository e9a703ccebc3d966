/** Where in the workbench a report item can be looked at. */
export interface ItemLink {
  readonly path: string;
  readonly query: Readonly<Record<string, string | number>>;
  readonly label: string;
}

/** What a report says about an item besides its id: its check and its metrics (seed, level number, date…). */
export interface ItemFacts {
  readonly check?: string;
  readonly metrics?: Readonly<Record<string, unknown>>;
}

const CUBE_AT = /depth (\d+) cube \((-?\d+),(-?\d+)\)/;
const PAIR = /(?:^|\/)(\d+)\/(\d+)\/(-?\d+),(-?\d+)[NESW]$/;
const KNOWN = ['pigment', 'watersort', 'worlds', 'faces'];

function scalar(v: unknown): string | null {
  return typeof v === 'number' || (typeof v === 'string' && v !== '') ? String(v) : null;
}

function cubeLink(seed: string, message: string, depth: string | null): ItemLink {
  const cube = CUBE_AT.exec(message);
  if (cube)
    return {
      path: '/worlds/preview',
      query: { seed, depth: cube[1], x: cube[2], y: cube[3] },
      label: `Open cube (${cube[2]},${cube[3]}) at depth ${cube[1]}`,
    };
  const d = /depth (\d+)/.exec(message)?.[1] ?? depth;
  return {
    path: '/worlds/preview',
    query: d ? { seed, depth: d } : { seed },
    label: d ? `Open seed ${seed} depth ${d}` : `Open seed ${seed}`,
  };
}

/**
 * The page showing the level, board or cube a report item concerns, from its check, id, metrics
 * and (for worlds) the failure sentence naming "depth D cube (x,y)". Null when there is none.
 */
export function itemLink(id: string, message = '', facts: ItemFacts = {}): ItemLink | null {
  const prefix = id.split('/')[0];
  const check = facts.check ?? (KNOWN.includes(prefix) ? prefix : '');
  const tail = id.startsWith(`${check}/`) ? id.slice(check.length + 1) : id;
  const m = facts.metrics ?? {};
  if (check === 'pigment')
    return tail ? { path: `/pigment/${tail.replace(/\.json$/, '')}`, query: {}, label: `Open level ${tail}` } : null;
  if (check === 'watersort') {
    const n = scalar(m['n']) ?? /level-(\d+)$/.exec(tail)?.[1] ?? null;
    const date = scalar(m['date']) ?? /daily-(\d{4}-\d{2}-\d{2})$/.exec(tail)?.[1] ?? null;
    if (m['kind'] !== 'daily' && n)
      return { path: '/watersort/levels', query: { level: Number(n) }, label: `Open level ${n}` };
    if (date) return { path: '/watersort/levels', query: { date }, label: `Open daily ${date}` };
    return null;
  }
  if (check === 'worlds' || check === 'world') {
    const seed = scalar(m['seed']) ?? /(\d+)$/.exec(tail)?.[1] ?? null;
    return seed === null ? null : cubeLink(seed, message, null);
  }
  const pair = PAIR.exec(tail);
  if (pair)
    return {
      path: '/worlds/preview',
      query: { seed: pair[1], depth: pair[2], x: pair[3], y: pair[4] },
      label: `Open cube (${pair[3]},${pair[4]}) at depth ${pair[2]}`,
    };
  if (check === 'faces' && scalar(m['seed'])) return cubeLink(String(m['seed']), message, scalar(m['depth']));
  return null;
}
