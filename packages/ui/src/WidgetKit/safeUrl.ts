/**
 * An address a CMS page gives a widget (`data-enquiry-url`, `data-terms-href`, …), if it is safe
 * to put into a link or to fetch from: an `http:` or `https:` address with a host, or a path
 * relative to the page (`/finanzierung`, `angebot.html`, `?plan=third`), which stays on the page's
 * own origin. Anything else is `undefined`, so the widget uses its default instead: `javascript:`
 * and `data:` (which run code or show content as if from the page), `vbscript:`, `blob:`,
 * `file:`, other schemes, protocol-relative `//other.host` and its backslash spellings, and
 * addresses with control characters, which browsers drop before reading the scheme
 * (`java\tscript:`).
 */
export function readSafeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (url === '' || /[\u0000-\u001f\u007f]/.test(url)) return undefined;
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) {
    try {
      const parsed = new URL(url);
      return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.host !== ''
        ? url
        : undefined;
    } catch {
      return undefined;
    }
  }
  // Two slashes in any spelling (`//`, `\\`, `/\`) name another host.
  if (/^[/\\]{2}/.test(url)) return undefined;
  // A colon before the first slash, `?` or `#` would be read as a scheme by some parsers.
  const beforePath = url.split(/[/?#]/, 1)[0] ?? '';
  if (beforePath.includes(':')) return undefined;
  return url;
}
