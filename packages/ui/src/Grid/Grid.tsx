import type { HTMLAttributes } from 'react';
import { sprinkles } from '../theme/sprinkles.css';
import { cx } from '../classNames';
import { grid, gridItem, spanClasses, startClasses, type GridSpan } from './Grid.css';
import { responsiveClassNames, type Responsive, type ResponsiveSpace } from './responsive';

export type { GridSpan };

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** Gap between rows and columns; responsive: `{ xs: 'small', lg: 'large' }`. */
  space?: ResponsiveSpace;
  /** `ul`/`ol` for a list of items (then render each `GridItem` `as="li"`). */
  as?: 'div' | 'section' | 'ul' | 'ol';
}

/** The 16-column layout grid. */
export function Grid({ space = 'medium', as: Element = 'div', className, ...rest }: GridProps) {
  const classes = cx(grid, sprinkles({ gap: space }), className);
  return <Element className={classes} {...rest} />;
}

export interface GridItemProps extends HTMLAttributes<HTMLElement> {
  /**
   * Columns covered, of 16: one number, or per breakpoint `{ xs: 16, md: 8, lg: 4 }` (a
   * breakpoint without a value keeps the smaller one's). Full width when not given.
   */
  span?: Responsive<GridSpan>;
  /** The column the item starts at, 1 to 16, or `auto` to flow; responsive like `span`. */
  start?: Responsive<GridSpan | 'auto'>;
  as?: 'div' | 'li' | 'section' | 'article';
}

export function GridItem({ span, start, as: Element = 'div', className, ...rest }: GridItemProps) {
  const classes = cx(
    gridItem,
    ...responsiveClassNames(span, spanClasses),
    ...responsiveClassNames(start, startClasses),
    className,
  );
  return <Element className={classes} {...rest} />;
}
