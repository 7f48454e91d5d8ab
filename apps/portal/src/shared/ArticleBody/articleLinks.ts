// Whitespace and control characters are refused outright: browsers drop tabs and line breaks
// inside an address, so "/\t/example.com" would become the other site "//example.com".
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const unsafeCharacters = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * The address an inline part of an article may link to, or null to show it as plain text: https
 * addresses and paths of this site ("/…", never "//…"), the same rule the server applies when an
 * article is saved. javascript:, data:, http:, mailto: and relative addresses are refused.
 */
export function safeArticleHref(href: string | undefined): string | null {
  if (href === undefined || href === '' || unsafeCharacters.test(href)) return null;
  if (href.startsWith('/')) return href.startsWith('//') ? null : href;
  if (!/^https:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname !== '' ? href : null;
  } catch {
    return null;
  }
}
