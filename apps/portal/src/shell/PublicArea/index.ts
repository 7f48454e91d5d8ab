export { PublicArea, type PublicAreaProps } from './PublicArea';
