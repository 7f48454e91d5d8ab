export { vars } from './theme.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { themeRoot, visuallyHidden } from './reset.css';
export { widgetContainer, widgetRoot } from './widgetRoot.css';
export { responsiveStyle, minWidth, print } from './media';
export {
  tokens,
  breakpoints,
  contentMaxWidth,
  gridColumns,
  tooltipTiming,
  type Breakpoint,
} from './tokens';
