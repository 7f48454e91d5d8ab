import { forwardRef } from 'react';
import type { ButtonVariants } from '../Button/Button.css';
import { UnstyledLink, type UnstyledLinkProps } from '../Link/UnstyledLink';
import { buttonLinkClass } from './buttonLinkClass';

export interface ButtonLinkProps extends ButtonVariants, UnstyledLinkProps {}

/**
 * A link that looks like a `Button`, for actions that lead somewhere ("Add a vehicle"). It goes
 * where `Link` would: the router, a new tab for other sites, or a plain link. It cannot be
 * disabled or busy: a link that does nothing is not a link. Widgets on CMS pages, which have
 * no router, use `ButtonAnchor` and do without the router's code.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, fullWidth, className, ...rest },
  ref,
) {
  return (
    <UnstyledLink
      {...rest}
      ref={ref}
      className={buttonLinkClass({ variant, size, fullWidth }, className)}
    />
  );
});
