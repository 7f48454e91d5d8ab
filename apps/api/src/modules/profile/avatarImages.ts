import {
  avatarLimits,
  avatarPixelWidths,
  avatarRenditions,
  type AvatarRendition,
} from '@lindner/api/schema';
import sharp, { type Metadata, type OutputInfo } from 'sharp';

export type AvatarProblem = 'fileType' | 'fileTooLarge' | 'imageTooLarge';

/** An upload that cannot become an avatar; `problem` is a field error key. */
export class AvatarImageError extends Error {
  constructor(readonly problem: AvatarProblem) {
    super(`avatar refused: ${problem}`);
  }
}

export interface AvatarFile {
  rendition: AvatarRendition;
  contentType: 'image/webp';
  width: number;
  height: number;
  bytes: Buffer;
}

type PictureType = (typeof avatarLimits.types)[number];

/** The picture's type by its first bytes; names and declared types are not trusted. */
export function sniffPictureType(bytes: Buffer): PictureType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

const sharpFormats: Record<PictureType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The largest file's side; the others are scaled from it. */
const largestWidth = Math.max(...Object.values(avatarPixelWidths));

/**
 * The avatar files of an upload: a JPEG, PNG or WebP picture of at most 10 MB and 40
 * megapixels, turned upright by its EXIF orientation, cropped to a centred square and
 * re-encoded as WebP without any metadata (no EXIF, no GPS, no ICC profile beyond sRGB).
 * The pixel count is checked from the header before anything is decoded.
 */
export async function renderAvatar(upload: Buffer): Promise<AvatarFile[]> {
  if (upload.length > avatarLimits.maxBytes) throw new AvatarImageError('fileTooLarge');
  const type = sniffPictureType(upload);
  if (!type) throw new AvatarImageError('fileType');

  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new AvatarImageError('fileType');
  }
  if (metadata.format !== sharpFormats[type] || !metadata.width || !metadata.height) {
    throw new AvatarImageError('fileType');
  }
  if (metadata.width * metadata.height > avatarLimits.maxPixels) {
    throw new AvatarImageError('imageTooLarge');
  }

  let square: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, to raw pixels: nothing of the upload but its pixels goes further.
    square = await sharp(upload, { limitInputPixels: avatarLimits.maxPixels, failOn: 'error' })
      .autoOrient()
      .resize(largestWidth, largestWidth, { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A truncated or corrupt file behind a valid header.
    throw new AvatarImageError('fileType');
  }
  const { width, height, channels } = square.info;
  return Promise.all(
    avatarRenditions.map(async (rendition) => {
      const side = avatarPixelWidths[rendition];
      const bytes = await sharp(square.data, { raw: { width, height, channels } })
        .resize(side, side)
        .webp({ quality: 82, alphaQuality: 90 })
        .toBuffer();
      return { rendition, contentType: 'image/webp' as const, width: side, height: side, bytes };
    }),
  );
}
