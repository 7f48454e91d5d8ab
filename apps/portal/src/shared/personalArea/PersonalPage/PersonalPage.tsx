import { PageLayout, type PageLayoutProps } from '@lindner/ui';
import { createContext, useContext, type ReactNode } from 'react';

export interface PageChrome {
  /** The header tabs of the route's section. */
  tabs?: ReactNode;
  /** The link back to the page's parent. */
  backLink?: ReactNode;
}

const PageChromeContext = createContext<PageChrome>({});

/** Set by the personal area's layout for the route shown. */
export const PageChromeProvider = PageChromeContext.Provider;

/**
 * A page of the personal area: PageLayout with the back link and header tabs the layout chose
 * for the current route. Every personal page renders through it.
 */
export function PersonalPage(props: PageLayoutProps) {
  const { tabs, backLink } = useContext(PageChromeContext);
  return <PageLayout tabs={tabs} backLink={backLink} {...props} />;
}
