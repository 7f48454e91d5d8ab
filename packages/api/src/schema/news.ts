import * as z from 'zod/mini';
import { imageAssetSchema } from './image';
import { requiredText } from './text';

// Upfront news ("Vorab-News", SPEC.md section 1): articles for registered users before they are
// public. The body is structured content, rendered as elements, never as HTML.

/** One block of an article's body: text only, each inline part plain or bold, or a link. */
export const newsInlineSchema = z.object({
  text: z.string(),
  bold: z.optional(z.boolean()),
  /** An address (https, or a path of this site) when the part is a link. */
  href: z.optional(z.string()),
});
export const newsBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), content: z.array(newsInlineSchema) }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.array(newsInlineSchema)) }),
  z.object({ type: z.literal('quote'), text: z.string() }),
]);
export type NewsBlock = z.infer<typeof newsBlockSchema>;

/** The languages an article's texts are written in; German is the one every article has. */
export const newsLanguages = ['de', 'en', 'fr'] as const;
export type NewsLanguage = (typeof newsLanguages)[number];

/** An article as the list shows it; `read` whether this user opened it already. */
export const upfrontNewsSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  teaser: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  image: z.nullable(imageAssetSchema),
  read: z.boolean(),
  /** The language the texts are in: the request's, or German where no translation exists. */
  textLanguage: z.enum(newsLanguages),
});
export type UpfrontNewsSummary = z.infer<typeof upfrontNewsSummarySchema>;

/** `GET /news/upfront` (signed in): the articles, newest first. */
export const upfrontNewsListSchema = z.array(upfrontNewsSummarySchema);

/** A neighbour of an article: its slug and title, in its own text language. */
const neighbourSchema = z.nullable(
  z.object({ slug: z.string(), title: z.string(), textLanguage: z.enum(newsLanguages) }),
);

/**
 * `GET /news/upfront/{slug}` (signed in): the article, which counts as read from now on, with
 * the previous (older) and next (newer) article; 404 for an unknown slug.
 */
export const upfrontNewsArticleSchema = z.extend(upfrontNewsSummarySchema, {
  body: z.array(newsBlockSchema),
  previous: neighbourSchema,
  next: neighbourSchema,
});
export type UpfrontNewsArticle = z.infer<typeof upfrontNewsArticleSchema>;

/**
 * `GET /news/upfront/{slug}` and `PUT /news/upfront/{slug}`: the article's slug, as it came (one
 * that can be no slug is as unknown as a slug of no article: 404).
 */
export const upfrontNewsParamsSchema = z.object({ slug: z.string() });

/** `POST /news/upfront` and `PUT /news/upfront/{slug}` (realm role staff, else 403). */
export const upfrontNewsInputSchema = z.object({
  title: requiredText(160),
  teaser: requiredText(400),
  publishedAt: z.iso.datetime({ offset: true }),
  body: z.array(newsBlockSchema).check(z.minLength(1), z.maxLength(200)),
});
export type UpfrontNewsInput = z.input<typeof upfrontNewsInputSchema>;

// Public news (SPEC.md section 1 "press and news"): the newsroom's articles, by category, each
// with its texts in German and, where written, English and French.

/** The newsroom's categories; their labels are messages of the portal. */
export const newsCategories = ['company', 'products', 'events', 'community'] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** How many articles one page of the public list holds. */
export const newsPageSize = 6;

const dateTime = z.iso.datetime({ offset: true });

/** A public article as the list shows it, its texts in `textLanguage`. */
export const newsSummarySchema = z.object({
  slug: z.string(),
  category: z.enum(newsCategories),
  title: z.string(),
  teaser: z.string(),
  publishedAt: dateTime,
  image: z.nullable(imageAssetSchema),
  /** The language the texts are in: the request's, or German where no translation exists. */
  textLanguage: z.enum(newsLanguages),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/**
 * `GET /news` (public): one page of the published articles, newest first, with how many there
 * are in all (of the category, when one is asked for).
 */
export const newsListSchema = z.object({
  articles: z.array(newsSummarySchema),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1)),
});
export type NewsList = z.infer<typeof newsListSchema>;

/**
 * `GET /news/{slug}` (public): a published article with its body and the previous (older) and
 * next (newer) published article; 404 for a draft or an unknown slug.
 */
export const newsArticleSchema = z.extend(newsSummarySchema, {
  body: z.array(newsBlockSchema),
  previous: neighbourSchema,
  next: neighbourSchema,
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/**
 * The query string of `GET /news`: `category` (one of `newsCategories`), `page` (1 up). An
 * empty value is no filter; a bad one answers 400 naming it (keys `newsCategory`, `newsPage`,
 * worded by the server).
 */
export const newsListQuerySchema = z.object({
  category: z.optional(
    z.pipe(
      z.string({ error: 'newsCategory' }),
      z.pipe(
        z.transform((value: string) => value.trim() || undefined),
        z.optional(z.enum(newsCategories, { error: 'newsCategory' })),
      ),
    ),
  ),
  page: z.optional(
    z.pipe(
      z.string({ error: 'newsPage' }).check(z.regex(/^\s*\d{0,6}\s*$/, { error: 'newsPage' })),
      z.pipe(
        z.transform((value: string) => (value.trim() === '' ? undefined : Number(value))),
        z.optional(z.number().check(z.gte(1, { error: 'newsPage' }))),
      ),
    ),
  ),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

/** The path of an article (`/news/{slug}`, `/news/editorial/{slug}`): an unknown slug is 404. */
export const newsSlugParamsSchema = z.object({ slug: z.string() });

/** An article's texts in one language, as staff write them. */
export const newsTextInputSchema = z.object({
  title: requiredText(160),
  teaser: requiredText(400, { multiLine: true }),
  body: z.array(newsBlockSchema).check(z.minLength(1, { error: 'required' }), z.maxLength(200)),
});
export type NewsTextInput = z.input<typeof newsTextInputSchema>;

/** A slug: lower case letters and digits in words joined by "-", at most 80 characters. */
export const newsSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Slugs no article can have: their addresses are other calls' (`/news/upfront`). */
export const reservedNewsSlugs: readonly string[] = ['upfront', 'editorial'];

/**
 * `POST /news/editorial` and `PUT /news/editorial/{slug}` (realm role staff, else 403): the
 * article's category, its slug (empty: made from the German title; a slug another article has
 * is 409 naming it), its German texts and, where written, English and French (null: none). A
 * new article is a draft; the picture of a seeded article stays.
 */
export const newsArticleInputSchema = z.object({
  category: z.enum(newsCategories, { error: 'option' }),
  slug: z._default(
    z.string({ error: 'invalid' }).check(
      z.trim(),
      z.maxLength(80, { error: 'tooLong' }),
      z.refine(
        (slug) => slug === '' || (newsSlugPattern.test(slug) && !reservedNewsSlugs.includes(slug)),
        { error: 'newsSlug' },
      ),
    ),
    '',
  ),
  de: newsTextInputSchema,
  en: z._default(z.nullable(newsTextInputSchema), null),
  fr: z._default(z.nullable(newsTextInputSchema), null),
});
export type NewsArticleInput = z.input<typeof newsArticleInputSchema>;

/** `POST /news/editorial/{slug}/publication`: when it is public from; absent: now. */
export const newsPublicationInputSchema = z.object({
  publishedAt: z.optional(dateTime),
});
export type NewsPublicationInput = z.input<typeof newsPublicationInputSchema>;

/** An article's texts in one language, as staff edit them. */
export const newsTextSchema = z.object({
  title: z.string(),
  teaser: z.string(),
  body: z.array(newsBlockSchema),
});
export type NewsText = z.infer<typeof newsTextSchema>;

/** An article as staff see it: draft (`publishedAt` null) or published, with every text. */
export const editorialNewsArticleSchema = z.object({
  slug: z.string(),
  category: z.enum(newsCategories),
  publishedAt: z.nullable(dateTime),
  /** Whether the public sees it now: published, and its time has come (by the server's clock). */
  isPublic: z.boolean(),
  updatedAt: dateTime,
  image: z.nullable(imageAssetSchema),
  de: newsTextSchema,
  en: z.nullable(newsTextSchema),
  fr: z.nullable(newsTextSchema),
});
export type EditorialNewsArticle = z.infer<typeof editorialNewsArticleSchema>;

/** `GET /news/editorial` (staff): every article, drafts first, then newest first. */
export const editorialNewsListSchema = z.array(editorialNewsArticleSchema);
