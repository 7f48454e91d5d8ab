import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../classNames';
import { responsiveClassNames, type Responsive } from '../Grid/responsive';
import { heading, headingSizes, type HeadingSize } from './Heading.css';

export type { HeadingSize };

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The element, `h1` to `h4`: where the heading sits in the page's outline. */
  level: HeadingLevel;
  /**
   * How large it looks, independent of the level: `h1` … `h4`, `large` or `standard`; per
   * breakpoint `{ xs: 'h2', md: 'h1' }`. The level's own size when left out.
   */
  size?: Responsive<HeadingSize>;
}

/** A heading in the heading font; its level gives the outline, its size the look. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size = `h${level}`, className, ...rest },
  ref,
) {
  const Element = `h${level}` as const;
  return (
    <Element
      ref={ref}
      className={cx(heading, ...responsiveClassNames(size, headingSizes), className)}
      {...rest}
    />
  );
});
