export { Inline, type InlineProps } from './Inline';
