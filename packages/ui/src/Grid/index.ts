export { Grid, GridItem, type GridProps, type GridItemProps, type GridSpan } from './Grid';
export type { Responsive, ResponsiveCondition, ResponsiveSpace } from './responsive';
