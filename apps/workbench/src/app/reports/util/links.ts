import { type CheckName, type FailureLocation, metricsOf } from '@levelbench/contracts';

/** Where in the workbench a report item can be looked at. */
export interface ItemLink {
  readonly path: string;
  readonly query: Readonly<Record<string, string | number>>;
  readonly label: string;
}

/** What a report records of an item: its check, id, metrics, and where each failure is. */
export interface LinkedItem {
  readonly check: CheckName;
  readonly id: string;
  readonly metrics?: Readonly<Record<string, unknown>>;
  readonly locations?: readonly FailureLocation[];
  /** Where the item itself is (summaries since 2026-12). */
  readonly at?: FailureLocation;
}

function cubeLink(seed: number, depth: number | null, cube: readonly [number, number] | null): ItemLink {
  if (depth !== null && cube)
    return {
      path: '/worlds/preview',
      query: { seed, depth, x: cube[0], y: cube[1] },
      label: `Open cube (${cube[0]},${cube[1]}) at depth ${depth}`,
    };
  return {
    path: '/worlds/preview',
    query: depth === null ? { seed } : { seed, depth },
    label: depth === null ? `Open seed ${seed}` : `Open seed ${seed} depth ${depth}`,
  };
}

/** The page showing a failure's location: the level file, the curve level or daily, the cube or the seam's first cube. */
export function locationLink(loc: FailureLocation): ItemLink {
  switch (loc.kind) {
    case 'file': {
      const name = loc.file.replace(/^pigment\//, '').replace(/\.json$/, '');
      return { path: `/pigment/${name}`, query: {}, label: `Open level ${name}${loc.path ? ` at ${loc.path}` : ''}` };
    }
    case 'watersort-level':
      return { path: '/watersort/levels', query: { level: loc.n }, label: `Open level ${loc.n}` };
    case 'watersort-daily':
      return { path: '/watersort/levels', query: { date: loc.date }, label: `Open daily ${loc.date}` };
    case 'world':
      return cubeLink(loc.seed, loc.depth, loc.cube);
    case 'pair':
      return cubeLink(loc.seed, loc.depth, loc.a);
  }
}

/**
 * The page of an item as a whole: its recorded place (`at`), else (summaries before 2026-12) from its check
 * and metrics, and for a level file its id, which is `pigment/<file name>`.
 */
export function itemLink(item: LinkedItem): ItemLink | null {
  if (item.at) return locationLink(item.at);
  const metrics = item.metrics ?? {};
  switch (item.check) {
    case 'pigment': {
      const name = item.id.replace(/^pigment\//, '');
      return name ? { path: `/pigment/${name}`, query: {}, label: `Open level ${name}` } : null;
    }
    case 'watersort': {
      const m = metricsOf({ check: 'watersort', metrics });
      if (m.kind === 'level' && typeof m.n === 'number') return locationLink({ kind: 'watersort-level', n: m.n });
      if (m.kind === 'daily' && typeof m.date === 'string')
        return locationLink({ kind: 'watersort-daily', date: m.date });
      return null;
    }
    case 'worlds': {
      const m = metricsOf({ check: 'worlds', metrics });
      return typeof m.seed === 'number' ? cubeLink(m.seed, null, null) : null;
    }
    case 'faces': {
      const m = metricsOf({ check: 'faces', metrics });
      return typeof m.seed === 'number' && typeof m.depth === 'number' ? cubeLink(m.seed, m.depth, null) : null;
    }
    case 'bots':
      return null; // every bots item records its place (`at`)
  }
}

/** The link for failure `i` of an item: its recorded location, else the item's page. */
export function failureLink(item: LinkedItem, i: number): ItemLink | null {
  const loc = item.locations?.[i];
  return loc ? locationLink(loc) : itemLink(item);
}
