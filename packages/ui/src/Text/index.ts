export { Text, type TextElement, type TextProps } from './Text';
