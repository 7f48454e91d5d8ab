export { cx, type ClassName } from './cx';
