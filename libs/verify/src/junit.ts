/**
 * A verify run as JUnit XML, the test-report format GitHub (test-reporter actions), GitLab
 * (`artifacts:reports:junit`) and Jenkins (`junit` step) render: one `<testsuite>` per check, one
 * `<testcase>` per item (classname = check, name = item id), a failed item's file and messages in
 * its `<failure>`, times in seconds. Valid against Jenkins' junit-10 schema (the common subset the
 * three read).
 */
import type { CheckName } from './checks';
import type { ItemRecord, Summary } from './summary';

/** Whether a code point may appear in an XML 1.0 document (even escaped, most control characters may not). */
function xmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
  '\n': '&#10;',
  '\t': '&#9;',
};

/** Text made safe for an XML attribute: markup escaped, characters XML cannot carry (lone surrogates, controls) as U+FFFD. */
export function xmlEscape(text: string): string {
  let out = '';
  // iterating a string yields code points; a lone surrogate comes out on its own and is replaced
  for (const ch of text) out += xmlChar(ch.codePointAt(0) ?? 0) ? (ENTITIES[ch] ?? ch) : '\uFFFD';
  return out;
}

/** Element text: like {@link xmlEscape}, but line breaks stay readable. */
function textEscape(text: string): string {
  return xmlEscape(text).replace(/&#10;/g, '\n').replace(/&#9;/g, '\t');
}

const seconds = (ms: number): string => (Math.max(0, ms) / 1000).toFixed(3);

/**
 * The file an item is about, as `<levels folder as recorded>/<file>` (relative to where verify ran
 * when the folder was given relative): a Pigment level's own file, the curve for Water Sort curve
 * levels, the weights for worlds and faces when they came from a file; null for built-in inputs.
 */
export function itemFile(summary: Summary, item: Pick<ItemRecord, 'check' | 'id'>): string | null {
  const levels = summary.run.levelsDir.replace(/\/+$/, '');
  // inputs are recorded relative to the levels folder (`watersort/curve.json`), or as `built-in default`/`unused`
  const inLevels = (source: string): string | null =>
    source.endsWith('.json') && !source.startsWith('/') ? `${levels}/${source}` : null;
  switch (item.check) {
    case 'pigment':
      return `${levels}/${item.id}.json`;
    case 'watersort':
      return item.id.startsWith('watersort/level-') ? inLevels(summary.run.inputs.curve) : null;
    case 'worlds':
    case 'faces':
      return inLevels(summary.run.inputs.weights);
    case 'bots':
      if (item.id.startsWith('bots/pigment/')) return `${levels}/${item.id.slice('bots/'.length)}.json`;
      return item.id.startsWith('bots/watersort/level-') ? inLevels(summary.run.inputs.curve) : null;
  }
}

function testcase(summary: Summary, item: ItemRecord): string {
  const file = itemFile(summary, item);
  // junit-10 allows no `file` on a testcase (GitLab's extension): the file opens the failure's text instead
  const attrs = `classname="${xmlEscape(item.check)}" name="${xmlEscape(item.id)}" time="${seconds(item.ms)}"`;
  if (item.passed) return `    <testcase ${attrs}/>`;
  const messages = item.failures.length > 0 ? item.failures : ['failed'];
  const head = messages[0] + (messages.length > 1 ? ` (and ${messages.length - 1} more)` : '');
  const body = [...(file ? [`in ${file}`] : []), ...messages].join('\n');
  return [
    `    <testcase ${attrs}>`,
    `      <failure message="${xmlEscape(head)}" type="${xmlEscape(item.check)}">${textEscape(body)}</failure>`,
    `    </testcase>`,
  ].join('\n');
}

/** The summary as a JUnit XML document (UTF-8, ends with a newline). */
export function renderJunit(summary: Summary): string {
  const byCheck = new Map<CheckName, ItemRecord[]>();
  for (const item of summary.items) byCheck.set(item.check, [...(byCheck.get(item.check) ?? []), item]);
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let totalMs = 0;
  for (const check of summary.run.checks) {
    const items = byCheck.get(check) ?? [];
    const failed = items.filter((i) => !i.passed).length;
    const ms = items.reduce((sum, i) => sum + i.ms, 0);
    tests += items.length;
    failures += failed;
    totalMs += ms;
    suites.push(
      [
        `  <testsuite name="${xmlEscape(check)}" tests="${items.length}" failures="${failed}" errors="0" skipped="0" time="${seconds(ms)}" timestamp="${xmlEscape(summary.createdAt.replace(/\.\d+Z$/, 'Z'))}">`,
        ...items.map((i) => testcase(summary, i)),
        `  </testsuite>`,
      ].join('\n'),
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="levelbench verify" tests="${tests}" failures="${failures}" errors="0" time="${seconds(totalMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
