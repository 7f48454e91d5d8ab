import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from '../Spinner';
import { cx } from '../classNames';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Shows a spinner and ignores clicks while an action runs; the label stays readable. */
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    busy = false,
    type = 'button',
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const classes = cx(button({ variant, size, fullWidth }), className);
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy ? <Spinner size="small" tone="inherit" /> : null}
      {children}
    </button>
  );
});
