import type {
  EditorialNewsArticle,
  NewsArticle,
  newsArticleInputSchema,
  NewsCategory,
  NewsLanguage,
  NewsList,
  NewsSummary,
  NewsText,
} from '@lindner/api/schema';
import { reservedNewsSlugs } from '@lindner/api/schema';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Orm } from '../../database/connection';
import { machinePhotoAsset } from '../../plugins/machinePhotos';
import { slugOf, slugPattern } from './repository';
import {
  newsArticles,
  newsArticleTexts,
  type NewsArticleRow,
  type NewsArticleTextRow,
} from './tables';

/** An article as staff write it, checked and trimmed. */
export type ValidNewsArticleInput = z.output<typeof newsArticleInputSchema>;

/** The languages whose texts an answer in `language` reads: its own, German as the fallback. */
const languagesFor = (language: NewsLanguage): NewsLanguage[] =>
  language === 'de' ? ['de'] : [language, 'de'];

/** Each article's texts in `language` where written, else its German ones, by article id. */
async function textsOf(
  orm: Orm,
  ids: string[],
  language: NewsLanguage,
): Promise<Map<string, NewsArticleTextRow>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select()
    .from(newsArticleTexts)
    .where(
      and(
        inArray(newsArticleTexts.articleId, ids),
        inArray(newsArticleTexts.language, languagesFor(language)),
      ),
    );
  const texts = new Map<string, NewsArticleTextRow>();
  for (const row of rows) {
    if (row.language === language || !texts.has(row.articleId)) texts.set(row.articleId, row);
  }
  return texts;
}

/** Published by `now`: what the public sees. */
const publishedBy = (now: Date) =>
  and(isNotNull(newsArticles.publishedAt), lte(newsArticles.publishedAt, now));

function imageOf(row: NewsArticleRow, texts: NewsArticleTextRow, apiPath: string) {
  return row.photo === null
    ? null
    : machinePhotoAsset(apiPath, row.photo, texts.photoAlt ?? texts.title);
}

function summaryOf(row: NewsArticleRow, texts: NewsArticleTextRow, apiPath: string): NewsSummary {
  return {
    slug: row.slug,
    category: row.category,
    title: texts.title,
    teaser: texts.teaser,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    image: imageOf(row, texts, apiPath),
    textLanguage: texts.language,
  };
}

/** The texts of an article that has none would break its answer: every article has German. */
function textsFor(texts: Map<string, NewsArticleTextRow>, id: string): NewsArticleTextRow {
  const found = texts.get(id);
  if (!found) throw new Error(`The news article ${id} has no German texts`);
  return found;
}

export interface NewsListRequest {
  category: NewsCategory | undefined;
  page: number;
  pageSize: number;
  language: NewsLanguage;
  apiPath: string;
  now: Date;
}

/** One page of the published articles, newest first, with how many there are in all. */
export async function loadPublishedNews(
  orm: Orm,
  { category, page, pageSize, language, apiPath, now }: NewsListRequest,
): Promise<NewsList> {
  const where = and(
    publishedBy(now),
    category === undefined ? undefined : eq(newsArticles.category, category),
  );
  const rows = await orm
    .select({ row: newsArticles, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(newsArticles)
    .where(where)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.slug))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // A page past the last has no rows to count with: count on its own.
  const total =
    rows[0]?.total ??
    (page === 1
      ? 0
      : Number(
          (
            await orm
              .select({ total: sql<number>`count(*)`.mapWith(Number) })
              .from(newsArticles)
              .where(where)
          )[0]?.total ?? 0,
        ));
  const texts = await textsOf(
    orm,
    rows.map(({ row }) => row.id),
    language,
  );
  return {
    articles: rows.map(({ row }) => summaryOf(row, textsFor(texts, row.id), apiPath)),
    total,
    page,
    pageSize,
  };
}

/** Every article published by `now` (no draft, none scheduled later), newest first, for the sitemap. */
export async function loadListedNews(orm: Orm, now = new Date()): Promise<{ slug: string }[]> {
  return orm
    .select({ slug: newsArticles.slug })
    .from(newsArticles)
    .where(publishedBy(now))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.slug));
}

/**
 * A published article with its previous (older) and next (newer) published article; null for
 * a draft, one published later than `now`, or an unknown slug.
 */
export async function openPublishedNews(
  orm: Orm,
  slug: string,
  { language, apiPath, now }: Pick<NewsListRequest, 'language' | 'apiPath' | 'now'>,
): Promise<NewsArticle | null> {
  if (!slugPattern.test(slug)) return null;
  const [row] = await orm
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), publishedBy(now)));
  if (!row?.publishedAt) return null;
  const at = row.publishedAt;
  const neighbour = (direction: 'older' | 'newer') =>
    orm
      .select({ id: newsArticles.id, slug: newsArticles.slug })
      .from(newsArticles)
      .where(
        and(
          publishedBy(now),
          direction === 'older'
            ? or(
                lt(newsArticles.publishedAt, at),
                and(eq(newsArticles.publishedAt, at), lt(newsArticles.slug, row.slug)),
              )
            : or(
                gt(newsArticles.publishedAt, at),
                and(eq(newsArticles.publishedAt, at), gt(newsArticles.slug, row.slug)),
              ),
        ),
      )
      .orderBy(
        ...(direction === 'older'
          ? [desc(newsArticles.publishedAt), desc(newsArticles.slug)]
          : [asc(newsArticles.publishedAt), asc(newsArticles.slug)]),
      )
      .limit(1);
  const [[previous], [next]] = await Promise.all([neighbour('older'), neighbour('newer')]);
  const ids = [row.id, ...(previous ? [previous.id] : []), ...(next ? [next.id] : [])];
  const texts = await textsOf(orm, ids, language);
  const neighbourOf = (found: { id: string; slug: string } | undefined) => {
    if (!found) return null;
    const { title, language: textLanguage } = textsFor(texts, found.id);
    return { slug: found.slug, title, textLanguage };
  };
  const own = textsFor(texts, row.id);
  return {
    ...summaryOf(row, own, apiPath),
    body: own.body,
    previous: neighbourOf(previous),
    next: neighbourOf(next),
  };
}

// Staff's side: every article with every text.

const textOf = ({ title, teaser, body }: NewsArticleTextRow): NewsText => ({
  title,
  teaser,
  body,
});

async function editorialArticles(
  orm: Orm,
  where: SQL | undefined,
  apiPath: string,
): Promise<EditorialNewsArticle[]> {
  const rows = await orm
    .select()
    .from(newsArticles)
    .where(where)
    .orderBy(
      sql`${newsArticles.publishedAt} DESC NULLS FIRST`,
      desc(newsArticles.updatedAt),
      asc(newsArticles.slug),
    );
  if (rows.length === 0) return [];
  const now = new Date();
  const texts = await orm
    .select()
    .from(newsArticleTexts)
    .where(
      inArray(
        newsArticleTexts.articleId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => {
    const of = (language: NewsLanguage) =>
      texts.find((text) => text.articleId === row.id && text.language === language);
    const german = of('de');
    if (!german) throw new Error(`The news article ${row.slug} has no German texts`);
    const [en, fr] = [of('en'), of('fr')];
    return {
      slug: row.slug,
      category: row.category,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      isPublic: row.publishedAt !== null && row.publishedAt.getTime() <= now.getTime(),
      updatedAt: row.updatedAt.toISOString(),
      image: imageOf(row, german, apiPath),
      de: textOf(german),
      en: en ? textOf(en) : null,
      fr: fr ? textOf(fr) : null,
    };
  });
}

/** Every article: drafts first, then the newest published. */
export function loadEditorialNews(orm: Orm, apiPath: string): Promise<EditorialNewsArticle[]> {
  return editorialArticles(orm, undefined, apiPath);
}

/** One article as staff see it; null for an unknown slug. */
export async function loadEditorialArticle(
  orm: Orm,
  slug: string,
  apiPath: string,
): Promise<EditorialNewsArticle | null> {
  if (!slugPattern.test(slug)) return null;
  const [article] = await editorialArticles(orm, eq(newsArticles.slug, slug), apiPath);
  return article ?? null;
}

type Transaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** Replaces an article's texts; the picture's alternative texts (not edited here) stay. */
async function writeTexts(tx: Transaction, articleId: string, input: ValidNewsArticleInput) {
  const removed = await tx
    .delete(newsArticleTexts)
    .where(eq(newsArticleTexts.articleId, articleId))
    .returning({ language: newsArticleTexts.language, photoAlt: newsArticleTexts.photoAlt });
  const alts = new Map(removed.map((row) => [row.language, row.photoAlt]));
  const languages = (['de', 'en', 'fr'] as const).filter((language) => input[language] !== null);
  await tx.insert(newsArticleTexts).values(
    languages.map((language) => {
      const { title, teaser, body } = input[language]!;
      const photoAlt = alts.get(language) ?? null;
      return { articleId, language, title, teaser, body, photoAlt };
    }),
  );
}

/** Whether a slug is another article's already. */
export class SlugTaken extends Error {}

/**
 * Writes a new draft under its typed slug (SlugTaken if another article has it) or, without
 * one, a free slug made from the German title; returns the slug.
 */
export async function createNewsArticle(orm: Orm, input: ValidNewsArticleInput): Promise<string> {
  const base = input.slug || slugOf(input.de.title);
  for (let attempt = reservedNewsSlugs.includes(base) ? 2 : 1; ; attempt++) {
    const slug = attempt === 1 ? base : `${base.slice(0, 76).replace(/-+$/, '')}-${attempt}`;
    const created = await orm.transaction(async (tx) => {
      const [row] = await tx
        .insert(newsArticles)
        .values({ slug, category: input.category })
        .onConflictDoNothing({ target: newsArticles.slug })
        .returning({ id: newsArticles.id });
      if (!row) return false;
      await writeTexts(tx, row.id, input);
      return true;
    });
    if (created) return slug;
    if (input.slug) throw new SlugTaken();
  }
}

/**
 * Replaces an article's category and texts, and its slug when another is typed (SlugTaken if
 * another article has it); the picture and the publication stay. Returns the slug, or null for
 * an unknown article.
 */
export async function updateNewsArticle(
  orm: Orm,
  slug: string,
  input: ValidNewsArticleInput,
): Promise<string | null> {
  if (!slugPattern.test(slug)) return null;
  const newSlug = input.slug || slug;
  return orm.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(eq(newsArticles.slug, slug))
      .for('update');
    if (!row) return null;
    if (newSlug !== slug) {
      const [taken] = await tx
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(eq(newsArticles.slug, newSlug));
      if (taken) throw new SlugTaken();
    }
    await tx
      .update(newsArticles)
      .set({ slug: newSlug, category: input.category, updatedAt: new Date() })
      .where(eq(newsArticles.id, row.id));
    await writeTexts(tx, row.id, input);
    return newSlug;
  });
}

/** Publishes an article from `at` on (null: back to draft); false for an unknown slug. */
export async function setNewsPublication(
  orm: Orm,
  slug: string,
  at: Date | null,
): Promise<boolean> {
  if (!slugPattern.test(slug)) return false;
  const rows = await orm
    .update(newsArticles)
    .set({ publishedAt: at, updatedAt: new Date() })
    .where(eq(newsArticles.slug, slug))
    .returning({ id: newsArticles.id });
  return rows.length > 0;
}
