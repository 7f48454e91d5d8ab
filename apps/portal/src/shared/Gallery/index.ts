export { Gallery, type GalleryPhoto, type GalleryProps, type GalleryTexts } from './Gallery';
