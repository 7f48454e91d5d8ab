export { Image, type ImageProps } from './Image';
export {
  imageSources,
  pickVersion,
  defaultImageVersion,
  type ImageAsset,
  type ImageRenditions,
  type RenditionWidths,
  type ImageSources,
} from './imageSources';
