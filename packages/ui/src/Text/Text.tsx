import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../classNames';
import { text, type TextVariants } from './Text.css';

/** The elements text comes in; block ones (`p`, `div`, `li` …) and inline ones (`span` …). */
export type TextElement = 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'li' | 'dt' | 'dd';

export interface TextProps extends HTMLAttributes<HTMLElement>, TextVariants {
  /** The element; `p` when left out. The look comes from the variants, not from the element. */
  as?: TextElement;
}

/**
 * Body text in the design system's sizes, tones and weights, without margins. A variant left out
 * is inherited, so `<Text tone="muted">` inside a small notice stays small.
 */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as: Element = 'p', size, tone, weight, tabularNumbers, className, ...rest },
  ref,
) {
  return (
    <Element
      // One ref type for every element the union allows.
      ref={ref as never}
      className={cx(text({ size, tone, weight, tabularNumbers }), className)}
      {...rest}
    />
  );
});
