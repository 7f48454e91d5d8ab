/** A link as the API and CMS deliver it (SPEC.md section 3, "Link"). */
export interface LinkData {
  url: string;
  label?: string;
  title?: string;
  /** Forces a new tab even for an address on this site. */
  isExternal?: boolean;
}

/**
 * How a link is followed: `external` in a new tab, `router` inside the app without a page load,
 * `document` as a plain link (in-page anchors, `mailto:`, `tel:` and other schemes).
 */
export type LinkKind = 'external' | 'router' | 'document';

const absoluteWeb = /^(https?:)?\/\//i;
const scheme = /^[a-z][a-z\d+.-]*:/i;

/**
 * Whether an address leads to another site: an absolute http(s) (or protocol-relative) address
 * whose origin differs from `currentOrigin`. Without a current origin every absolute address
 * counts as external.
 */
export function isExternalUrl(url: string, currentOrigin?: string): boolean {
  const trimmed = url.trim();
  if (!absoluteWeb.test(trimmed)) return false;
  if (!currentOrigin) return true;
  try {
    return new URL(trimmed, currentOrigin).origin !== new URL(currentOrigin).origin;
  } catch {
    return true;
  }
}

/** The kind of a link and the address to use for it. */
export function linkTarget(
  link: LinkData,
  currentOrigin?: string,
): { kind: LinkKind; href: string } {
  const url = link.url.trim();
  if (link.isExternal || isExternalUrl(url, currentOrigin)) return { kind: 'external', href: url };
  if (absoluteWeb.test(url) && currentOrigin) {
    // An absolute address on this site: follow it through the router as a path.
    const { pathname, search, hash } = new URL(url, currentOrigin);
    return { kind: 'router', href: `${pathname}${search}${hash}` };
  }
  if (url.startsWith('#') || scheme.test(url)) return { kind: 'document', href: url };
  return { kind: 'router', href: url };
}

/** The text a link shows: its label, else its title; `undefined` when it has neither. */
export function linkText(link: Pick<LinkData, 'label' | 'title'>): string | undefined {
  return link.label?.trim() || link.title?.trim() || undefined;
}
