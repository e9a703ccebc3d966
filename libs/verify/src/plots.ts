/** Tiny inline-SVG charts for the HTML report (no scripts, no external files). */
import { percentile } from '@levelbench/contracts';

/** One line of a line chart; null leaves a gap. */
export interface Series {
  readonly name: string;
  readonly color: string;
  readonly values: readonly (number | null)[];
}

const W = 760;
const H = 260;
const PAD = { l: 48, r: 16, t: 28, b: 40 };
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fmt = (v: number): string => (Math.abs(v) >= 100 || Number.isInteger(v) ? String(Math.round(v)) : v.toFixed(1));

function niceMax(v: number): number {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  return [1, 2, 2.5, 5, 10].map((m) => m * p).find((m) => m >= v) ?? v;
}

function frame(
  title: string,
  yMax: number,
  xTicks: readonly { at: number; label: string }[],
  xLabel: string,
  body: string,
): string {
  const y = (v: number): number => PAD.t + (H - PAD.t - PAD.b) * (1 - v / yMax);
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => f * yMax)
    .map(
      (v) =>
        `<line x1="${PAD.l}" x2="${W - PAD.r}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/><text x="${PAD.l - 6}" y="${y(v) + 4}" text-anchor="end">${fmt(v)}</text>`,
    )
    .join('');
  const ticks = xTicks
    .map((t) => `<text x="${t.at}" y="${H - PAD.b + 16}" text-anchor="middle">${esc(t.label)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif" font-size="11" role="img" aria-label="${esc(title)}">` +
    `<text x="${PAD.l}" y="16" font-size="13" font-weight="bold">${esc(title)}</text>${grid}${ticks}` +
    `<text x="${(W + PAD.l) / 2}" y="${H - 6}" text-anchor="middle">${esc(xLabel)}</text>${body}</svg>`
  );
}

/** A line chart over x = 1..n with a legend; used for the Water Sort curve. */
export function lineChart(title: string, xLabel: string, series: readonly Series[]): string {
  const n = Math.max(0, ...series.map((s) => s.values.length));
  const yMax = niceMax(Math.max(0, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null))));
  const x = (i: number): number => PAD.l + (W - PAD.l - PAD.r) * (n <= 1 ? 0.5 : i / (n - 1));
  const y = (v: number): number => PAD.t + (H - PAD.t - PAD.b) * (1 - v / yMax);
  const step = Math.max(1, Math.ceil(n / 10));
  const ticks = Array.from({ length: n }, (_, i) => i)
    .filter((i) => i === 0 || (i + 1) % step === 0)
    .map((i) => ({ at: x(i), label: String(i + 1) }));
  const lines = series
    .map((s, si) => {
      const runs: string[] = [];
      let cur = '';
      s.values.forEach((v, i) => {
        if (v === null) {
          if (cur) runs.push(cur);
          cur = '';
        } else cur += `${cur ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
      });
      if (cur) runs.push(cur);
      const legend = `<rect x="${W - PAD.r - 150}" y="${PAD.t + si * 15}" width="10" height="10" fill="${s.color}"/><text x="${W - PAD.r - 135}" y="${PAD.t + si * 15 + 9}">${esc(s.name)}</text>`;
      return runs.map((d) => `<path d="${d}" fill="none" stroke="${s.color}" stroke-width="1.8"/>`).join('') + legend;
    })
    .join('');
  return frame(title, yMax, ticks, xLabel, lines);
}

/** A bar chart of labelled counts (histograms). */
export function barChart(
  title: string,
  xLabel: string,
  bars: readonly { label: string; value: number }[],
  color = '#4e79a7',
): string {
  const yMax = niceMax(Math.max(0, ...bars.map((b) => b.value)));
  const slot = (W - PAD.l - PAD.r) / Math.max(1, bars.length);
  const y = (v: number): number => PAD.t + (H - PAD.t - PAD.b) * (1 - v / yMax);
  const step = Math.max(1, Math.ceil(bars.length / 12));
  const ticks = bars.map((b, i) => ({ at: PAD.l + slot * (i + 0.5), label: b.label })).filter((_, i) => i % step === 0);
  const body = bars
    .map((b, i) => {
      const x = PAD.l + slot * i;
      // small counts next to a tall bar would be invisible: print every count when there is room
      const label =
        bars.length <= 30
          ? `<text x="${(x + slot / 2).toFixed(1)}" y="${(y(b.value) - 3).toFixed(1)}" text-anchor="middle">${b.value}</text>`
          : '';
      return `<rect x="${(x + 1).toFixed(1)}" y="${y(b.value).toFixed(1)}" width="${Math.max(1, slot - 2).toFixed(1)}" height="${(y(0) - y(b.value)).toFixed(1)}" fill="${color}"><title>${esc(b.label)}: ${b.value}</title></rect>${label}`;
    })
    .join('');
  return frame(title, yMax, ticks, xLabel, body);
}

/** Counts of each integer value from min to max (tries per cube). */
export function integerHistogram(values: readonly number[]): { label: string; value: number }[] {
  if (values.length === 0) return [];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const counts = new Array<number>(hi - lo + 1).fill(0);
  for (const v of values) counts[v - lo]++;
  return counts.map((value, i) => ({ label: String(lo + i), value }));
}

/** Equal-width bins over [0, the 99th percentile] plus one overflow bin (ms per cube has a long tail). */
export function binnedHistogram(values: readonly number[], bins = 24): { label: string; value: number }[] {
  if (values.length === 0) return [];
  const cap = Math.max(1e-9, percentile(values, 0.99));
  const width = cap / bins;
  const counts = new Array<number>(bins + 1).fill(0);
  for (const v of values) counts[v > cap ? bins : Math.min(bins - 1, Math.floor(v / width))]++;
  return counts.map((value, i) => ({ label: i === bins ? `>${fmt(cap)}` : fmt(i * width), value }));
}
