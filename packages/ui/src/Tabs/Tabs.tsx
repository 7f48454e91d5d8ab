import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cx } from '../classNames';
import { tab, tabList, tabPanel } from './Tabs.css';

export type TabsProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;

/** Tabs inside a page: arrow keys move between tabs, Home and End jump to the first and last. */
export const Tabs = forwardRef<ComponentRef<typeof RadixTabs.Root>, TabsProps>(
  function Tabs(props, ref) {
    return <RadixTabs.Root ref={ref} {...props} />;
  },
);

export type TabListProps = ComponentPropsWithoutRef<typeof RadixTabs.List>;

export const TabList = forwardRef<ComponentRef<typeof RadixTabs.List>, TabListProps>(
  function TabList({ className, ...rest }, ref) {
    return <RadixTabs.List ref={ref} className={cx(tabList, className)} {...rest} />;
  },
);

export type TabProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;

export const Tab = forwardRef<ComponentRef<typeof RadixTabs.Trigger>, TabProps>(function Tab(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Trigger ref={ref} className={cx(tab, className)} {...rest} />;
});

export type TabPanelProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

export const TabPanel = forwardRef<ComponentRef<typeof RadixTabs.Content>, TabPanelProps>(
  function TabPanel({ className, ...rest }, ref) {
    return <RadixTabs.Content ref={ref} className={cx(tabPanel, className)} {...rest} />;
  },
);
