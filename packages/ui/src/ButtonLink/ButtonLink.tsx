import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { button, type ButtonVariants } from '../Button/Button.css';
import { cx } from '../classNames';
import { UnstyledLink, type UnstyledLinkProps } from '../Link/UnstyledLink';

/** Follows the address as `Link` does: the router, a new tab for other sites, or a plain link. */
interface ButtonLinkToLinkData extends ButtonVariants, UnstyledLinkProps {
  href?: never;
}

/** A plain `<a href>`: the browser loads the address, with or without a router around. */
interface ButtonLinkToHref extends ButtonVariants, AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  link?: never;
}

export type ButtonLinkProps = ButtonLinkToLinkData | ButtonLinkToHref;

/**
 * A link that looks like a `Button`, for actions that lead somewhere ("Enquire about
 * financing", "To the shop"). With `link` it goes where `Link` would; with `href` it is a plain
 * link. It cannot be disabled or busy: a link that does nothing is not a link.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, fullWidth, className, children, ...rest },
  ref,
) {
  const classes = cx(button({ variant, size, fullWidth }), className);
  if (rest.link) {
    return (
      <UnstyledLink {...rest} ref={ref} className={classes}>
        {children}
      </UnstyledLink>
    );
  }
  return (
    <a {...(rest as ButtonLinkToHref)} ref={ref} className={classes}>
      {children}
    </a>
  );
});
