export { BarChart, type BarChartProps } from './BarChart';
export { BarChartPlaceholder, type BarChartPlaceholderProps } from './BarChartPlaceholder';
export type { Bar as BarChartBar } from './layout';
