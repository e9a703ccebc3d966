import type { DepthMap } from '@levelbench/worldgen';

/** A clickable cell over the depth map drawing, in the drawing's own units. */
export interface MapCell {
  readonly x: number;
  readonly y: number;
  readonly left: number;
  readonly top: number;
  readonly size: number;
  readonly room: boolean;
  readonly label: string;
}

/** The drawing's square size from its viewBox ("0 0 W H"), or 0 when there is none. */
export function svgSize(svg: string): number {
  const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  return m ? Number(m[1]) : 0;
}

/**
 * Clickable cells for every collapsed cube of the map. The drawing spans the ring plus a margin of
 * 2 cubes each side, so a cube's cell is size / (2 × (outer + 2) + 1) wide, centred on (0, 0).
 */
export function mapCells(map: DepthMap, size: number): MapCell[] {
  const r = map.ring.outer + 2;
  const s = size / (2 * r + 1);
  const rooms = new Map(map.rooms.map((room) => [`${room.x},${room.y}`, room]));
  return map.cubes.map((c) => {
    const room = rooms.get(`${c.x},${c.y}`);
    const what = room
      ? [
          room.role === 'side'
            ? 'side room'
            : room.role === 'well'
              ? 'well room'
              : room.role === 'entry'
                ? 'entry room'
                : 'route room',
          room.guardian === 'descent' ? 'gold descent guardian' : room.guardian === 'side' ? 'pink side guardian' : '',
          room.treasure ? 'treasure' : '',
        ]
          .filter(Boolean)
          .join(', ')
      : 'neighbour cube';
    return {
      x: c.x,
      y: c.y,
      left: (c.x + r) * s,
      top: (c.y + r) * s,
      size: s,
      room: c.room,
      label: `Cube (${c.x},${c.y}): ${what}; ${c.kind}, ${c.floors} floor${c.floors === 1 ? '' : 's'}`,
    };
  });
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
