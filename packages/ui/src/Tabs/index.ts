export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './Tabs';
export { HeaderTabs, type HeaderTab, type HeaderTabsProps } from './HeaderTabs';
