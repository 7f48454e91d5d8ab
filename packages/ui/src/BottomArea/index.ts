export { BottomArea, type BottomAreaProps } from './BottomArea';
