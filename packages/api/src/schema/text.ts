import * as z from 'zod/mini';
import { hasControlCharacters } from './textRules';

// The text helpers every input schema builds its text fields from, so that each text field
// refuses what no form can type: C0 control characters (a NUL byte among them, which
// PostgreSQL refuses too) and DEL. Tab and line feed pass only where a text may span lines.

// Its plain rule lives without zod, so that a public page's form can check with it too.
export { hasControlCharacters } from './textRules';

/**
 * The path of the first text anywhere in a request's value (a body, a query string, params)
 * that no field may hold whether single- or multi-line, or null: the one text rule the server
 * applies before any schema.
 */
export function findUnreadableText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return hasControlCharacters(value, true) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnreadableText(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

export interface TextOptions {
  /** A format the text must have when it is not empty, and its field error key. */
  format?: { pattern: { test(text: string): boolean }; error: string };
  /** Whether the text may span lines (tabs and line breaks allowed). */
  multiLine?: boolean;
}

/** Refuses control characters with `controlCharacters`. */
export const withoutControlCharacters = (multiLine = false) =>
  z.refine<string>((text) => !hasControlCharacters(text, multiLine), {
    error: 'controlCharacters',
  });

/** A text that must be given: trimmed, at least one character, at most `maxLength`. */
export const requiredText = (maxLength: number, { format, multiLine }: TextOptions = {}) =>
  z.string({ error: 'required' }).check(
    z.trim(),
    withoutControlCharacters(multiLine),
    z.minLength(1, { error: 'required' }),
    z.maxLength(maxLength, { error: 'tooLong' }),
    z.refine((text) => text === '' || !format || format.pattern.test(text), {
      error: format?.error ?? 'invalid',
    }),
  );

/** A text that may be left empty: trimmed, '' becomes null, absent becomes null. */
export const optionalText = (maxLength: number, { format, multiLine }: TextOptions = {}) =>
  z._default(
    z.nullable(
      z.pipe(
        z.string({ error: 'invalid' }).check(
          z.trim(),
          withoutControlCharacters(multiLine),
          z.maxLength(maxLength, { error: 'tooLong' }),
          z.refine((text) => text === '' || !format || format.pattern.test(text), {
            error: format?.error ?? 'invalid',
          }),
        ),
        z.transform((text: string) => (text === '' ? null : text)),
      ),
    ),
    null,
  );
