import type { PressPhotoCategory, PressPhotoSize } from '@lindner/api/schema';
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../database/connection';
import {
  pressPhotoFiles,
  pressPhotos,
  pressPhotoTexts,
  pressReleaseDownloads,
  pressReleases,
  pressReleaseTexts,
  type PressPhotoFileRow,
  type PressPhotoRow,
  type PressPhotoTextRow,
  type PressReleaseDownloadRow,
  type PressReleaseRow,
  type PressReleaseTextRow,
  type TextLanguage,
} from './tables';

/** A page of a list: its rows and how many there are in all. */
export interface Paged<Row> {
  rows: Row[];
  total: number;
}

/** A release with the text an answer in a language is written from: that language's, else German. */
export interface ReleaseWithText {
  release: PressReleaseRow;
  text: PressReleaseTextRow;
}

const germanRelease = alias(pressReleaseTexts, 'german_text');
const localRelease = alias(pressReleaseTexts, 'local_text');

/** Releases joined with their German text and the text in `language`, if any. */
function releasesWithTexts(orm: Orm, language: TextLanguage) {
  return orm
    .select({ release: pressReleases, german: germanRelease, local: localRelease })
    .from(pressReleases)
    .innerJoin(
      germanRelease,
      and(eq(germanRelease.releaseSlug, pressReleases.slug), eq(germanRelease.language, 'de')),
    )
    .leftJoin(
      localRelease,
      and(eq(localRelease.releaseSlug, pressReleases.slug), eq(localRelease.language, language)),
    );
}

/** Released by `now`: a release dated later is under embargo until its date. */
const releasedBy = (now: Date) => lte(pressReleases.releasedAt, now);

/** A page of the releases out by `now`, newest first. */
export async function loadReleasePage(
  orm: Orm,
  language: TextLanguage,
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<Paged<ReleaseWithText>> {
  const [rows, [counted]] = await Promise.all([
    releasesWithTexts(orm, language)
      .where(releasedBy(now))
      .orderBy(desc(pressReleases.releasedAt), asc(pressReleases.slug))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    orm
      .select({ total: sql<number>`count(*)::int` })
      .from(pressReleases)
      .where(releasedBy(now)),
  ]);
  return {
    rows: rows.map(({ release, german, local }) => ({ release, text: local ?? german })),
    total: counted?.total ?? 0,
  };
}

/** A release out by `now` with its text and downloads; null if there is none of that slug. */
export async function loadRelease(
  orm: Orm,
  slug: string,
  language: TextLanguage,
  now = new Date(),
): Promise<(ReleaseWithText & { downloads: PressReleaseDownloadRow[] }) | null> {
  const [found] = await releasesWithTexts(orm, language).where(
    and(eq(pressReleases.slug, slug), releasedBy(now)),
  );
  if (!found) return null;
  const downloads = await orm
    .select()
    .from(pressReleaseDownloads)
    .where(eq(pressReleaseDownloads.releaseSlug, slug))
    .orderBy(asc(pressReleaseDownloads.position));
  return { release: found.release, text: found.local ?? found.german, downloads };
}

/** A download of a release out by `now`; null if that release has no file of that name. */
export async function loadReleaseDownload(
  orm: Orm,
  slug: string,
  fileName: string,
  now = new Date(),
): Promise<PressReleaseDownloadRow | null> {
  const [found] = await orm
    .select({ download: pressReleaseDownloads })
    .from(pressReleaseDownloads)
    .innerJoin(pressReleases, eq(pressReleases.slug, pressReleaseDownloads.releaseSlug))
    .where(
      and(
        eq(pressReleaseDownloads.releaseSlug, slug),
        eq(pressReleaseDownloads.fileName, fileName),
        releasedBy(now),
      ),
    );
  return found?.download ?? null;
}

/** Every release's slug that is released by `now` and has its German text, newest first, for the sitemap. */
export async function loadListedPressReleases(
  orm: Orm,
  now = new Date(),
): Promise<{ slug: string }[]> {
  return orm
    .select({ slug: pressReleases.slug })
    .from(pressReleases)
    .innerJoin(
      germanRelease,
      and(eq(germanRelease.releaseSlug, pressReleases.slug), eq(germanRelease.language, 'de')),
    )
    .where(releasedBy(now))
    .orderBy(desc(pressReleases.releasedAt), asc(pressReleases.slug));
}

// ——— Photos ———

/** A photo with its text in the answer's language (else German) and its files' facts. */
export interface PhotoWithText {
  photo: PressPhotoRow;
  text: PressPhotoTextRow;
  files: Omit<PressPhotoFileRow, 'bytes'>[];
}

export interface PhotoSearch {
  q?: string;
  category?: PressPhotoCategory;
  page: number;
  pageSize: number;
}

const germanPhoto = alias(pressPhotoTexts, 'german_text');
const localPhoto = alias(pressPhotoTexts, 'local_text');

/** `text` for LIKE: its wildcards and the escape character match only themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A page of photos, newest first: of a category, and whose caption or credit in the answer's
 * language (German where the photo has no text in it) contains `q`, case ignored.
 */
export async function searchPhotos(
  orm: Orm,
  language: TextLanguage,
  { q, category, page, pageSize }: PhotoSearch,
): Promise<Paged<PhotoWithText>> {
  const conditions: SQL[] = [];
  if (category) conditions.push(eq(pressPhotos.category, category));
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      sql`(coalesce(${localPhoto.caption}, ${germanPhoto.caption}) ILIKE ${pattern}
        OR coalesce(${localPhoto.credit}, ${germanPhoto.credit}) ILIKE ${pattern})`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const german = and(eq(germanPhoto.photoId, pressPhotos.id), eq(germanPhoto.language, 'de'));
  const local = and(eq(localPhoto.photoId, pressPhotos.id), eq(localPhoto.language, language));
  const [rows, [counted]] = await Promise.all([
    orm
      .select({ photo: pressPhotos, german: germanPhoto, local: localPhoto })
      .from(pressPhotos)
      .innerJoin(germanPhoto, german)
      .leftJoin(localPhoto, local)
      .where(where)
      .orderBy(desc(pressPhotos.uploadedAt), asc(pressPhotos.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    orm
      .select({ total: sql<number>`count(*)::int` })
      .from(pressPhotos)
      .innerJoin(germanPhoto, german)
      .leftJoin(localPhoto, local)
      .where(where),
  ]);
  const files = await filesOf(
    orm,
    rows.map(({ photo }) => photo.id),
  );
  return {
    rows: rows.map(({ photo, german, local }) => ({
      photo,
      text: local ?? german,
      files: files.filter((file) => file.photoId === photo.id),
    })),
    total: counted?.total ?? 0,
  };
}

/** The sizes' order in an answer: smallest first. */
const sizeOrder = sql`array_position(ARRAY['web', 'print', 'original']::text[], ${pressPhotoFiles.size})`;

async function filesOf(orm: Orm, photoIds: string[]): Promise<Omit<PressPhotoFileRow, 'bytes'>[]> {
  if (photoIds.length === 0) return [];
  return orm
    .select({
      photoId: pressPhotoFiles.photoId,
      size: pressPhotoFiles.size,
      contentType: pressPhotoFiles.contentType,
      width: pressPhotoFiles.width,
      height: pressPhotoFiles.height,
      sizeBytes: pressPhotoFiles.sizeBytes,
      shippedFile: pressPhotoFiles.shippedFile,
    })
    .from(pressPhotoFiles)
    .where(inArray(pressPhotoFiles.photoId, photoIds))
    .orderBy(sizeOrder);
}

/** A photo with its text and files' facts; null if there is none of that id. */
export async function loadPhoto(
  orm: Orm,
  id: string,
  language: TextLanguage,
): Promise<PhotoWithText | null> {
  const [photo] = await orm.select().from(pressPhotos).where(eq(pressPhotos.id, id));
  if (!photo) return null;
  const texts = await orm
    .select()
    .from(pressPhotoTexts)
    .where(
      and(
        eq(pressPhotoTexts.photoId, id),
        inArray(pressPhotoTexts.language, language === 'de' ? ['de'] : [language, 'de']),
      ),
    );
  const text =
    texts.find((each) => each.language === language) ??
    texts.find((each) => each.language === 'de');
  if (!text) return null;
  return { photo, text, files: await filesOf(orm, [id]) };
}

/** One size of a photo with its bytes (an upload's) or its shipped file's name. */
export async function loadPhotoFile(
  orm: Orm,
  id: string,
  size: PressPhotoSize,
): Promise<PressPhotoFileRow | null> {
  const [found] = await orm
    .select()
    .from(pressPhotoFiles)
    .where(and(eq(pressPhotoFiles.photoId, id), eq(pressPhotoFiles.size, size)));
  return found ?? null;
}

export interface NewPhoto {
  category: PressPhotoCategory;
  uploadedBy: string;
  texts: { language: TextLanguage; caption: string; credit: string }[];
  files: {
    size: PressPhotoSize;
    contentType: string;
    width: number;
    height: number;
    bytes: Buffer;
  }[];
}

/** Stores an uploaded photo with its texts and files; its id. */
export async function addPhoto(orm: Orm, photo: NewPhoto): Promise<string> {
  return orm.transaction(async (tx) => {
    const [added] = await tx
      .insert(pressPhotos)
      .values({ category: photo.category, uploadedBy: photo.uploadedBy })
      .returning({ id: pressPhotos.id });
    const id = added!.id;
    await tx.insert(pressPhotoTexts).values(photo.texts.map((text) => ({ photoId: id, ...text })));
    await tx
      .insert(pressPhotoFiles)
      .values(photo.files.map((file) => ({ photoId: id, ...file, sizeBytes: file.bytes.length })));
    return id;
  });
}

/** Deletes a photo with its texts and files; whether there was one. */
export async function deletePhoto(orm: Orm, id: string): Promise<boolean> {
  const deleted = await orm
    .delete(pressPhotos)
    .where(eq(pressPhotos.id, id))
    .returning({ id: pressPhotos.id });
  return deleted.length > 0;
}
