import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import { visuallyHidden } from '../theme/reset.css';
import { externalIcon } from './Link.css';
import { linkTarget, linkText, type LinkData } from './linkTarget';
import { messages } from './messages';

export interface UnstyledLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'title' | 'target' | 'rel'
> {
  /** The link as the API delivers it: `{ url, label?, title?, isExternal? }`. */
  link: LinkData;
  /** Replaces the text (label, else title, else "n/a"). */
  children?: ReactNode;
}

function currentOrigin() {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/**
 * What `Link` does, without its look: the one place that decides between a new tab, the router
 * and a plain link, so that `Link` and `ButtonLink` follow an address the same way.
 */
export const UnstyledLink = forwardRef<HTMLAnchorElement, UnstyledLinkProps>(function UnstyledLink(
  { link, children, ...rest },
  ref,
) {
  const intl = useIntl();
  const inRouter = useInRouterContext();
  const { kind, href } = linkTarget(link, currentOrigin());
  const text = linkText(link);
  const content = children ?? text ?? intl.formatMessage(messages.fallback);
  // The title only adds something when it is not already the visible text.
  const title = link.title && link.title.trim() !== text ? link.title : undefined;
  const props = { ...rest, ref, title };

  if (kind === 'external') {
    return (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {content}
        <svg className={externalIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
          />
        </svg>
        <span className={visuallyHidden}> {intl.formatMessage(messages.opensInNewTab)}</span>
      </a>
    );
  }
  if (kind === 'router' && inRouter) {
    return (
      <RouterLink {...props} to={href}>
        {content}
      </RouterLink>
    );
  }
  return (
    <a {...props} href={href}>
      {content}
    </a>
  );
});
