export { PageLayout, type PageLayoutProps } from './PageLayout';
export type { LayoutStateProps } from './LayoutBody';
export { layoutStateOf, type LayoutState, type FetchFlags } from './layoutState';
