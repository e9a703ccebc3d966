/** Helpers of the `worlds` and `faces` commands: weights loading, argument parsing, JSON shapes. */
import { readFileSync, writeFileSync } from 'node:fs';
import { readRegularFile } from '@levelbench/store';
import { defaultWeights, parseWeights, type Cube, type DepthMap, type Weights } from '@levelbench/worldgen';
import { CliError, log } from '../cli-io';
import { levelsStore, orExit2, settingsOrDefault } from '../store-io';

/** Default weights file. */
export const WEIGHTS_FILE = 'levels/worldgen/weights.json';

/** Loads `--weights FILE` (or the default file, or built-in defaults); a bad file exits 2 with file, JSON path and sentence. */
export async function loadWeights(file?: string): Promise<Weights> {
  const text =
    file !== undefined
      ? await orExit2(() => readRegularFile(file), 'cannot read weights file: ')
      : await orExit2(() => levelsStore().readText('worldgen/weights.json'));
  if (text === null && file !== undefined) throw new CliError(`cannot read weights file ${file}: ENOENT`);
  return settingsOrDefault(text, file ?? WEIGHTS_FILE, {
    command: 'worlds',
    what: 'weights',
    defaultFile: WEIGHTS_FILE,
    parse: parseWeights,
    builtIn: defaultWeights,
  });
}

/** Reads a file argument, `-` meaning stdin; an unreadable file exits 2 naming it. */
export async function readInput(file: string): Promise<string> {
  if (file === '-') {
    try {
      return readFileSync(0, 'utf8');
    } catch (e) {
      throw new CliError(`cannot read stdin: ${(e as Error).message}`);
    }
  }
  const text = await orExit2(() => readRegularFile(file), `cannot read ${file}: `);
  if (text === null) throw new CliError(`cannot read ${file}: ENOENT`);
  return text;
}

/** Parses one `--at X,Y` and appends it. */
export function atOption(raw: string, prev: [number, number][] = []): [number, number][] {
  const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(raw);
  if (!m) throw new CliError(`--at must be X,Y (integers), got "${raw}"`);
  return [...prev, [Number(m[1]), Number(m[2])]];
}

/** Writes an SVG file and says so on stderr. */
export function writeSvg(file: string, svg: string): void {
  try {
    writeFileSync(file, svg);
  } catch (e) {
    throw new CliError(`cannot write ${file}: ${(e as Error).message}`);
  }
  log(`wrote ${file}`);
}

/** File name for the k-th of several drawings: `cube.svg` → `cube-3_-2.svg`. */
export function svgNameFor(file: string, x: number, y: number, many: boolean): string {
  if (!many) return file;
  const dot = file.lastIndexOf('.');
  return dot > 0 ? `${file.slice(0, dot)}-${x}_${y}${file.slice(dot)}` : `${file}-${x}_${y}`;
}

/** Text drawing of a depth: E entry, W well, C core, digits route order mod 10, s side, ! guardian, . ring. */
export function mapText(m: DepthMap): string {
  const R = m.ring.outer + 1;
  const rows: string[] = [
    `depth ${m.depth}${m.theme ? ` (${m.theme})` : ''}: ${m.route.length} route rooms, ${m.rooms.length} rooms`,
  ];
  for (let y = -R; y <= R; y++) {
    let line = '';
    for (let x = -R; x <= R; x++) {
      const r = m.rooms.find((q) => q.x === x && q.y === y);
      const ring = Math.max(Math.abs(x), Math.abs(y));
      if (!r) line += ring >= m.ring.inner && ring <= m.ring.outer ? ' .' : '  ';
      else
        line +=
          ' ' +
          (r.guardian
            ? '!'
            : r.role === 'entry'
              ? 'E'
              : r.role === 'well'
                ? 'W'
                : r.role === 'core'
                  ? 'C'
                  : r.role === 'side'
                    ? 's'
                    : String((r.order ?? 0) % 10));
    }
    rows.push(line);
  }
  // pinned cubes: held, or why not (the weights file's pins)
  for (const p of m.pins)
    rows.push(
      `pin ${p.pin} at (${p.x},${p.y}): ${p.held ? `holds (${m.cubes.find((c) => c.x === p.x && c.y === p.y)?.piece})` : `does not hold: ${p.why}`}`,
    );
  return rows.join('\n');
}

/** Text summary of a cube with its height grid. */
export function cubeText(c: Cube): string {
  const falls = c.waterfalls
    .filter((f) => f.below)
    .map((f) => `, waterfall at (${f.x},${f.y}) into depth ${f.below?.depth} (${f.below?.x},${f.below?.y})`)
    .join('');
  const rock = c.ceiling.flat().filter((v) => v !== null).length;
  const cave = rock ? `, cave (rock over ${rock} cells)` : '';
  const head = `cube (${c.x},${c.y}) depth ${c.depth}: ${c.role} ${c.builder}, piece ${c.piece} (${c.kind}), archetype ${c.archetype}, ${c.floors} floor(s)${cave}${falls}, ${c.tries} tries — ${c.verdict.passed ? 'passes' : `FAILS: ${c.verdict.reason}`}`;
  const grid = c.ground
    .map((row, y) => row.map((h, x) => (c.water[y][x] ? ' ~' : h.toString(36).padStart(2))).join(''))
    .join('\n');
  return `${head}\n${grid}`;
}
