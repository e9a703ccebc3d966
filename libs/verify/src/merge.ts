/** `report merge`: combines shard reports into the report an unsharded run would have written. */
import { join } from 'node:path';
import { formatErrors } from '@levelbench/formats';
import { isStoreError, readRegularFile } from '@levelbench/store';
import { VerifyInputError } from './inputs';
import { withScorecards } from './scorecards';
import { type ItemRecord, type Summary, itemMsByCheck, parseSummary, sortItems, summariseChecks } from './summary';
import { writeReport } from './write';

/** Largest summary.json read (a run with 100 000 face pairs writes ~27 MB). */
export const SUMMARY_MAX_BYTES = 64 * 1024 * 1024;

/** Reads `<dir>/summary.json`; an unreadable or invalid one throws VerifyInputError. */
export async function readSummary(dir: string): Promise<Summary> {
  const file = join(dir, 'summary.json');
  let text: string | null;
  try {
    // a FIFO or a symlink planted as summary.json is refused at once instead of hanging or being followed
    text = await readRegularFile(file, SUMMARY_MAX_BYTES);
  } catch (e) {
    throw new VerifyInputError(isStoreError(e) ? e.message : `cannot read ${file}: ${(e as Error).message}`);
  }
  if (text === null) throw new VerifyInputError(`cannot read ${file}: no such file`);
  const parsed = parseSummary(text, file);
  if (!parsed.ok)
    throw new VerifyInputError(`${file} is not a valid summary:\n${formatErrors(parsed.errors, parsed.moreErrors)}`);
  return parsed.value;
}

/**
 * Merges shard summaries: they must describe the same run (checks, inputs, counts, date, commit), and
 * together hold every shard 1..N exactly once. Verdicts and counts are recomputed from the items.
 */
export function mergeSummaries(parts: readonly { dir: string; summary: Summary }[]): Summary {
  if (parts.length === 0) throw new VerifyInputError('report merge needs at least one report folder');
  const first = parts[0].summary;
  const runKey = JSON.stringify(first.run);
  for (const p of parts) {
    if (JSON.stringify(p.summary.run) !== runKey)
      throw new VerifyInputError(
        `${p.dir} is from a different run (checks, inputs, worlds, pairs or date differ from ${parts[0].dir})`,
      );
    if (p.summary.commit !== first.commit)
      throw new VerifyInputError(`${p.dir} was made at commit ${p.summary.commit}, ${parts[0].dir} at ${first.commit}`);
  }
  const shards = parts.flatMap((p) => p.summary.shards.map((s) => ({ ...s, dir: p.dir })));
  const n = shards[0].n;
  const seen = new Map<number, string>();
  for (const s of shards) {
    if (s.n !== n) throw new VerifyInputError(`${s.dir} is shard ${s.k}/${s.n}, but ${shards[0].dir} is one of ${n}`);
    const other = seen.get(s.k);
    if (other !== undefined) throw new VerifyInputError(`shard ${s.k}/${n} appears twice (${other} and ${s.dir})`);
    seen.set(s.k, s.dir);
  }
  const missing = Array.from({ length: n }, (_, i) => i + 1).filter((k) => !seen.has(k));
  if (missing.length)
    throw new VerifyInputError(
      `missing shard${missing.length > 1 ? 's' : ''} ${missing.map((k) => `${k}/${n}`).join(', ')}`,
    );
  const ids = new Set<string>();
  const items: ItemRecord[] = [];
  for (const p of parts) {
    for (const i of p.summary.items) {
      const key = `${i.check}\u0000${i.id}`;
      if (ids.has(key)) throw new VerifyInputError(`item ${i.id} appears in more than one shard`);
      ids.add(key);
      items.push(i);
    }
  }
  const sorted = sortItems(items, first.run.checks);
  const checks = summariseChecks(first.run.checks, sorted);
  // the suggester's card comes from the shard that scored it; the item cards are recomputed over every item
  const suggester = parts.flatMap((p) => p.summary.scorecards ?? []).find((c) => c.generator === 'pigment-suggester');
  return withScorecards(
    {
      version: first.version,
      tool: first.tool,
      commit: first.commit,
      createdAt: parts.map((p) => p.summary.createdAt).sort()[0],
      run: first.run,
      shards: Array.from({ length: n }, (_, i) => ({ k: i + 1, n })),
      complete: true,
      passed: Object.values(checks).every((c) => c.passed),
      timings: {
        wallMs: Math.max(...parts.map((p) => p.summary.timings.wallMs)),
        workers: Math.max(...parts.map((p) => p.summary.timings.workers)),
        itemMs: itemMsByCheck(sorted),
      },
      checks,
      items: sorted,
    },
    suggester ?? null,
  );
}

/** Reads every `<dir>/summary.json`, merges them and writes the merged report into `outDir`. */
export async function mergeReports(dirs: readonly string[], outDir: string): Promise<Summary> {
  const parts: { dir: string; summary: Summary }[] = [];
  for (const dir of dirs) parts.push({ dir, summary: await readSummary(dir) });
  const merged = mergeSummaries(parts);
  await writeReport(outDir, merged);
  return merged;
}
