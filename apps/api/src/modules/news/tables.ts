import type { NewsBlock, NewsCategory, NewsLanguage } from '@lindner/api/schema';
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../plugins/users';

// As migrations/0012_upfront_news.sql creates them; the SQL files are the source of truth.

export const upfrontNews = pgTable('upfront_news', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  teaser: text('teaser').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  /** A shipped picture's name (plugins/photoCatalogue.ts), served as the image. */
  photo: text('photo'),
  photoAlt: text('photo_alt'),
  body: jsonb('body').$type<NewsBlock[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UpfrontNewsRow = typeof upfrontNews.$inferSelect;

export const upfrontNewsReads = pgTable(
  'upfront_news_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newsId: uuid('news_id')
      .notNull()
      .references(() => upfrontNews.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.newsId] })],
);

// As migrations/0028_public_news.sql creates them.

/** The upfront news in English and French; German stays in `upfront_news`. */
export const upfrontNewsTexts = pgTable(
  'upfront_news_texts',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => upfrontNews.id, { onDelete: 'cascade' }),
    language: text('language').$type<'en' | 'fr'>().notNull(),
    title: text('title').notNull(),
    teaser: text('teaser').notNull(),
    body: jsonb('body').$type<NewsBlock[]>().notNull(),
    photoAlt: text('photo_alt'),
  },
  (table) => [primaryKey({ columns: [table.newsId, table.language] })],
);
export type UpfrontNewsTextRow = typeof upfrontNewsTexts.$inferSelect;

/** The public news: an article is a draft while `publishedAt` is null. */
export const newsArticles = pgTable('news_articles', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  category: text('category').$type<NewsCategory>().notNull(),
  /** A shipped picture's name (plugins/photoCatalogue.ts), or null. */
  photo: text('photo'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type NewsArticleRow = typeof newsArticles.$inferSelect;

/** An article's texts in one language; every article has German ones. */
export const newsArticleTexts = pgTable(
  'news_article_texts',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    language: text('language').$type<NewsLanguage>().notNull(),
    title: text('title').notNull(),
    teaser: text('teaser').notNull(),
    body: jsonb('body').$type<NewsBlock[]>().notNull(),
    /** The picture's alternative text in this language. */
    photoAlt: text('photo_alt'),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.language] })],
);
export type NewsArticleTextRow = typeof newsArticleTexts.$inferSelect;
