import type { HTMLAttributes } from 'react';
import { cx } from '../classNames';
import { container } from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; `main` for the page content, `section` or `header` where fitting. */
  as?: 'div' | 'main' | 'section' | 'header' | 'footer' | 'article';
}

/** Centres page content at the content maximum width of 1280 px, with padding that grows. */
export function Container({ as: Element = 'div', className, ...rest }: ContainerProps) {
  return <Element className={cx(container, className)} {...rest} />;
}
