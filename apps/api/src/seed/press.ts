import { stat } from 'node:fs/promises';
import type { Database } from '../database/connection';
import { pressKitDir, pressPhotoDir } from '../modules/press/pressFiles';
import {
  pressPhotoFiles,
  pressPhotos,
  pressPhotoTexts,
  pressReleaseDownloads,
  pressReleases,
  pressReleaseTexts,
  type TextLanguage,
} from '../modules/press/tables';
import { pressPhotoSeed, pressPhotoSizesPx } from './pressPhotos';
import { pressReleaseSeed } from './pressReleases';

type Writer = Pick<Database['orm'], 'insert'>;

const dayMs = 24 * 60 * 60 * 1000;

/** Noon (UTC) `days` before `today`: releases and photos of one day keep the list's order. */
function daysBefore(today: Date, days: number, minutes = 0): Date {
  const noon = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12);
  return new Date(noon - days * dayMs - minutes * 60_000);
}

const sizeOf = async (dir: URL, file: string) => (await stat(new URL(file, dir))).size;

/**
 * The demo press releases (seed/pressReleases.ts) with their downloads, and the demo press photos
 * (seed/pressPhotos.ts) with their shipped files. Running it again adds nothing twice.
 */
export async function seedPress(orm: Writer, today: Date): Promise<void> {
  for (const [index, release] of pressReleaseSeed.entries()) {
    const added = await orm
      .insert(pressReleases)
      .values({
        slug: release.slug,
        releasedAt: daysBefore(today, release.daysAgo, index),
        contactName: release.contact.name,
        contactEmail: release.contact.email,
        contactPhone: release.contact.phone,
      })
      .onConflictDoNothing()
      .returning({ slug: pressReleases.slug });
    if (added.length === 0) continue;
    await orm.insert(pressReleaseTexts).values(
      Object.entries(release.texts).map(([language, text]) => ({
        releaseSlug: release.slug,
        language: language as TextLanguage,
        ...text,
      })),
    );
    await orm.insert(pressReleaseDownloads).values(
      await Promise.all(
        release.downloads.map(async (fileName, position) => ({
          releaseSlug: release.slug,
          fileName,
          contentType: 'application/pdf',
          sizeBytes: await sizeOf(pressKitDir, fileName),
          position,
        })),
      ),
    );
  }

  for (const [index, photo] of pressPhotoSeed.entries()) {
    const added = await orm
      .insert(pressPhotos)
      .values({
        id: photo.id,
        category: photo.category,
        uploadedAt: daysBefore(today, photo.daysAgo, index),
      })
      .onConflictDoNothing()
      .returning({ id: pressPhotos.id });
    if (added.length === 0) continue;
    await orm.insert(pressPhotoTexts).values(
      Object.entries(photo.texts).map(([language, text]) => ({
        photoId: photo.id,
        language: language as TextLanguage,
        ...text,
      })),
    );
    await orm.insert(pressPhotoFiles).values(
      await Promise.all(
        Object.entries(pressPhotoSizesPx).map(async ([size, [width, height]]) => {
          const shippedFile = `${photo.name}-${size}.jpg`;
          return {
            photoId: photo.id,
            size: size as 'web' | 'print',
            contentType: 'image/jpeg',
            width,
            height,
            sizeBytes: await sizeOf(pressPhotoDir, shippedFile),
            shippedFile,
          };
        }),
      ),
    );
  }
}
