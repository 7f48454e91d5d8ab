export { TabContentLayout, type TabContentLayoutProps } from './TabContentLayout';
