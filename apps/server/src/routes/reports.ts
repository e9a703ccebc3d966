/** `/api/reports`: past verify reports from the reports folder (one sub-folder per run). */
import type { FastifyInstance } from 'fastify';
import { promises as fs } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { ReportRow } from '@levelbench/contracts';
import {
  type CheckRegistry,
  checkInfos,
  diffHeadline,
  diffSummaries,
  formatChange,
  type Summary,
} from '@levelbench/verify';
import { ApiError } from '../http';
import { readReportFile, reportFolder } from '../report-files';

/** Report folder names: what verify writes (dates, shards), never a dot-dot or a slash. */
export const REPORT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

/** Files a report folder may serve, with their content types. */
const TYPES: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  csv: 'text/csv; charset=utf-8',
};

/** Reads and checks one summary.json: the verify lib's parser (tests may pass another). */
export type SummaryParser = (
  text: string,
  file: string,
) => { ok: true; value: Summary } | { ok: false; errors: readonly unknown[] };

export type { ReportRow } from '@levelbench/contracts';

/** The list's row of one report: the summary's own fields and its totals over the checks. */
function row(id: string, s: Summary, mtime: Date, registry: CheckRegistry): ReportRow {
  const checks = Object.values(s.checks);
  const sum = (k: 'total' | 'failed') => checks.reduce((n, c) => n + (c?.[k] ?? 0), 0);
  return {
    version: s.version,
    commit: s.commit,
    createdAt: s.createdAt,
    complete: s.complete,
    total: sum('total'),
    failed: sum('failed'),
    // report order; a check this server does not know (an older or newer tool's) goes last
    checks: [
      ...registry.filter((d) => s.checks[d.name] !== undefined).map((d) => d.name),
      ...Object.keys(s.checks).filter((c) => !registry.some((d) => d.name === c)),
    ] as ReportRow['checks'],
    worlds: s.run.worlds,
    pairs: s.run.pairs,
    id,
    passed: s.passed,
    date: s.createdAt || mtime.toISOString(),
  };
}

/** Registers the report routes over `reportsDir`, and `GET /api/verify/checks` (what the run form offers). */
export function registerReportRoutes(
  app: FastifyInstance,
  reportsDir: string,
  parse: SummaryParser,
  registry: CheckRegistry,
): void {
  const root = resolve(reportsDir);
  app.get('/api/verify/checks', async () => checkInfos(registry));
  /** The folder a valid id names (`latest` resolved), or a 400; folder names are only ever relative to the root. */
  const folderOf = (id: string): string => {
    const p = resolve(root, id);
    if (!REPORT_ID.test(id) || id.includes('..') || !p.startsWith(root + sep))
      throw new ApiError(400, `"${id}" is not a valid report id`);
    const folder = reportFolder(root, id, REPORT_ID);
    if (!folder) throw new ApiError(404, `reports/${id} does not point at a report`);
    return folder;
  };
  /** A report file's bytes, or a 404 naming it relative to the reports root (never the server's path). */
  const readOr404 = async (id: string, folder: string, file: string): Promise<Buffer> => {
    const body = await readReportFile(root, folder, file);
    if (typeof body === 'string')
      throw new ApiError(404, `reports/${id}/${file} ${body === 'missing' ? 'does not exist' : `is ${body}`}`);
    return body;
  };

  app.get('/api/reports', async (req) => {
    const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
    const rows: ReportRow[] = [];
    for (const e of entries) {
      // a Dirent of a symlink is never isDirectory(): linked folders are not listed
      if (!e.isDirectory() || !REPORT_ID.test(e.name)) continue;
      const body = await readReportFile(root, e.name, 'summary.json');
      if (typeof body === 'string') continue;
      const stat = await fs.lstat(resolve(root, e.name, 'summary.json')).catch(() => null);
      if (stat === null) continue;
      const parsed = parse(body.toString('utf8'), `reports/${e.name}/summary.json`);
      if (!parsed.ok) {
        req.log.warn({ report: e.name, errors: parsed.errors }, 'skipping a report whose summary does not parse');
        continue;
      }
      rows.push(row(e.name, parsed.value, stat.mtime, registry));
    }
    return rows.sort((a, b) => String(b.date).localeCompare(String(a.date)) || b.id.localeCompare(a.id));
  });

  /** One report's summary, checked: 404 when the folder has none, 422 when it does not parse. */
  const summaryOf = async (id: string): Promise<Summary> => {
    const text = (await readOr404(id, folderOf(id), 'summary.json')).toString('utf8');
    const parsed = parse(text, `reports/${id}/summary.json`);
    if (!parsed.ok) throw new ApiError(422, `reports/${id}/summary.json is not a valid summary`);
    return parsed.value;
  };

  // what changed from report `against` (older) to report `id`: regressions, fixes, moved metrics
  app.get<{ Params: { id: string }; Querystring: { against?: string } }>('/api/reports/:id/diff', async (req) => {
    const against = req.query.against;
    if (typeof against !== 'string' || against === '') throw new ApiError(400, 'diff needs ?against=<report id>');
    const [before, after] = await Promise.all([summaryOf(against), summaryOf(req.params.id)]);
    const diff = diffSummaries(before, after, registry);
    // the lib's wording, so the workbench and the CLI say the same thing
    const changed = diff.changed.map((c) => ({ ...c, text: c.changes.map(formatChange).join('; ') }));
    return { id: req.params.id, against, headline: diffHeadline(diff), diff: { ...diff, changed } };
  });

  app.get<{ Params: { id: string; file: string } }>('/api/reports/:id/:file', async (req, reply) => {
    const folder = folderOf(req.params.id);
    const { file } = req.params;
    const ext = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}\.([a-z]+)$/.exec(file)?.[1];
    if (!ext || !TYPES[ext] || file.includes('..')) throw new ApiError(400, `"${file}" is not a report file`);
    const body = await readOr404(req.params.id, folder, file);
    return reply.type(TYPES[ext]).header('cache-control', 'no-cache').send(body);
  });
}
