/*
 * The old-timers' files: GENERATED PICTURES (sepia drawings of the historic models, made by
 * seed/drawOldTimerPictures.ts with sharp) in seed/old-timer-pictures/, and DEMO CATALOGUES
 * (small PDFs written by seed/writeOldTimerCatalogues.ts, marked "Nachdruck / Demo" on every
 * page) in seed/old-timer-catalogues/. No photo or document of Lindner is in the repository.
 */
import { readFile } from 'node:fs/promises';
import type { ImageAssetPayload } from '@lindner/api/schema';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { failure } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { oldTimerEntries } from '../../seed/oldTimers';

/** Where the pictures are: `{id}-{n}-{rendition}.webp`, n from 1. */
export const oldTimerPictureDir = new URL('../../seed/old-timer-pictures/', import.meta.url);

/** Where the catalogues are: each under its `fileName`. */
export const oldTimerCatalogueDir = new URL('../../seed/old-timer-catalogues/', import.meta.url);

/**
 * The files of each picture, 3:2 in pixels, as the model pictures': `xs` (480×320) for lists and
 * small screens, `md` (960×640), also the double-density `xs`, and `md@2x` (1920×1280).
 */
export const oldTimerPictureRenditions = {
  xs: [480, 320],
  md: [960, 640],
  'md@2x': [1920, 1280],
} as const;
export type OldTimerPictureRendition = keyof typeof oldTimerPictureRenditions;

/** The version name of an old-timer picture in `imageAssetSchema`'s `versions`. */
export const oldTimerPictureVersion = 'lindnerOldTimer';

/** The name of an old-timer's picture n (from 1): `bf-15-1`. */
export function oldTimerPictureName(oldTimerId: string, number: number): string {
  return `${oldTimerId}-${number}`;
}

/** Every picture there is: per old-timer one per alt text of its German texts. */
export const oldTimerPictureNames: string[] = oldTimerEntries.flatMap((entry) =>
  entry.texts.de.pictureAlts.map((_, index) => oldTimerPictureName(entry.id, index + 1)),
);

const picturePath = '/old-timer-pictures';

/** The image asset of a picture, at `{apiPath}/old-timer-pictures/{name}-{rendition}.webp`. */
export function oldTimerPictureAsset(
  apiPath: string,
  name: string,
  alt: string,
): ImageAssetPayload {
  const url = (rendition: OldTimerPictureRendition) =>
    `${apiPath}${picturePath}/${name}-${rendition}.webp`;
  return {
    versions: {
      [oldTimerPictureVersion]: {
        xs: url('xs'),
        'xs@2x': url('md'),
        md: url('md'),
        'md@2x': url('md@2x'),
      },
    },
    alt,
    width: oldTimerPictureRenditions.xs[0],
    height: oldTimerPictureRenditions.xs[1],
  };
}

const pictureFile = /^([a-z0-9-]+)-(xs|md|md@2x)\.webp$/;

/**
 * `GET /old-timer-pictures/{name}-{rendition}.webp`: the shipped pictures, public; read once and
 * kept.
 */
export function oldTimerPictureRoutes(app: FastifyInstance): void {
  const known = new Set(oldTimerPictureNames);
  const files = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { file: string } }>(
    `${picturePath}/:file`,
    {
      config: { public: true },
      schema: {
        tags: ['old-timers'],
        summary: 'A shipped old-timer picture (WebP): `{name}-{rendition}.webp`',
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
        bytes = readFile(new URL(file, oldTimerPictureDir));
        files.set(file, bytes);
      }
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=604800')
        .send(await bytes);
    },
  );
}

/** The shipped catalogue files, each read once and kept (they are small: under 20 kB each). */
export function catalogueFiles(): (fileName: string) => Promise<Buffer> {
  const files = new Map<string, Promise<Buffer>>();
  return (fileName) => {
    let bytes = files.get(fileName);
    if (!bytes) {
      bytes = readFile(new URL(fileName, oldTimerCatalogueDir));
      // A failed read is not kept: the next request tries again.
      bytes.catch(() => files.delete(fileName));
      files.set(fileName, bytes);
    }
    return bytes;
  };
}
