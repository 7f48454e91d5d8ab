import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import { visuallyHidden } from '../theme/reset.css';
import { externalIcon, link as linkClass } from './Link.css';
import { linkTarget, linkText, type LinkData } from './linkTarget';
import { messages } from './messages';

export interface LinkProps extends Omit<
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
 * A link of the API or CMS. Other sites (or `isExternal`) open in a new tab and say so to screen
 * readers; addresses of this site go through the router (a plain link where there is none, as
 * in a widget on a CMS page); anchors, `mailto:` and `tel:` stay plain links.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { link, children, className, ...rest },
  ref,
) {
  const intl = useIntl();
  const inRouter = useInRouterContext();
  const { kind, href } = linkTarget(link, currentOrigin());
  const text = linkText(link);
  const content = children ?? text ?? intl.formatMessage(messages.fallback);
  // The title only adds something when it is not already the visible text.
  const title = link.title && link.title.trim() !== text ? link.title : undefined;
  const props = {
    ...rest,
    ref,
    title,
    className: [linkClass, className].filter(Boolean).join(' '),
  };

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
