import type { ImgHTMLAttributes } from 'react';
import { cx } from '../classNames';
import { image as imageClass } from './Image.css';
import {
  defaultImageVersion,
  imageSources,
  type ImageAsset,
  type RenditionWidths,
} from './imageSources';

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'title' | 'loading'
> {
  image: ImageAsset;
  /** The thumbnail definition; the first one present when the image lacks it. */
  version?: string;
  loading?: 'lazy' | 'eager';
  /** The `sizes` attribute; by default the `md` width from the md breakpoint, else the `xs` width. */
  sizes?: string;
  /** Widths of the `xs` and `md` files; by default `xs` = `image.width`, `md` = twice that. */
  widths?: RenditionWidths;
  /** Overrides `image.alt`. Without either the image counts as decorative (`alt=""`). */
  alt?: string;
}

/** An image with its responsive renditions; its size is reserved before it loads. */
export function Image({
  image,
  version = defaultImageVersion,
  loading = 'lazy',
  sizes,
  widths,
  alt,
  className,
  ...rest
}: ImageProps) {
  const sources = imageSources(image, { version, widths, sizes });
  if (!sources) return null;
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt ?? ''}
      title={image.title}
      loading={loading}
      decoding="async"
      className={cx(imageClass, className)}
      {...rest}
    />
  );
}
