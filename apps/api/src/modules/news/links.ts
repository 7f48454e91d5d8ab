import type { NewsBlock } from '@lindner/api/schema';

/** Spaces and control characters, which browsers drop from an address ("/\t/x" is "//x"). */
// eslint-disable-next-line no-control-regex
const blanks = /[\u0000-\u0020\u007f-\u00a0\u2028\u2029]/;

/**
 * Whether an article may link to an address: https addresses and paths of this site ("/…",
 * not "//…" or "/\\…", which leave the site). Everything else (javascript:, data:, http:,
 * mailto:) is refused, and so is any address with a space or control character in it (written
 * %20 instead), so a body can never carry a script or an insecure address.
 */
export function isAllowedNewsHref(href: string): boolean {
  if (blanks.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The first link of a body that is not allowed, or null. */
export function refusedNewsHref(body: readonly NewsBlock[]): string | null {
  for (const block of body) {
    const parts =
      block.type === 'paragraph' ? block.content : block.type === 'list' ? block.items.flat() : [];
    for (const part of parts) {
      if (part.href !== undefined && !isAllowedNewsHref(part.href)) return part.href;
    }
  }
  return null;
}
