import { button, type ButtonVariants } from '../Button/Button.css';
import { cx } from '../classNames';

/** The classes of a link that looks like a `Button`. */
export const buttonLinkClass = (
  { variant, size, fullWidth }: ButtonVariants,
  className: string | undefined,
) => cx(button({ variant, size, fullWidth }), className);
