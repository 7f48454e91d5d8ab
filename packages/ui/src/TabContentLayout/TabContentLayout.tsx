import type { ReactNode } from 'react';
import { LayoutBody, type LayoutStateProps } from '../PageLayout/LayoutBody';
import { cx } from '../classNames';
import { Heading } from '../Heading';
import { actions, header, tabContent } from './TabContentLayout.css';

export type TabContentLayoutProps = LayoutStateProps & {
  /** The tab's heading (h2); left out when the tab label already says it all. */
  title?: ReactNode;
  /** Buttons or links beside the heading. */
  headerActions?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** The content of one tab of a page: its own heading, spinner, fetch-error block or content. */
export function TabContentLayout({
  title,
  headerActions,
  state = 'content',
  onRetry,
  className,
  children,
}: TabContentLayoutProps) {
  return (
    <div className={cx(tabContent, className)}>
      {title || headerActions ? (
        <div className={header}>
          {title ? (
            <Heading level={2} size={{ xs: 'h3', md: 'h2' }}>
              {title}
            </Heading>
          ) : null}
          {headerActions ? <div className={actions}>{headerActions}</div> : null}
        </div>
      ) : null}
      <LayoutBody state={state} onRetry={onRetry}>
        {children}
      </LayoutBody>
    </div>
  );
}
