/** Where in the workbench a report item can be looked at. */
export interface ItemLink {
  readonly path: string;
  readonly query: Readonly<Record<string, string | number>>;
  readonly label: string;
}

const CUBE_AT = /depth (\d+) cube \((-?\d+),(-?\d+)\)/;

/**
 * The page showing the level, board or cube a report item concerns, from its id (and, for worlds,
 * the failure sentence naming "depth D cube (x,y)"). Null for an id the workbench cannot show.
 */
export function itemLink(id: string, message = ''): ItemLink | null {
  const [check, ...rest] = id.split('/');
  const tail = rest.join('/');
  let m: RegExpExecArray | null;
  if (check === 'pigment' && tail) return { path: `/pigment/${tail}`, query: {}, label: `Open level ${tail}` };
  if (check === 'watersort') {
    if ((m = /^level-(\d+)$/.exec(tail))) return { path: '/watersort/levels', query: { level: Number(m[1]) }, label: `Open level ${m[1]}` };
    if ((m = /^daily-(\d{4}-\d{2}-\d{2})$/.exec(tail))) return { path: '/watersort/levels', query: { date: m[1] }, label: `Open daily ${m[1]}` };
    return null;
  }
  if (check === 'worlds' || check === 'world') {
    const seed = /(\d+)$/.exec(tail)?.[1];
    if (seed === undefined) return null;
    const cube = CUBE_AT.exec(message);
    if (cube) return { path: '/worlds/preview', query: { seed, depth: cube[1], x: cube[2], y: cube[3] }, label: `Open cube (${cube[2]},${cube[3]}) at depth ${cube[1]}` };
    const depth = /depth (\d+)/.exec(message)?.[1];
    return { path: '/worlds/preview', query: depth ? { seed, depth } : { seed }, label: depth ? `Open seed ${seed} depth ${depth}` : `Open seed ${seed}` };
  }
  // face pairs: "<seed>/<depth>/<x>,<y><dir>", optionally under "faces/"
  const pair = /^(\d+)\/(\d+)\/(-?\d+),(-?\d+)[NESW]$/.exec(check === 'faces' ? tail : id);
  if (pair) return { path: '/worlds/preview', query: { seed: pair[1], depth: pair[2], x: pair[3], y: pair[4] }, label: `Open cube (${pair[3]},${pair[4]}) at depth ${pair[2]}` };
  return null;
}
