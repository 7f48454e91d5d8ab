import type { ReactNode } from 'react';
import { cx } from '../classNames';
import { Heading } from '../Heading';
import { LayoutBody, type LayoutStateProps } from './LayoutBody';
import { actions, body, header, page, titleRow } from './PageLayout.css';

export type PageLayoutProps = LayoutStateProps & {
  /** The page heading (h1). */
  title: ReactNode;
  /** A link back to the parent page, shown above the heading. */
  backLink?: ReactNode;
  /** Buttons or links beside the heading. */
  headerActions?: ReactNode;
  /** The page's tabs, usually `HeaderTabs`, between heading and content. */
  tabs?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/**
 * A page of the personal area: heading, optional back link, actions and tabs, then its content,
 * the loading spinner or the fetch-error block. At most 1280 px wide, centred.
 */
export function PageLayout({
  title,
  backLink,
  headerActions,
  tabs,
  state = 'content',
  onRetry,
  className,
  children,
}: PageLayoutProps) {
  return (
    <div className={cx(page, className)}>
      <div className={header}>
        {backLink ? <div>{backLink}</div> : null}
        <div className={titleRow}>
          <Heading level={1} size={{ xs: 'h2', md: 'h1' }}>
            {title}
          </Heading>
          {headerActions ? <div className={actions}>{headerActions}</div> : null}
        </div>
      </div>
      {tabs}
      <LayoutBody state={state} onRetry={onRetry} className={body}>
        {children}
      </LayoutBody>
    </div>
  );
}
