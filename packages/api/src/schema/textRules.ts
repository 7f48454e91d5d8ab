// The plain text rules of the input schemas (text.ts, profile.ts, forms.ts), without zod: a public
// page's form checks with them too, and zod would take most of its script budget.

/** A UTF-16 surrogate without its partner: no character at all, and no form can type it. */
const loneSurrogate = /\p{Surrogate}/u;

/**
 * Whether a text holds a C0 control character (U+0000 to U+001F), DEL (U+007F) or a lone UTF-16
 * surrogate; tab (U+0009) and line breaks (U+000A, U+000D) count only in a single-line text.
 */
export function hasControlCharacters(text: string, multiLine = false): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (
      code === 0x7f ||
      (code < 0x20 && !(multiLine && (code === 0x09 || code === 0x0a || code === 0x0d)))
    ) {
      return true;
    }
  }
  return loneSurrogate.test(text);
}

/** An e-mail address: something, an @ and a domain with a dot; no spaces. */
export const emailAddressPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
