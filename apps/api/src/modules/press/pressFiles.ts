/*
 * The press area's files: DEMO PRESS KITS (small PDFs written by seed/writePressKits.ts, marked
 * "Demo" on every page) in seed/press-kits/, GENERATED PHOTOS (drawings made by
 * seed/drawPressPhotos.ts with sharp, not photos of Lindner) in seed/press-photos/, and the
 * photos staff upload, re-encoded here.
 */
import { readFile } from 'node:fs/promises';
import { avatarLimits, type PressPhotoSize } from '@lindner/api/schema';
import sharp, { type OutputInfo } from 'sharp';
import { PictureError, sniffPictureType } from '../../plugins/pictures';

/** Where the press kits are: each under its `fileName`. */
export const pressKitDir = new URL('../../seed/press-kits/', import.meta.url);

/** Where the seed's photos are: `{name}-{size}.jpg`. */
export const pressPhotoDir = new URL('../../seed/press-photos/', import.meta.url);

/** Shipped files, each read once and kept (they are small); a failed read is tried again. */
export function shippedFiles(dir: URL): (fileName: string) => Promise<Buffer> {
  const files = new Map<string, Promise<Buffer>>();
  return (fileName) => {
    let bytes = files.get(fileName);
    if (!bytes) {
      bytes = readFile(new URL(fileName, dir));
      bytes.catch(() => files.delete(fileName));
      files.set(fileName, bytes);
    }
    return bytes;
  };
}

/** The longer side of the `web` size, in pixels. */
export const webSide = 1280;
/** The longer side a `print` file keeps at most, in pixels. */
export const printSide = 4000;

export interface PhotoFile {
  size: PressPhotoSize;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * The files of an uploaded photo: a JPEG, PNG or WebP picture (by its content; a script named
 * .jpg is refused) of at most 10 MB and 40 megapixels, turned upright by its EXIF orientation
 * and re-encoded as JPEG without any metadata (no EXIF, no GPS): `web` at most 1280 px on its
 * longer side, `print` in its own size up to 4000 px. Its aspect ratio is kept (a press photo is
 * not cropped). Refusals as PictureError, with the problem as a field error key.
 */
export async function renderPressPhoto(upload: Buffer): Promise<PhotoFile[]> {
  if (upload.length > avatarLimits.maxBytes) throw new PictureError('fileTooLarge');
  const type = sniffPictureType(upload);
  if (!type) throw new PictureError('fileType');
  let width: number | undefined;
  let height: number | undefined;
  let format: string | undefined;
  try {
    ({ width, height, format } = await sharp(upload, { limitInputPixels: false }).metadata());
  } catch {
    throw new PictureError('fileType');
  }
  if (format !== type.slice('image/'.length) || !width || !height) {
    throw new PictureError('fileType');
  }
  if (width * height > avatarLimits.maxPixels) throw new PictureError('imageTooLarge');
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, to raw pixels: nothing of the upload but its pixels goes further.
    pixels = await sharp(upload, { limitInputPixels: avatarLimits.maxPixels, failOn: 'error' })
      .autoOrient()
      .resize(printSide, printSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A truncated or corrupt file behind a valid header.
    throw new PictureError('fileType');
  }
  const raw = {
    width: pixels.info.width,
    height: pixels.info.height,
    channels: pixels.info.channels,
  };
  const encode = async (size: PressPhotoSize, side: number, quality: number) => {
    const { data, info } = await sharp(pixels.data, { raw })
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      size,
      contentType: 'image/jpeg' as const,
      width: info.width,
      height: info.height,
      bytes: data,
    };
  };
  return Promise.all([encode('web', webSide, 80), encode('print', printSide, 90)]);
}
