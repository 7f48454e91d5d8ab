import type {
  NewsLanguage,
  UpfrontNewsArticle,
  upfrontNewsInputSchema,
  UpfrontNewsSummary,
} from '@lindner/api/schema';
import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import type * as z from 'zod/mini';
import { machinePhotoAsset } from '../../plugins/machinePhotos';
import {
  upfrontNews,
  upfrontNewsReads,
  upfrontNewsTexts,
  type UpfrontNewsRow,
  type UpfrontNewsTextRow,
} from './tables';

/** An article as a member of staff writes it, checked and trimmed. */
export type ValidUpfrontNewsInput = z.output<typeof upfrontNewsInputSchema>;

const readBy = (userId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${upfrontNewsReads} WHERE ${upfrontNewsReads.userId} = ${userId} AND ${upfrontNewsReads.newsId} = ${upfrontNews.id})`;

/** The pattern of a slug, as the table's check has it. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The English or French texts of articles, by article id; none for German. */
async function translationsOf(
  orm: Orm,
  ids: string[],
  language: NewsLanguage,
): Promise<Map<string, UpfrontNewsTextRow>> {
  if (language === 'de' || ids.length === 0) return new Map();
  const rows = await orm
    .select()
    .from(upfrontNewsTexts)
    .where(and(inArray(upfrontNewsTexts.newsId, ids), eq(upfrontNewsTexts.language, language)));
  return new Map(rows.map((row) => [row.newsId, row]));
}

/** An article's texts: the translation where there is one, else its German ones. */
function textsOf(row: UpfrontNewsRow, translation: UpfrontNewsTextRow | undefined) {
  if (!translation) {
    const { title, teaser, body, photoAlt } = row;
    return { title, teaser, body, photoAlt, textLanguage: 'de' as NewsLanguage };
  }
  const { title, teaser, body, photoAlt, language } = translation;
  return { title, teaser, body, photoAlt: photoAlt ?? row.photoAlt, textLanguage: language };
}

/** `apiPath`: the API's path, where the pictures are served (`/api/portal`). */
function summaryOf(
  row: UpfrontNewsRow,
  translation: UpfrontNewsTextRow | undefined,
  read: boolean,
  apiPath: string,
): UpfrontNewsSummary {
  const texts = textsOf(row, translation);
  return {
    slug: row.slug,
    title: texts.title,
    teaser: texts.teaser,
    publishedAt: row.publishedAt.toISOString(),
    image:
      row.photo === null
        ? null
        : machinePhotoAsset(apiPath, row.photo, texts.photoAlt ?? texts.title),
    read,
    textLanguage: texts.textLanguage,
  };
}

/** Every article, newest first (by slug among those of one moment), each with the user's mark. */
export async function loadUpfrontNews(
  orm: Orm,
  userId: string,
  apiPath: string,
  language: NewsLanguage,
): Promise<UpfrontNewsSummary[]> {
  const rows = await orm
    .select({ row: upfrontNews, read: readBy(userId) })
    .from(upfrontNews)
    .orderBy(desc(upfrontNews.publishedAt), desc(upfrontNews.slug));
  const translations = await translationsOf(
    orm,
    rows.map(({ row }) => row.id),
    language,
  );
  return rows.map(({ row, read }) =>
    summaryOf(row, translations.get(row.id), Boolean(read), apiPath),
  );
}

/**
 * The article of a slug, marked read for the user from now on (it answers `read: true`), with
 * the previous (older) and next (newer) article; null for an unknown slug.
 */
export async function openUpfrontNews(
  orm: Orm,
  slug: string,
  userId: string,
  apiPath: string,
  language: NewsLanguage,
): Promise<UpfrontNewsArticle | null> {
  if (!slugPattern.test(slug)) return null;
  const [row] = await orm.select().from(upfrontNews).where(eq(upfrontNews.slug, slug));
  if (!row) return null;
  await orm
    .insert(upfrontNewsReads)
    .values({ userId, newsId: row.id })
    .onConflictDoNothing({ target: [upfrontNewsReads.userId, upfrontNewsReads.newsId] });
  const neighbour = { id: upfrontNews.id, slug: upfrontNews.slug, title: upfrontNews.title };
  const [previous] = await orm
    .select(neighbour)
    .from(upfrontNews)
    .where(
      or(
        lt(upfrontNews.publishedAt, row.publishedAt),
        and(eq(upfrontNews.publishedAt, row.publishedAt), lt(upfrontNews.slug, row.slug)),
      ),
    )
    .orderBy(desc(upfrontNews.publishedAt), desc(upfrontNews.slug))
    .limit(1);
  const [next] = await orm
    .select(neighbour)
    .from(upfrontNews)
    .where(
      or(
        gt(upfrontNews.publishedAt, row.publishedAt),
        and(eq(upfrontNews.publishedAt, row.publishedAt), gt(upfrontNews.slug, row.slug)),
      ),
    )
    .orderBy(upfrontNews.publishedAt, upfrontNews.slug)
    .limit(1);
  const translations = await translationsOf(
    orm,
    [row.id, ...(previous ? [previous.id] : []), ...(next ? [next.id] : [])],
    language,
  );
  const neighbourOf = (found: typeof previous) => {
    if (!found) return null;
    const translation = translations.get(found.id);
    return translation
      ? { slug: found.slug, title: translation.title, textLanguage: translation.language }
      : { slug: found.slug, title: found.title, textLanguage: 'de' as NewsLanguage };
  };
  const translation = translations.get(row.id);
  return {
    ...summaryOf(row, translation, true, apiPath),
    body: textsOf(row, translation).body,
    previous: neighbourOf(previous),
    next: neighbourOf(next),
  };
}

/** A slug from a title: lower case ASCII words joined by "-" (umlauts spelt out). */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'news';
}

/** Publishes an article under a free slug made from its title; returns the slug. */
export async function createUpfrontNews(orm: Orm, input: ValidUpfrontNewsInput): Promise<string> {
  const base = slugOf(input.title);
  for (let attempt = 1; ; attempt++) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    const [row] = await orm
      .insert(upfrontNews)
      .values({ slug, ...valuesOf(input) })
      .onConflictDoNothing({ target: upfrontNews.slug })
      .returning({ slug: upfrontNews.slug });
    if (row) return row.slug;
  }
}

/**
 * Replaces an article's German texts, date and body (the slug and the picture stay) and drops
 * its English and French texts; false for an unknown slug.
 */
export async function updateUpfrontNews(
  orm: Orm,
  slug: string,
  input: ValidUpfrontNewsInput,
): Promise<boolean> {
  if (!slugPattern.test(slug)) return false;
  return orm.transaction(async (tx) => {
    const rows = await tx
      .update(upfrontNews)
      .set({ ...valuesOf(input), updatedAt: new Date() })
      .where(eq(upfrontNews.slug, slug))
      .returning({ id: upfrontNews.id });
    const [row] = rows;
    if (!row) return false;
    // Translations of the texts replaced would say something else: German until translated anew.
    await tx.delete(upfrontNewsTexts).where(eq(upfrontNewsTexts.newsId, row.id));
    return true;
  });
}

function valuesOf(input: ValidUpfrontNewsInput) {
  return {
    title: input.title,
    teaser: input.teaser,
    publishedAt: new Date(input.publishedAt),
    body: input.body,
  };
}
