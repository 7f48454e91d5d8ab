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

/** An article as the list shows it; `read` whether this user opened it already. */
export const upfrontNewsSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  teaser: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  image: z.nullable(imageAssetSchema),
  read: z.boolean(),
});
export type UpfrontNewsSummary = z.infer<typeof upfrontNewsSummarySchema>;

/** `GET /news/upfront` (signed in): the articles, newest first. */
export const upfrontNewsListSchema = z.array(upfrontNewsSummarySchema);

const neighbourSchema = z.nullable(z.object({ slug: z.string(), title: z.string() }));

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
