/*
 * The old-timers' files: GENERATED PICTURES (sepia drawings of the historic models, made by
 * seed/drawOldTimerPictures.ts with sharp) in seed/old-timer-pictures/, and DEMO CATALOGUES
 * (small PDFs written by seed/writeOldTimerCatalogues.ts, marked "Nachdruck / Demo" on every
 * page) in seed/old-timer-catalogues/. No photo or document of Lindner is in the repository.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import {
  shippedPictureAsset,
  shippedPictureRenditions,
  shippedPictureRoutes,
  type ShippedPictureRendition,
  type ShippedPictures,
} from '../../plugins/shippedPictures';
import { oldTimerEntries } from '../../referenceData/oldTimers';

/** Where the pictures are: `{id}-{n}-{rendition}.webp`, n from 1. */
export const oldTimerPictureDir = new URL('../../seed/old-timer-pictures/', import.meta.url);

/** Where the catalogues are: each under its `fileName`. */
export const oldTimerCatalogueDir = new URL('../../seed/old-timer-catalogues/', import.meta.url);

/** The files of each picture: those of every shipped picture, as the model pictures'. */
export const oldTimerPictureRenditions = shippedPictureRenditions;
export type OldTimerPictureRendition = ShippedPictureRendition;

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

const oldTimerPictures: ShippedPictures = {
  path: '/old-timer-pictures',
  dir: oldTimerPictureDir,
  version: oldTimerPictureVersion,
  names: oldTimerPictureNames,
  tag: 'old-timers',
  summary: 'A shipped old-timer picture (WebP): `{name}-{rendition}.webp`',
};

/** The image asset of a picture, at `{apiPath}/old-timer-pictures/{name}-{rendition}.webp`. */
export const oldTimerPictureAsset = (apiPath: string, name: string, alt: string) =>
  shippedPictureAsset(oldTimerPictures, apiPath, name, alt);

/** `GET /old-timer-pictures/{name}-{rendition}.webp`: the shipped pictures, public. */
export const oldTimerPictureRoutes = (app: FastifyInstance) =>
  shippedPictureRoutes(app, oldTimerPictures);

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
