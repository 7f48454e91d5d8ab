import { Children, isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import type { ResponsiveSpace } from '../Grid/responsive';
import { sprinkles } from '../theme/sprinkles.css';
import { cx } from '../classNames';
import { list } from './Inline.css';
import { inlineLayout, type InlineLayout } from './inlineLayout';

export interface InlineProps extends HTMLAttributes<HTMLElement>, InlineLayout {
  /** Space between the items, across and between wrapped lines; responsive like Stack's. */
  space?: ResponsiveSpace;
  /** `ul`/`ol` wrap every item in an `li`. */
  as?: 'div' | 'ul' | 'ol';
  children?: ReactNode;
}

/** Items side by side, wrapping onto further lines when they do not fit. */
export function Inline({
  space = 'small',
  align,
  alignY,
  collapseBelow,
  as: Element = 'div',
  className,
  children,
  ...rest
}: InlineProps) {
  const isList = Element === 'ul' || Element === 'ol';
  const classes = cx(
    isList ? list : undefined,
    sprinkles({ ...inlineLayout({ align, alignY, collapseBelow }), gap: space }),
    className,
  );
  return (
    <Element className={classes} {...rest}>
      {isList
        ? Children.toArray(children).map((child, index) => (
            <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
          ))
        : children}
    </Element>
  );
}
