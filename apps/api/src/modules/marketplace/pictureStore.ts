import { randomBytes } from 'node:crypto';
import { adLimits, avatarRenditions } from '@lindner/api/schema';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import type { PictureFile } from '../../plugins/pictures';
import { classifiedAdImageFiles, classifiedAdImages, classifiedAds } from './tables';

// An ad's pictures: uploads re-encoded to four WebP files each, or (the demo ads) one of the
// shipped generated machine pictures.

/** The renditions of an ad's uploaded picture: the avatar's names, 4:3 landscape. */
export const adImageRenditions = avatarRenditions;
export type AdImageRendition = (typeof adImageRenditions)[number];

/** Pixel widths of an ad picture's files; each is 4:3 (`xs` 320 × 240). */
export const adImagePixelWidths: Record<AdImageRendition, number> = {
  xs: 320,
  md: 640,
  'xs@2x': 640,
  'md@2x': 1280,
};
export const adImageAspect = 3 / 4;

/** Where the owner's answers find the files of uploaded pictures, below the API's path. */
export const adImagePath = '/classified-ad-images';

/** The rendition a file name (`md@2x.webp`) asks for, or null. */
export function renditionOf(file: string): AdImageRendition | null {
  const rendition = /^(.+)\.webp$/.exec(file)?.[1];
  return adImageRenditions.find((known) => known === rendition) ?? null;
}

export async function countImages(orm: Orm, adId: string): Promise<number> {
  const [row] = await orm
    .select({ images: count() })
    .from(classifiedAdImages)
    .where(eq(classifiedAdImages.adId, adId));
  return row?.images ?? 0;
}

/** Stores an upload's files as a new picture of the ad, unless the ad has its maximum. */
export async function addImage(
  orm: Orm,
  adId: string,
  files: PictureFile<AdImageRendition>[],
): Promise<boolean> {
  const uploadId = randomBytes(16).toString('base64url');
  return orm.transaction(async (tx) => {
    // One picture at a time per ad: the count below cannot be overtaken.
    await tx.execute(sql`SELECT id FROM classified_ads WHERE id = ${adId} FOR UPDATE`);
    const [row] = await tx
      .select({ images: count() })
      .from(classifiedAdImages)
      .where(eq(classifiedAdImages.adId, adId));
    if ((row?.images ?? 0) >= adLimits.images) return false;
    await tx.insert(classifiedAdImages).values({ adId, uploadId });
    await tx.insert(classifiedAdImageFiles).values(
      files.map(({ rendition, contentType, width, height, bytes }) => ({
        uploadId,
        rendition,
        contentType,
        width,
        height,
        bytes,
      })),
    );
    return true;
  });
}

export async function deleteImage(orm: Orm, adId: string, imageId: string): Promise<boolean> {
  const deleted = await orm
    .delete(classifiedAdImages)
    .where(and(eq(classifiedAdImages.id, imageId), eq(classifiedAdImages.adId, adId)))
    .returning({ id: classifiedAdImages.id });
  return deleted.length > 0;
}

const fileColumns = {
  contentType: classifiedAdImageFiles.contentType,
  bytes: classifiedAdImageFiles.bytes,
};

/** A file of an uploaded picture by its upload id (the owner's address), whatever the ad. */
export async function loadImageFile(orm: Orm, uploadId: string, rendition: AdImageRendition) {
  const [file] = await orm
    .select(fileColumns)
    .from(classifiedAdImageFiles)
    .where(
      and(
        eq(classifiedAdImageFiles.uploadId, uploadId),
        eq(classifiedAdImageFiles.rendition, rendition),
      ),
    );
  return file;
}

/** A file of one of the ad's uploaded pictures, with the ad it shows (to judge who may see it). */
export async function loadAdImageFile(
  orm: Orm,
  adId: string,
  imageId: string,
  rendition: AdImageRendition,
) {
  const [found] = await orm
    .select({
      ...fileColumns,
      ad: {
        userId: classifiedAds.userId,
        status: classifiedAds.status,
        hiddenReason: classifiedAds.hiddenReason,
      },
    })
    .from(classifiedAdImages)
    .innerJoin(classifiedAds, eq(classifiedAds.id, classifiedAdImages.adId))
    .innerJoin(
      classifiedAdImageFiles,
      eq(classifiedAdImageFiles.uploadId, classifiedAdImages.uploadId),
    )
    .where(
      and(
        eq(classifiedAdImages.id, imageId),
        eq(classifiedAdImages.adId, adId),
        eq(classifiedAdImageFiles.rendition, rendition),
      ),
    );
  return found;
}
