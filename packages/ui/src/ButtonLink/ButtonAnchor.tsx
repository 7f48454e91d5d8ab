import { forwardRef, type AnchorHTMLAttributes } from 'react';
import type { ButtonVariants } from '../Button/Button.css';
import { buttonLinkClass } from './buttonLinkClass';

export interface ButtonAnchorProps extends ButtonVariants, AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** A plain `<a href>` that looks like a `Button`: the browser loads the address. */
export const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>(function ButtonAnchor(
  { variant, size, fullWidth, className, children, ...rest },
  ref,
) {
  return (
    <a {...rest} ref={ref} className={buttonLinkClass({ variant, size, fullWidth }, className)}>
      {children}
    </a>
  );
});
