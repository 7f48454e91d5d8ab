import type { NewsBlock } from '@lindner/api/schema';
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
