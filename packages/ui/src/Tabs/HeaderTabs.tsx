import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { headerTabItem, headerTabList, tab } from './Tabs.css';

export interface HeaderTab {
  /** Route path the tab leads to. */
  to: string;
  label: ReactNode;
  /** Selected only on exactly this path, not on the paths below it (for a section's root tab). */
  end?: boolean;
}

export interface HeaderTabsProps {
  items: HeaderTab[];
  /** Accessible name of the navigation, e.g. the page title. */
  label: string;
  className?: string;
}

/**
 * A page's sub-pages as tabs. They are links, not ARIA tabs: each is its own route, so the
 * browser's back button, bookmarks and the Tab key behave as for any navigation.
 */
export function HeaderTabs({ items, label, className }: HeaderTabsProps) {
  return (
    <nav aria-label={label} className={className}>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
      <ul role="list" className={headerTabList}>
        {items.map((item) => (
          <li key={item.to} className={headerTabItem}>
            <NavLink to={item.to} end={item.end} className={tab}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
