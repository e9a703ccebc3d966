import { parsePigmentLevel, type PigmentLevel } from '@levelbench/pigment';
import type { FormatError } from '@levelbench/formats';
import { LevelFile } from './level-file';

/**
 * The editor's reading of a level text. A draft may be incomplete (no marks yet) and still be
 * painted; only a `valid` level can be saved, solved or play-tested.
 */
export interface DraftReading {
  /** The level the board can edit: the valid level, or an incomplete one; null when the text is broken. */
  readonly draft: LevelFile | null;
  /** The level when the text is a complete, valid level file. */
  readonly valid: PigmentLevel | null;
  /** What an otherwise sound draft still lacks before it can be saved, in plain words. */
  readonly missing: readonly string[];
  /** Real errors (bad JSON, schema or semantic problems other than "missing"). */
  readonly errors: readonly FormatError[];
}

const NO_MARKS = 'a mark: paint at least one target cell with the Mark tool';

/** Reads a level text, telling an incomplete draft (no marks yet) apart from a broken file. */
export function readDraft(text: string, file: string): DraftReading {
  const parsed = parsePigmentLevel(text, file);
  if (parsed.ok) return { draft: parsed.value, valid: parsed.value, missing: [], errors: [] };
  const raw = jsonObject(text);
  if (!raw || !Array.isArray(raw['marks']) || raw['marks'].length > 0 || !Array.isArray(raw['start'])) {
    return { draft: null, valid: null, missing: [], errors: parsed.errors };
  }
  // check everything else with a stand-in mark on the start cell (never a hole in a sound level)
  const probe = parsePigmentLevel(JSON.stringify({ ...raw, marks: [{ at: raw['start'], color: 'empty' }] }), file);
  if (!probe.ok) return { draft: null, valid: null, missing: [], errors: parsed.errors };
  return { draft: { ...probe.value, marks: [] }, valid: null, missing: [NO_MARKS], errors: [] };
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
