import { avatarLimits, fieldErrorMessages, type FieldErrorKey } from '@lindner/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { failure } from './envelope';
import { errorMessages } from './errorMessages';

export type PictureProblem = 'fileType' | 'fileTooLarge' | 'imageTooLarge';

/** An upload that cannot become a picture; `problem` is a field error key. */
export class PictureError extends Error {
  constructor(readonly problem: PictureProblem) {
    super(`picture refused: ${problem}`);
  }
}

/** The answer's status for each refusal. */
export const pictureProblemStatus: Record<PictureProblem, number> = {
  fileType: 415,
  fileTooLarge: 413,
  imageTooLarge: 413,
};

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

export interface PictureFile<Rendition extends string> {
  rendition: Rendition;
  contentType: 'image/webp';
  width: number;
  height: number;
  bytes: Buffer;
}

export interface PictureShape<Rendition extends string> {
  /** Each file's width in pixels. */
  widths: Record<Rendition, number>;
  /** Height over width: 1 for a square, 3 / 4 for landscape 4:3. */
  aspect: number;
  /** WebP quality. */
  quality: number;
}

/**
 * The files of an uploaded picture: a JPEG, PNG or WebP picture (by content) of at most 10 MB
 * and 40 megapixels, turned upright by its EXIF orientation, cropped to a centred `aspect` and
 * re-encoded as WebP without any metadata (no EXIF, no GPS, no ICC profile beyond sRGB). The
 * pixel count is checked from the header before anything is decoded.
 */
export async function renderPicture<Rendition extends string>(
  upload: Buffer,
  { widths, aspect, quality }: PictureShape<Rendition>,
): Promise<PictureFile<Rendition>[]> {
  if (upload.length > avatarLimits.maxBytes) throw new PictureError('fileTooLarge');
  const type = sniffPictureType(upload);
  if (!type) throw new PictureError('fileType');

  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new PictureError('fileType');
  }
  if (metadata.format !== sharpFormats[type] || !metadata.width || !metadata.height) {
    throw new PictureError('fileType');
  }
  if (metadata.width * metadata.height > avatarLimits.maxPixels) {
    throw new PictureError('imageTooLarge');
  }

  const heightOf = (width: number) => Math.round(width * aspect);
  const largest = Math.max(...Object.values<number>(widths));
  let cropped: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, to raw pixels: nothing of the upload but its pixels goes further.
    cropped = await sharp(upload, { limitInputPixels: avatarLimits.maxPixels, failOn: 'error' })
      .autoOrient()
      .resize(largest, heightOf(largest), { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A truncated or corrupt file behind a valid header.
    throw new PictureError('fileType');
  }
  const { width, height, channels } = cropped.info;
  return Promise.all(
    (Object.entries(widths) as [Rendition, number][]).map(async ([rendition, side]) => {
      const bytes = await sharp(cropped.data, { raw: { width, height, channels } })
        .resize(side, heightOf(side))
        .webp({ quality, alphaQuality: 90 })
        .toBuffer();
      return {
        rendition,
        contentType: 'image/webp' as const,
        width: side,
        height: heightOf(side),
        bytes,
      };
    }),
  );
}

/** Refuses an upload with a 4xx whose message also stands on the form's `field`. */
export function refusePicture(
  request: FastifyRequest,
  reply: FastifyReply,
  field: string,
  status: number,
  key: FieldErrorKey,
) {
  const message = request.t(fieldErrorMessages[key]);
  return reply.status(status).send(failure(message, { [field]: message }));
}

/**
 * The bytes of the request's one picture in the form's `field`, or a Refusal thrown with the
 * message on that field (plugins/uploads.ts): 415 without a multipart body, 400 without the
 * picture, 413 over 10 MB.
 */
export async function uploadedPicture(request: FastifyRequest, field: string): Promise<Buffer> {
  const { bytes } = await request.uploadedFile({
    field,
    maxBytes: avatarLimits.maxBytes,
    messages: {
      tooLarge: fieldErrorMessages.fileTooLarge,
      required: fieldErrorMessages.fileRequired,
    },
  });
  return bytes;
}

const uploadIdPattern = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * `GET {path}/{uploadId}/{rendition}.webp`: a stored picture file. Public, because an `<img>`
 * cannot send a token: the upload id is 128 random bits found only where its owner's data is
 * shown, and a new upload retires it. Cached privately (never by shared caches) and only
 * readable by pages of this origin.
 */
export function servePictureFiles<Rendition extends string>(
  app: FastifyInstance,
  path: string,
  renditions: readonly Rendition[],
  load: (
    uploadId: string,
    rendition: Rendition,
  ) => Promise<{ contentType: string; bytes: Buffer } | null | undefined>,
) {
  app.get<{ Params: { uploadId: string; file: string } }>(
    `${path}/:uploadId/:file`,
    {
      config: { public: true },
      schema: {
        tags: ['pictures'],
        summary: 'A stored picture file (WebP), by its upload id and rendition',
      },
    },
    async (request, reply) => {
      const { uploadId, file } = request.params;
      const rendition = /^(.+)\.webp$/.exec(file)?.[1];
      const known =
        uploadIdPattern.test(uploadId) &&
        renditions.includes(rendition as Rendition) &&
        (await load(uploadId, rendition as Rendition));
      if (!known) return reply.status(404).send(failure(request.t(errorMessages.notFound)));
      return reply
        .type(known.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('content-security-policy', "default-src 'none'")
        .send(known.bytes);
    },
  );
}
