import { Children, isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import type { ResponsiveSpace } from '../Grid/responsive';
import { sprinkles } from '../theme/sprinkles.css';
import { cx } from '../classNames';
import { flexAlign, type Align } from './alignment';
import { divided, list } from './Stack.css';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between the items; responsive: `{ xs: 'small', md: 'large' }`. */
  space?: ResponsiveSpace;
  /** Horizontal alignment of the items; without it they take the full width. */
  align?: Align;
  /** A thin line between the items, with the space on both sides of it. */
  dividers?: boolean;
  /** `ul`/`ol` wrap every item in an `li`. */
  as?: 'div' | 'section' | 'ul' | 'ol';
  children?: ReactNode;
}

/** Items one below the other with even space between them. */
export function Stack({
  space = 'medium',
  align,
  dividers = false,
  as: Element = 'div',
  className,
  children,
  ...rest
}: StackProps) {
  const isList = Element === 'ul' || Element === 'ol';
  const wrapped = isList || dividers;
  const alignItems = align ? flexAlign(align) : 'stretch';
  const classes = cx(
    isList ? list : undefined,
    sprinkles({
      display: 'flex',
      flexDirection: 'column',
      gap: space,
      alignItems: wrapped ? 'stretch' : alignItems,
    }),
    className,
  );

  if (!wrapped) {
    return (
      <Element className={classes} {...rest}>
        {children}
      </Element>
    );
  }

  const Item = isList ? 'li' : 'div';
  return (
    <Element className={classes} {...rest}>
      {Children.toArray(children).map((child, index) => (
        <Item
          key={isValidElement(child) && child.key !== null ? child.key : index}
          className={cx(
            sprinkles({ display: 'flex', flexDirection: 'column', alignItems }),
            dividers && index > 0 ? divided : undefined,
            dividers && index > 0 ? sprinkles({ paddingTop: space }) : undefined,
          )}
        >
          {child}
        </Item>
      ))}
    </Element>
  );
}
