/** What a number field holds: a whole number in range, or why not (said at the field). */
export type NumberFieldValue =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly error: string };

/**
 * Reads a whole-number field: `raw` must be an integer from `min` to `max` (digits only, spaces around
 * allowed). Anything else is refused with a sentence naming the field, and the caller changes nothing.
 */
export function readWholeNumber(raw: string, label: string, min: number, max: number): NumberFieldValue {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) return { ok: false, error: `${label} must be a whole number from ${min} to ${max}.` };
  const value = Number(text);
  if (value < min || value > max) return { ok: false, error: `${label} must be from ${min} to ${max}, not ${value}.` };
  return { ok: true, value };
}
