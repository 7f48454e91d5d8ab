import { readFile } from 'node:fs/promises';
import type { ImageAssetPayload } from '@lindner/api/schema';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { failure } from './envelope';
import { errorMessages } from './errorMessages';

// Pictures the seed ships as files (the model pages', the old-timers'), drawn by a script in
// seed/ and served as they are: `{name}-{rendition}.webp` in a folder of their own.

/**
 * The files of each picture, 3:2 in pixels: `xs` (480×320) for lists and small screens, `md`
 * (960×640) for the page, which is also the double-density `xs`, and `md@2x` (1920×1280).
 */
export const shippedPictureRenditions = {
  xs: [480, 320],
  md: [960, 640],
  'md@2x': [1920, 1280],
} as const;
export type ShippedPictureRendition = keyof typeof shippedPictureRenditions;

/** One kind of shipped pictures. */
export interface ShippedPictures {
  /** Below the API's path: `/model-pictures`. */
  path: string;
  /** The folder of the files. */
  dir: URL;
  /** The version name in `imageAssetSchema`'s `versions`. */
  version: string;
  /** Every picture there is, by name. */
  names: readonly string[];
  /** The route's tag and summary in the API's reference. */
  tag: string;
  summary: string;
}

/** The image asset of a picture, at `{apiPath}{path}/{name}-{rendition}.webp`. */
export function shippedPictureAsset(
  pictures: ShippedPictures,
  apiPath: string,
  name: string,
  alt: string,
): ImageAssetPayload {
  const url = (rendition: ShippedPictureRendition) =>
    `${apiPath}${pictures.path}/${name}-${rendition}.webp`;
  return {
    versions: {
      [pictures.version]: {
        xs: url('xs'),
        'xs@2x': url('md'),
        md: url('md'),
        'md@2x': url('md@2x'),
      },
    },
    alt,
    width: shippedPictureRenditions.xs[0],
    height: shippedPictureRenditions.xs[1],
  };
}

const pictureFile = /^([a-z0-9-]+)-(xs|md|md@2x)\.webp$/;

/** `GET {path}/{name}-{rendition}.webp`: the shipped pictures, public; read once and kept. */
export function shippedPictureRoutes(app: FastifyInstance, pictures: ShippedPictures): void {
  const known = new Set(pictures.names);
  const files = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { file: string } }>(
    `${pictures.path}/:file`,
    {
      config: { public: true },
      schema: {
        tags: [pictures.tag],
        summary: pictures.summary,
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const match = pictureFile.exec(file);
      if (!match || !known.has(match[1]!)) {
        return reply.status(404).send(failure(request.t(errorMessages.notFound)));
      }
      let bytes = files.get(file);
      if (!bytes) {
        bytes = readFile(new URL(file, pictures.dir));
        files.set(file, bytes);
      }
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=604800')
        .send(await bytes);
    },
  );
}
