import { inRing, kindFill, type DepthMap, type Room, type RoomRole } from '@levelbench/worldgen';

/** Drawing units per cube on the depth map. */
export const MAP_CELL = 28;

/** What Play knows about a depth at one step: which cubes are collapsed, how many options the rest have. */
export interface PlayFrame {
  /** Collapsed cubes so far by `"x,y"`: their kind (and piece). */
  readonly collapsed: ReadonlyMap<string, { readonly kind: string; readonly piece: string }>;
  /** Options left for each cube not collapsed yet, by `"x,y"`. */
  readonly options: ReadonlyMap<string, number>;
  /** The cube collapsed by the last step (highlighted), or null before the first step. */
  readonly current: string | null;
}

/** One cube of the map: a clickable cell in drawing units. */
export interface MapCell {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly left: number;
  readonly top: number;
  readonly size: number;
  readonly room: boolean;
  /** Land kind fill, or null while Play has not collapsed the cube yet. */
  readonly fill: string | null;
  /** Options left while Play has not collapsed the cube, else null. */
  readonly options: number | null;
  /** True for the cube Play collapsed last. */
  readonly current: boolean;
  readonly label: string;
}

/** A room's markers: dashed outline (side room), rings (entry, well), guardian dot, treasure chest. */
export interface RoomMark {
  readonly key: string;
  readonly left: number;
  readonly top: number;
  readonly cx: number;
  readonly cy: number;
  readonly side: boolean;
  readonly ring: 'entry' | 'well' | null;
  readonly guardian: 'descent' | 'side' | null;
  readonly treasure: boolean;
}

/** Everything the depth map component draws, in drawing units (square, `size` wide). */
export interface MapView {
  readonly size: number;
  readonly cell: number;
  /** Top-left corners of the ring's grid squares (the depth's playable band). */
  readonly ring: readonly { readonly left: number; readonly top: number }[];
  readonly cells: readonly MapCell[];
  readonly links: readonly { readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number }[];
  /** The route as SVG polyline points ("" when it has fewer than two rooms). */
  readonly route: string;
  readonly marks: readonly RoomMark[];
  readonly title: string;
}

const key = (x: number, y: number) => `${x},${y}`;

/** How the map reads out each room role (depth 20 ends in the core room, which has no well). */
const ROLE_WORDS: Readonly<Record<RoomRole, string>> = {
  side: 'side room',
  well: 'well room',
  core: 'core room',
  entry: 'entry room',
  route: 'route room',
};

function roomWords(room: Room | undefined): string {
  if (!room) return 'neighbour cube';
  const role = ROLE_WORDS[room.role] ?? 'room';
  const guardian =
    room.guardian === 'descent' ? 'gold descent guardian' : room.guardian === 'side' ? 'pink side guardian' : '';
  return [role, guardian, room.treasure ? 'treasure' : ''].filter(Boolean).join(', ');
}

/**
 * The depth map as drawing data. The drawing spans the ring plus a margin of 2 cubes each side,
 * centred on (0, 0). With a Play `frame`, cubes not collapsed yet show their option count instead of a kind.
 */
export function depthMapView(map: DepthMap, frame: PlayFrame | null = null): MapView {
  const r = map.ring.outer + 2;
  const s = MAP_CELL;
  const px = (v: number) => (v + r) * s;
  const mid = (v: number) => px(v) + s / 2;
  const ring: { left: number; top: number }[] = [];
  for (let y = -r; y <= r; y++)
    for (let x = -r; x <= r; x++) if (inRing(map.depth, { x, y })) ring.push({ left: px(x), top: px(y) });
  const rooms = new Map(map.rooms.map((room) => [key(room.x, room.y), room]));
  const cells = map.cubes.map((c): MapCell => {
    const k = key(c.x, c.y);
    const played = frame ? frame.collapsed.get(k) : undefined;
    const pending = frame !== null && !played;
    const options = pending ? (frame.options.get(k) ?? null) : null;
    const what = roomWords(rooms.get(k));
    const land = pending
      ? `not collapsed, ${options ?? '?'} option${options === 1 ? '' : 's'} left`
      : played
        ? `${played.kind} (${played.piece})`
        : `${c.kind}, ${c.floors} floor${c.floors === 1 ? '' : 's'}`;
    return {
      key: k,
      x: c.x,
      y: c.y,
      left: px(c.x),
      top: px(c.y),
      size: s,
      room: c.room,
      fill: pending ? null : kindFill(played?.kind ?? c.kind),
      options,
      current: frame?.current === k,
      label: `Cube (${c.x},${c.y}): ${what}; ${land}`,
    };
  });
  const marks = map.rooms.map(
    (room): RoomMark => ({
      key: key(room.x, room.y),
      left: px(room.x),
      top: px(room.y),
      cx: mid(room.x),
      cy: mid(room.y),
      side: room.role === 'side',
      ring: room.role === 'entry' ? 'entry' : room.role === 'well' || room.role === 'core' ? 'well' : null,
      guardian: room.guardian,
      treasure: room.treasure,
    }),
  );
  return {
    size: (2 * r + 1) * s,
    cell: s,
    ring,
    cells,
    links: map.links.map(([a, b]) => ({ x1: mid(a.x), y1: mid(a.y), x2: mid(b.x), y2: mid(b.y) })),
    route: map.route.length > 1 ? map.route.map((c) => `${mid(c.x)},${mid(c.y)}`).join(' ') : '',
    marks,
    title: `Depth ${map.depth}${map.theme ? ` — ${map.theme}` : ''}`,
  };
}

/** A short legend line for the depth: rooms, guardians, treasures, ring. */
export function mapSummary(map: DepthMap): string {
  const guards = map.rooms.filter((r) => r.guardian === 'side').length;
  const sides = map.rooms.filter((r) => r.role === 'side').length;
  const treasures = map.rooms.filter((r) => r.treasure).length;
  const ring =
    map.ring.inner === map.ring.outer ? `ring ${map.ring.outer}` : `ring ${map.ring.inner}–${map.ring.outer}`;
  return `Depth ${map.depth}${map.theme ? ` (${map.theme})` : ''}: ${map.route.length} route rooms, ${sides} side rooms, ${guards} side guardians, ${treasures} treasures, ${ring}.`;
}

/**
 * Keyboard moves on the map: from cube `from`, the next cube in direction (dx, dy) — the nearest one ahead
 * along that axis, then the one closest to the same row or column; null at the edge of the drawn cubes.
 */
export function stepFocus(
  cells: readonly Pick<MapCell, 'key' | 'x' | 'y'>[],
  from: string,
  dx: number,
  dy: number,
): string | null {
  const at = cells.find((c) => c.key === from);
  if (!at) return cells[0]?.key ?? null;
  let best: { key: string; ahead: number; side: number } | null = null;
  for (const c of cells) {
    const ahead = (c.x - at.x) * dx + (c.y - at.y) * dy;
    if (ahead <= 0) continue;
    const side = Math.abs((c.x - at.x) * dy) + Math.abs((c.y - at.y) * dx);
    if (!best || side < best.side || (side === best.side && ahead < best.ahead)) best = { key: c.key, ahead, side };
  }
  return best?.key ?? null;
}
