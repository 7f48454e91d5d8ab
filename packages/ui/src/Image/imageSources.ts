import { breakpoints } from '../theme/tokens';

/** One thumbnail definition's renditions: a small-screen and a medium-screen file, optionally at double density. */
export interface ImageRenditions {
  xs: string;
  md: string;
  'xs@2x'?: string;
  'md@2x'?: string;
}

/** An image asset as the API delivers it (SPEC.md section 3, "Image"). */
export interface ImageAsset {
  /** Renditions keyed by thumbnail definition, for example `mobile` or `lindnerAvatar`. */
  versions: Record<string, ImageRenditions>;
  alt?: string;
  title?: string;
  /** Intrinsic size of the `xs` rendition in CSS pixels; reserves the space before it loads. */
  width: number;
  height: number;
}

/** Pixel widths of the `xs` and `md` renditions, for the `srcset` width descriptors. */
export interface RenditionWidths {
  xs: number;
  md: number;
}

export interface ImageSources {
  src: string;
  srcSet: string;
  sizes: string;
}

export const defaultImageVersion = 'mobile';

/** The wanted thumbnail definition, else the first one present. */
export function pickVersion(
  versions: Record<string, ImageRenditions>,
  version: string = defaultImageVersion,
): ImageRenditions | undefined {
  return versions[version] ?? Object.values(versions)[0];
}

/** Without explicit widths, `xs` is the image's width and `md` twice that. */
export function renditionWidths(image: Pick<ImageAsset, 'width'>, widths?: RenditionWidths) {
  return widths ?? { xs: image.width, md: image.width * 2 };
}

/**
 * `src`, `srcset` and `sizes` of an image. Width descriptors: `xs` and `md` at their widths,
 * the `@2x` files at twice theirs. Where two files share a width (by default `md` and
 * `xs@2x`), the earlier of xs, md, xs@2x, md@2x is kept. Empty addresses are skipped;
 * `undefined` when there is no file at all.
 */
export function imageSources(
  image: ImageAsset,
  options: { version?: string; widths?: RenditionWidths; sizes?: string } = {},
): ImageSources | undefined {
  const renditions = pickVersion(image.versions, options.version);
  if (!renditions) return undefined;
  const widths = renditionWidths(image, options.widths);
  const candidates: Array<[string | undefined, number]> = [
    [renditions.xs, widths.xs],
    [renditions.md, widths.md],
    [renditions['xs@2x'], widths.xs * 2],
    [renditions['md@2x'], widths.md * 2],
  ];
  const seen = new Set<number>();
  const srcSet: string[] = [];
  for (const [url, width] of candidates) {
    if (!url || seen.has(width)) continue;
    seen.add(width);
    srcSet.push(`${url} ${width}w`);
  }
  const src = renditions.xs || renditions.md;
  if (!src) return undefined;
  return {
    src,
    srcSet: srcSet.join(', '),
    sizes: options.sizes ?? `(min-width: ${breakpoints.md}px) ${widths.md}px, ${widths.xs}px`,
  };
}
