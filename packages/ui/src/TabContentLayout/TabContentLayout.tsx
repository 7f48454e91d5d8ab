import type { ReactNode } from 'react';
import { LayoutBody, type LayoutStateProps } from '../PageLayout/LayoutBody';
import { actions, header, tabContent, title as titleStyle } from './TabContentLayout.css';

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
    <div className={[tabContent, className].filter(Boolean).join(' ')}>
      {title || headerActions ? (
        <div className={header}>
          {title ? <h2 className={titleStyle}>{title}</h2> : null}
          {headerActions ? <div className={actions}>{headerActions}</div> : null}
        </div>
      ) : null}
      <LayoutBody state={state} onRetry={onRetry}>
        {children}
      </LayoutBody>
    </div>
  );
}
