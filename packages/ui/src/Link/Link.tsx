import { forwardRef } from 'react';
import { cx } from '../classNames';
import { link as linkClass } from './Link.css';
import { UnstyledLink, type UnstyledLinkProps } from './UnstyledLink';

export type LinkProps = UnstyledLinkProps;

/**
 * A link of the API or CMS. Other sites (or `isExternal`) open in a new tab and say so to screen
 * readers; addresses of this site go through the router (a plain link where there is none, as
 * in a widget on a CMS page); anchors, `mailto:` and `tel:` stay plain links.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { className, ...rest },
  ref,
) {
  return <UnstyledLink {...rest} ref={ref} className={cx(linkClass, className)} />;
});
