/**
 * A verify run's failures as GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::…`),
 * which GitHub shows on the pull request's diff at the failing level's line. The line and column come
 * from each failure's JSON Pointer (`ItemResult.paths`) located in the file's text; failures without
 * one point at the file (curve, weights) or at nothing (built-in inputs).
 */
import { locateJsonPointer } from '@levelbench/formats';
import { itemFile } from './junit';
import type { ItemRecord, Summary } from './summary';

/** A file as the annotations name it (relative to the repository root, `/`-separated) and its text when readable. */
export interface AnnotationSource {
  readonly path: string;
  readonly text: string | null;
}

/** A workflow command's message: `%`, CR and LF escaped as the Actions toolkit does. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value: as {@link escapeData}, plus `:` and `,`. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function command(props: Record<string, string | number | undefined>, message: string): string {
  const list = Object.entries(props)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
    .join(',');
  return `::error ${list}::${escapeData(message)}`;
}

function itemAnnotations(summary: Summary, item: ItemRecord, open: (file: string) => AnnotationSource): string[] {
  const file = itemFile(summary, item);
  const source = file === null ? null : open(file);
  const title = `${item.check} ${item.id}`;
  const messages = item.failures.length > 0 ? item.failures : ['failed'];
  return messages.map((message, i) => {
    const pointer = item.paths?.[i];
    const at = source?.text != null && pointer !== undefined ? locateJsonPointer(source.text, pointer) : null;
    return command({ file: source?.path, line: at?.line, col: at?.column, title }, message);
  });
}

/**
 * One `::error` line per failure of every failed item, in report order. `open` maps an item's file
 * (as `itemFile` names it) to the path GitHub knows and its text (null when it cannot be read: the
 * annotation then names the file without a line).
 */
export function githubAnnotations(summary: Summary, open: (file: string) => AnnotationSource): string[] {
  return summary.items.filter((i) => !i.passed).flatMap((i) => itemAnnotations(summary, i, open));
}
