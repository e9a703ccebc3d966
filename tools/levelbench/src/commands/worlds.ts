import type { Command } from 'commander';
import {
  CORE_DEPTH,
  checkFacePair,
  checkWorld,
  createWorld,
  facePairSpecs,
  renderCubeSvg,
  renderDepthMapSvg,
  type Mismatch,
  cubeJson,
  depthMapJson,
  inspectCubeFull,
  parseCubeJson,
  collapseTrace,
} from '@levelbench/worldgen';
import { percentile } from '@levelbench/contracts';
import { CliError, intOption, log, out } from '../cli-io';
import { parsedOrExit2 } from '../store-io';
import { atOption, cubeText, loadWeights, mapText, readInput, svgNameFor, writeSvg } from './worlds-io';

interface Common {
  json?: boolean;
  weights?: string;
}
const seedOpt = intOption('--seed', 0, 0xffffffff);
const depthOpt = intOption('--depth', 0, CORE_DEPTH);

const round = (v: number, k = 3) => Math.round(v * 10 ** k) / 10 ** k;

async function runChecks(
  opts: Common & { worlds: number; from: number; seed?: number; cubes?: boolean },
): Promise<void> {
  const weights = await loadWeights(opts.weights);
  const seeds = opts.seed !== undefined ? [opts.seed] : Array.from({ length: opts.worlds }, (_, k) => opts.from + k);
  const started = performance.now();
  const ms: number[] = [];
  let walkable = 0,
    falls = 0,
    fallMismatches = 0,
    cubes = 0,
    triesSum = 0,
    triesMax = 0;
  seeds.forEach((seed, k) => {
    const r = checkWorld(seed, weights, { now: () => performance.now() });
    if (r.walkable) walkable++;
    cubes += r.cubes;
    falls += r.waterfalls.checked;
    fallMismatches += r.waterfalls.mismatches;
    triesMax = Math.max(triesMax, r.triesMax);
    for (const s of r.cubeStats) {
      triesSum += s.tries;
      ms.push(s.ms);
    }
    const line = {
      seed: r.seed,
      walkable: r.walkable,
      depths: r.depths,
      cubes: r.cubes,
      triesMean: round(r.triesMean),
      triesMax: r.triesMax,
      waterfalls: r.waterfalls,
      softLocks: r.softLocks,
      pinFailures: r.pinFailures,
      failures: r.failures,
      ...(opts.cubes
        ? {
            cubeStats: r.cubeStats.map((c) => ({
              depth: c.depth,
              x: c.x,
              y: c.y,
              tries: c.tries,
              buildMs: round(c.ms),
            })),
          }
        : {}),
    };
    if (opts.json) out(line);
    else
      out(
        `world ${r.seed}: ${r.walkable ? 'walkable' : 'NOT walkable'} to depth ${r.depths}, ${r.cubes} cubes, ${round(r.triesMean)} tries/cube${r.failures.length ? `\n  ${r.failures.slice(0, 5).join('\n  ')}` : ''}`,
        false,
      );
    log(`worlds check: ${k + 1}/${seeds.length}`);
  });
  const summary = {
    summary: true,
    worlds: seeds.length,
    walkable,
    failed: seeds.length - walkable,
    cubes,
    triesMean: round(triesSum / Math.max(1, cubes)),
    triesMax,
    waterfalls: { checked: falls, mismatches: fallMismatches },
    msMedian: round(percentile(ms, 0.5)),
    msP95: round(percentile(ms, 0.95)),
    seconds: round((performance.now() - started) / 1000, 2),
  };
  if (opts.json) out(summary);
  else
    out(
      `${walkable}/${seeds.length} worlds walkable · ${cubes} cubes · ${falls} waterfalls into the cube below, ${fallMismatches} not landing · ${summary.triesMean} tries/cube (max ${triesMax}) · cube ${summary.msMedian} ms median, ${summary.msP95} ms p95 · ${summary.seconds} s`,
      false,
    );
  if (walkable < seeds.length) process.exitCode = 1;
}

/** Registers the `worlds` (map, cube, trace, inspect, check) and `faces` (check) command groups. */
export function registerWorlds(program: Command): void {
  const worlds = program
    .command('worlds')
    .description('Cube Crawler worlds: depth maps, single cubes, batch walkability checks');

  worlds
    .command('map')
    .description(
      'The plan of one depth: route, guardians, side rooms, treasures, links, and the pinned cubes (held or why not)',
    )
    .requiredOption('--seed <n>', 'world seed (0..4294967295)', seedOpt)
    .requiredOption('--depth <d>', `depth (0 = town .. ${CORE_DEPTH} = core)`, depthOpt)
    .option('--json', 'print a JSON object')
    .option('--svg <file>', 'write the map drawing to FILE')
    .option('--weights <file>', 'weights file (default levels/worldgen/weights.json)')
    .action(async (opts: Common & { seed: number; depth: number; svg?: string }) => {
      const m = createWorld(opts.seed, await loadWeights(opts.weights)).map(opts.depth);
      if (opts.svg) writeSvg(opts.svg, renderDepthMapSvg(m));
      if (opts.json) out(depthMapJson(m));
      else out(mapText(m), false);
    });

  worlds
    .command('cube')
    .description('Build cubes of a depth (rooms or their neighbours) and show the inspector verdict; one line per --at')
    .requiredOption('--seed <n>', 'world seed', seedOpt)
    .requiredOption('--depth <d>', `depth (0..${CORE_DEPTH})`, depthOpt)
    .requiredOption('--at <x,y>', 'cube coordinate, repeatable', atOption)
    .option('--json', 'one JSON object per cube')
    .option('--svg <file>', 'write the drawing (several --at: FILE-x_y.svg)')
    .option(
      '--timing',
      'add buildInfo {tries, buildMs} (wall time of building it, the first cube of a depth also planning and collapsing the depth): not deterministic, so only on request',
    )
    .option('--weights <file>', 'weights file (default levels/worldgen/weights.json)')
    .action(
      async (
        opts: Common & { seed: number; depth: number; at: [number, number][]; svg?: string; timing?: boolean },
      ) => {
        const w = createWorld(opts.seed, await loadWeights(opts.weights));
        for (const [x, y] of opts.at) {
          if (!w.has(opts.depth, x, y))
            throw new CliError(
              `cube (${x},${y}) is not a room or a neighbour of a room at depth ${opts.depth} of world ${opts.seed}`,
            );
        }
        for (const [x, y] of opts.at) {
          const t0 = performance.now();
          const c = w.cube(opts.depth, x, y);
          const buildInfo = { tries: c.tries, buildMs: round(performance.now() - t0) };
          if (opts.svg) writeSvg(svgNameFor(opts.svg, x, y, opts.at.length > 1), renderCubeSvg(c));
          if (opts.json) out(opts.timing ? { ...cubeJson(c), buildInfo } : cubeJson(c));
          else
            out(
              cubeText(c) + (opts.timing ? `\n${buildInfo.tries} tries, built in ${buildInfo.buildMs} ms` : ''),
              false,
            );
        }
      },
    );

  worlds
    .command('trace')
    .description(
      'The WFC collapse of one depth in order (the trace the Worlds page Play animates): per step the cube, its entropy score and options when picked, the piece and floors drawn, and the option counts it changed',
    )
    .requiredOption('--seed <n>', 'world seed', seedOpt)
    .requiredOption('--depth <d>', `depth (0..${CORE_DEPTH})`, depthOpt)
    .option(
      '--json',
      'one JSON object: {seed, depth, start, cubes: [{x, y, room}], steps: [{cube, piece, kind, floors, entropy, had, options, pin?}]} (pinned cubes first, with their pin index)',
    )
    .option('--weights <file>', 'weights file (default levels/worldgen/weights.json)')
    .action(async (opts: Common & { seed: number; depth: number }) => {
      const t = collapseTrace(opts.seed, opts.depth, await loadWeights(opts.weights));
      if (opts.json) {
        out(t);
        return;
      }
      const at = (i: number) => `(${t.cubes[i].x},${t.cubes[i].y})`;
      const lines = t.steps.map(
        (s, k) =>
          `${String(k + 1).padStart(3)} ${at(s.cube).padEnd(8)}${s.pin !== undefined ? ` pin ${s.pin},` : ''} entropy ${s.entropy.toFixed(3)}, ${s.had} options → ${s.piece} (${s.kind}), ${s.floors} floor(s)${
            s.options.length > 1
              ? `; ${s.options
                  .slice(1)
                  .map(([i, n]) => `${at(i)} ${n}`)
                  .join(', ')}`
              : ''
          }`,
      );
      out(
        `world ${t.seed} depth ${t.depth}: ${t.cubes.length} cubes, ${t.start} options each at the start\n${lines.join('\n')}`,
        false,
      );
    });

  worlds
    .command('inspect')
    .description(
      'Re-inspect cube JSON (as `worlds cube --json` prints it, possibly edited; one object, an array or one per line) with the inspector the builder and `worlds check` use: the verdict (reach, soft-lock: a place reachable from the exit, a portal, the treasure or the landing of a fall from above that cannot reach the exit) and every broken geometry rule; exit 1 when a cube fails',
    )
    .argument('<file>', 'cube JSON file, or - for stdin')
    .option('--json', 'one JSON object per cube: {depth, x, y, passed, verdict, problems: [{rule, at, message}]}')
    .action(async (file: string, opts: { json?: boolean }) => {
      const name = file === '-' ? '<stdin>' : file;
      const cubes = parsedOrExit2(parseCubeJson(await readInput(file), name), 'cube JSON');
      let failed = 0;
      for (const c of cubes) {
        const r = inspectCubeFull(c);
        if (!r.passed) failed++;
        const { witness, ...verdict } = r.verdict;
        if (opts.json)
          out({
            depth: c.depth,
            x: c.x,
            y: c.y,
            passed: r.passed,
            verdict: { ...verdict, witness },
            problems: r.problems,
          });
        else
          out(
            `cube (${c.x},${c.y}) depth ${c.depth}: ${r.passed ? 'passes' : `FAILS (${r.problems.length} problem${r.problems.length === 1 ? '' : 's'})`}${r.problems
              .map((q) => `\n  ${q.rule}${q.at ? ` at (${q.at.join(',')})` : ''}: ${q.message}`)
              .join('')}`,
            false,
          );
      }
      if (failed > 0) process.exitCode = 1;
    });

  worlds
    .command('check')
    .description(
      'Walk whole worlds from the town to the core: plans, pins, portals, every room re-inspected from its JSON, every waterfall against the cube below; exit 1 on any failure',
    )
    .option('--worlds <n>', 'number of worlds', intOption('--worlds', 1, 100000), 64)
    .option('--from <seed>', 'first seed', intOption('--from', 0, 0xffffffff), 1)
    .option('--seed <n>', 're-run exactly one world (to reproduce a batch failure)', seedOpt)
    .option('--json', 'one JSON line per world, then a summary line')
    .option(
      '--cubes',
      'with --json: each world line lists cubeStats [{depth, x, y, tries, buildMs}] for every room (buildMs is wall time, not deterministic)',
    )
    .option('--weights <file>', 'weights file (default levels/worldgen/weights.json)')
    .action((opts: Common & { worlds: number; from: number; seed?: number; cubes?: boolean }) => runChecks(opts));

  const faces = program.command('faces').description('Shared walls between neighbouring cubes');
  faces
    .command('check')
    .description(
      'Compare ground and water on every edge cell (corners included) of neighbouring cube pairs; exit 1 on any mismatch',
    )
    .option('--pairs <n>', 'number of pairs', intOption('--pairs', 1, 1000000), 400)
    .option('--from <seed>', 'first world seed', intOption('--from', 0, 0xffffffff), 1)
    .option(
      '--json',
      'print a JSON object: counts, the first mismatches and `compared`: every pair with its compared cells ({t, a: [x, y, ground, water], b: [...]})',
    )
    .option('--weights <file>', 'weights file (default levels/worldgen/weights.json)')
    .action(async (opts: Common & { pairs: number; from: number }) => {
      const weights = await loadWeights(opts.weights);
      const specs = facePairSpecs(opts.pairs, opts.from, weights);
      const first: (Mismatch & { pair: string })[] = [];
      const compared: object[] = [];
      let mismatches = 0;
      specs.forEach((s, k) => {
        const r = checkFacePair(s, weights);
        mismatches += r.mismatches.length;
        if (opts.json)
          compared.push({
            id: s.id,
            seed: s.seed,
            depth: s.depth,
            a: [s.a.x, s.a.y],
            dir: s.dir,
            b: [s.b.x, s.b.y],
            mismatches: r.mismatches.length,
            cells: r.cells,
          });
        for (const m of r.mismatches) if (first.length < 10) first.push({ pair: r.id, ...m });
        if ((k + 1) % 100 === 0) log(`faces check: ${k + 1}/${specs.length}`);
      });
      const worldsUsed = new Set(specs.map((s) => s.seed)).size;
      const depthsUsed = new Set(specs.map((s) => s.depth)).size;
      if (opts.json)
        out({
          pairs: specs.length,
          worlds: worldsUsed,
          depths: depthsUsed,
          cellsCompared: specs.length * 16,
          mismatches,
          first,
          compared,
        });
      else
        out(
          `${specs.length} pairs from ${worldsUsed} worlds and ${depthsUsed} depths · ${specs.length * 16} edge cells · ${mismatches} mismatches${first.map((m) => `\n  ${m.pair} t=${m.t} ${m.field}: ${m.a} vs ${m.b}`).join('')}`,
          false,
        );
      if (mismatches > 0) process.exitCode = 1;
    });
}
