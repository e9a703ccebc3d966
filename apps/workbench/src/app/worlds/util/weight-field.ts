import { parseWeights, type Kind, type Weights } from '@levelbench/worldgen';
import { setKindWeight, setThemeMultiplier, setVariantScale } from './weights-edit';

/** Where a number field writes in the weights file, e.g. `['pieces', 'meadow']` or `['themes', 2, 'pieces', 'lake']`. */
export type WeightPath = readonly (string | number)[];

/** What a number field holds: its text and whether the browser could read it as a number at all. */
export interface FieldText {
  readonly text: string;
  /** The browser's `validity.badInput` (text in a number field that is not a number). */
  readonly badInput?: boolean;
}

/** The file with one value replaced (objects on the way are created; nothing is checked). */
export function setAt(w: Weights, path: WeightPath, value: unknown): Weights {
  const put = (node: unknown, i: number): unknown => {
    if (i === path.length) return value;
    const k = path[i];
    if (Array.isArray(node)) return node.map((x, j) => (j === k ? put(x, i + 1) : x));
    const obj = (node ?? {}) as Record<string, unknown>;
    return { ...obj, [k]: put(obj[String(k)], i + 1) };
  };
  return put(w, 0) as Weights;
}

/** The JSON pointer of a path (`/themes/2/pieces/lake`). */
export const pointer = (path: WeightPath) => '/' + path.join('/');

/**
 * Why a typed weight cannot go into the file, or null when it can. The weights schema and parser of
 * `@levelbench/worldgen` decide (> 0 for kinds, variants and theme multipliers, ≥ 0 for archetypes,
 * at least one archetype above 0, …): the draft with the typed value is parsed, and the problems at the
 * field (or at the object holding it, such as "needs at least one archetype") are its error.
 */
export function weightFieldError(draft: Weights, path: WeightPath, field: FieldText): string | null {
  const text = field.text.trim();
  if (field.badInput || text === '' || !Number.isFinite(Number(text))) return 'enter a number';
  const parsed = parseWeights(JSON.stringify(setAt(draft, path, Number(text))), 'weights.json');
  if (parsed.ok) return null;
  const at = pointer(path);
  const mine = parsed.errors.filter((e) => e.path === at || (e.path !== '' && at.startsWith(e.path + '/')));
  return mine.length ? mine.map((e) => e.message).join('; ') : null;
}

/** The number at a path of the file (undefined when there is none, e.g. a theme multiplier left at 1). */
export function valueAt(w: Weights, path: WeightPath): unknown {
  let node: unknown = w;
  for (const k of path) node = node == null ? undefined : (node as Record<string, unknown>)[String(k)];
  return node;
}

/** A field's error together with the value the field showed when it was typed. */
export interface FieldError {
  readonly path: WeightPath;
  readonly message: string;
  /** The file's value at the path then; once the value changes (slider, revert, JSON), the error is stale. */
  readonly was: unknown;
}

/** The errors still current for a draft: those whose field still shows the value it had when typed into. */
export function currentErrors(
  errors: ReadonlyMap<string, FieldError>,
  draft: Weights,
): ReadonlyMap<string, FieldError> {
  return new Map([...errors].filter(([, e]) => valueAt(draft, e.path) === e.was));
}

/** The file with a valid typed or slid weight put in through the editors' setters (theme multipliers of 1 are dropped). */
export function applyWeight(w: Weights, path: WeightPath, n: number): Weights {
  const [head, a, b, c] = path;
  if (head === 'pieces') return setKindWeight(w, a as Kind, n);
  if (head === 'variantScale') return setVariantScale(w, n);
  if (head === 'themes' && b === 'pieces') return setThemeMultiplier(w, a as number, c as Kind, n);
  return setAt(w, path, n);
}
