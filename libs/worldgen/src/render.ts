/** Pure SVG drawings of a depth map and of a cube, for the CLI's `--svg`, the API's `?as=svg` and the verify report's figures (the workbench draws worlds as Angular components). */
import type { Cube, Spot } from './cube';
import { inRing } from './geometry';
import type { Kind } from './weights';
import type { DepthMap } from './world';

/** Fill of each land kind: the one palette of the CLI's `--svg` drawings, the report's figures and the workbench's map. */
export const KIND_FILL: Readonly<Record<Kind, string>> = {
  meadow: '#9ccc65',
  highland: '#a1887f',
  slope: '#c5b358',
  gorge: '#8d6e63',
  river: '#64b5f6',
  spring: '#81d4fa',
  lake: '#42a5f5',
};
/** The fill of a cube's land kind (grey for a kind the palette does not know). */
export function kindFill(kind: string): string {
  return (KIND_FILL as Readonly<Record<string, string>>)[kind] ?? '#999';
}
const GOLD = '#f5b800';
const PINK = '#ff4fa3';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Draws a depth: the ring, collapsed cubes by kind, rooms, links, the route, guardians, side rooms, treasures. */
export function renderDepthMapSvg(map: DepthMap): string {
  const R = map.ring.outer + 2;
  const s = 28;
  const size = (2 * R + 1) * s;
  const px = (v: number) => (v + R) * s;
  const parts: string[] = [];
  parts.push(`<rect width="${size}" height="${size}" fill="#1e1e24"/>`);
  for (let y = -R; y <= R; y++) {
    for (let x = -R; x <= R; x++) {
      if (inRing(map.depth, { x, y }))
        parts.push(
          `<rect class="ring" x="${px(x)}" y="${px(y)}" width="${s}" height="${s}" fill="#2c2c36" stroke="#3a3a46"/>`,
        );
    }
  }
  for (const c of map.cubes) {
    parts.push(
      `<rect class="cube ${c.kind}" x="${px(c.x) + 2}" y="${px(c.y) + 2}" width="${s - 4}" height="${s - 4}" rx="3" fill="${kindFill(c.kind)}" opacity="${c.room ? 1 : 0.35}"><title>(${c.x},${c.y}) ${esc(c.piece)} ${c.kind}, ${c.floors} floor(s)</title></rect>`,
    );
  }
  const mid = (v: number) => px(v) + s / 2;
  for (const [a, b] of map.links)
    parts.push(
      `<line class="link" x1="${mid(a.x)}" y1="${mid(a.y)}" x2="${mid(b.x)}" y2="${mid(b.y)}" stroke="#fff" stroke-width="2" opacity="0.6"/>`,
    );
  if (map.route.length > 1)
    parts.push(
      `<polyline class="route" points="${map.route.map((c) => `${mid(c.x)},${mid(c.y)}`).join(' ')}" fill="none" stroke="${PINK}" stroke-width="3"/>`,
    );
  for (const r of map.rooms) {
    const cx = mid(r.x),
      cy = mid(r.y);
    if (r.role === 'side')
      parts.push(
        `<rect class="side" x="${px(r.x) + 3}" y="${px(r.y) + 3}" width="${s - 6}" height="${s - 6}" fill="none" stroke="#fff" stroke-dasharray="3 2"/>`,
      );
    if (r.role === 'entry')
      parts.push(`<circle class="entry" cx="${cx}" cy="${cy}" r="9" fill="none" stroke="#00e5ff" stroke-width="2"/>`);
    if (r.role === 'well' || r.role === 'core')
      parts.push(
        `<circle class="${r.role}" cx="${cx}" cy="${cy}" r="9" fill="none" stroke="${GOLD}" stroke-width="${r.role === 'core' ? 4 : 2}"/>`,
      );
    if (r.guardian)
      parts.push(
        `<circle class="guardian ${r.guardian}" cx="${cx}" cy="${cy}" r="5" fill="${r.guardian === 'descent' ? GOLD : PINK}"/>`,
      );
    if (r.treasure)
      parts.push(
        `<rect class="treasure" x="${cx + 4}" y="${cy - 10}" width="7" height="6" fill="#ffd54f" stroke="#6d4c41"/>`,
      );
  }
  const title = `depth ${map.depth}${map.theme ? ` — ${esc(map.theme)}` : ''}`;
  parts.push(`<text x="6" y="16" fill="#eee" font-family="sans-serif" font-size="13">${title}</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${parts.join('')}</svg>`;
}

function shade(h: number): string {
  const t = Math.max(0, Math.min(1, h / 14));
  const r = Math.round(70 + 130 * t),
    g = Math.round(120 + 90 * t),
    b = Math.round(60 + 120 * t);
  return `rgb(${r},${g},${b})`;
}

/** Draws a cube: ground shaded by height, water, cave rock (dark), slabs, waterfalls in and out, portals (gold rings, entry cyan), route (pink dashes), stairs, bridges. */
export function renderCubeSvg(cube: Cube): string {
  const s = 24;
  const size = cube.size * s;
  const c = (v: number) => v * s + s / 2;
  const parts: string[] = [];
  for (let y = 0; y < cube.size; y++) {
    for (let x = 0; x < cube.size; x++) {
      const fill = cube.water[y][x] ? '#3d8bfd' : shade(cube.ground[y][x]);
      parts.push(
        `<rect x="${x * s}" y="${y * s}" width="${s}" height="${s}" fill="${fill}"><title>(${x},${y}) ground ${cube.ground[y][x]}</title></rect>`,
      );
      const rock = cube.ceiling[y][x];
      if (rock !== null)
        parts.push(
          `<rect class="ceiling" x="${x * s}" y="${y * s}" width="${s}" height="${s}" fill="#000" opacity="0.25"><title>cave rock at ${rock}</title></rect>`,
        );
      const sl = cube.slab[y][x];
      if (sl !== null)
        parts.push(
          `<rect class="slab" x="${x * s + 1}" y="${y * s + 1}" width="${s - 2}" height="${s - 2}" fill="#e0e0e0" opacity="0.45"/>`,
        );
      if (cube.blocked[y][x])
        parts.push(
          `<rect class="blocked" x="${x * s + 5}" y="${y * s + 5}" width="${s - 10}" height="${s - 10}" fill="#333"/>`,
        );
    }
  }
  for (const b of cube.bridges)
    for (const [x, y] of b.cells)
      parts.push(
        `<rect class="bridge ${b.style}" x="${x * s + 2}" y="${y * s + 4}" width="${s - 4}" height="${s - 8}" fill="#8d5a2b"/>`,
      );
  const link = (cls: string, color: string, a: Spot, b: Spot) =>
    `<line class="${cls}" x1="${c(a[0])}" y1="${c(a[1])}" x2="${c(b[0])}" y2="${c(b[1])}" stroke="${color}" stroke-width="6" stroke-linecap="square"/>`;
  for (const st of cube.stairs) parts.push(link('stairs', '#9e9e9e', st.a, st.b));
  for (const l of cube.ladders) parts.push(link('ladder', '#6d4c41', l.a, l.b));
  for (const f of cube.fences) {
    const x0 = f.x * s,
      y0 = f.y * s;
    const seg = (x1: number, y1: number, x2: number, y2: number) =>
      parts.push(`<line class="fence" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#4e342e" stroke-width="2"/>`);
    if (f.sides & 1) seg(x0, y0, x0 + s, y0);
    if (f.sides & 2) seg(x0 + s, y0, x0 + s, y0 + s);
    if (f.sides & 4) seg(x0, y0 + s, x0 + s, y0 + s);
    if (f.sides & 8) seg(x0, y0, x0, y0 + s);
  }
  for (const r of cube.routes) {
    if (r.length > 1)
      parts.push(
        `<polyline class="route" points="${r.map((p) => `${c(p[0])},${c(p[1])}`).join(' ')}" fill="none" stroke="#ff4fa3" stroke-width="2" stroke-dasharray="5 4"/>`,
      );
  }
  for (const w of cube.waterfalls.filter((f) => f.intoBelow))
    parts.push(
      `<circle class="waterfall" cx="${c(w.x)}" cy="${c(w.y)}" r="6" fill="#0d47a1"><title>waterfall into depth ${w.below?.depth} (${w.below?.x},${w.below?.y})</title></circle>`,
    );
  if (cube.fallFromAbove)
    parts.push(
      `<circle class="plunge" cx="${c(cube.fallFromAbove.at[0])}" cy="${c(cube.fallFromAbove.at[1])}" r="6" fill="none" stroke="#0d47a1" stroke-width="3"><title>waterfall from depth ${cube.fallFromAbove.depth}</title></circle>`,
    );
  if (cube.treasure)
    parts.push(
      `<rect class="treasure" x="${cube.treasure[0] * s + 5}" y="${cube.treasure[1] * s + 7}" width="${s - 10}" height="${s - 12}" fill="#ffd54f" stroke="#6d4c41"/>`,
    );
  for (const p of cube.portals) {
    const color = p.kind === 'entry' ? '#00e5ff' : GOLD;
    parts.push(
      `<circle class="portal ${p.kind}" cx="${c(p.x)}" cy="${c(p.y)}" r="${s / 2 - 2}" fill="none" stroke="${color}" stroke-width="3"><title>${esc(p.id)}${p.exit ? ' (exit)' : ''} floor ${p.floor}</title></circle>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${parts.join('')}</svg>`;
}
