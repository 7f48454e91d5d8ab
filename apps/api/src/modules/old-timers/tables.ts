import type { OldTimerCatalogue, OldTimerFact } from '@lindner/api/schema';
import { boolean, doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// As migrations/0024_old_timers.sql creates them; the SQL files are the source of truth.

/** The languages an old-timer's texts and catalogues are written in. */
export type TextLanguage = 'de' | 'en' | 'fr';

/** A historic Lindner model with its facts. */
export const oldTimers = pgTable('old_timers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  series: text('series').notNull(),
  builtFrom: integer('built_from').notNull(),
  builtTo: integer('built_to'),
  powerHp: doublePrecision('power_hp'),
  engine: text('engine'),
  cylinders: integer('cylinders'),
  displacementCcm: integer('displacement_ccm'),
  topSpeedKmh: doublePrecision('top_speed_kmh'),
  weightKg: integer('weight_kg'),
  unitsBuilt: integer('units_built'),
  /** The facts that are plausible demo values, not Lindner's records (`oldTimerFacts` names). */
  demoFacts: text('demo_facts').array().$type<OldTimerFact[]>().notNull().default([]),
});
export type OldTimerRow = typeof oldTimers.$inferSelect;

/** An old-timer's teaser, story and picture alt texts in one language. */
export const oldTimerTexts = pgTable(
  'old_timer_texts',
  {
    oldTimerId: text('old_timer_id')
      .notNull()
      .references(() => oldTimers.id, { onDelete: 'cascade' }),
    language: text('language').$type<TextLanguage>().notNull(),
    teaser: text('teaser').notNull(),
    paragraphs: text('paragraphs').array().notNull(),
    /** One per picture, in order: picture n (from 1) is the file `{id}-{n}`. */
    pictureAlts: text('picture_alts').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.oldTimerId, table.language] })],
);
export type OldTimerTextRow = typeof oldTimerTexts.$inferSelect;

/** A catalogue (PDF) of an old-timer. */
export const oldTimerCatalogues = pgTable('old_timer_catalogues', {
  id: text('id').primaryKey(),
  oldTimerId: text('old_timer_id')
    .notNull()
    .references(() => oldTimers.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<OldTimerCatalogue['kind']>().notNull(),
  language: text('language').$type<TextLanguage>().notNull(),
  year: integer('year').notNull(),
  pages: integer('pages').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  restricted: boolean('restricted').notNull().default(false),
  /** The file in src/seed/old-timer-catalogues/, and the name it downloads under. */
  fileName: text('file_name').notNull().unique(),
});
export type OldTimerCatalogueRow = typeof oldTimerCatalogues.$inferSelect;

/** A catalogue's title in one language. */
export const oldTimerCatalogueTitles = pgTable(
  'old_timer_catalogue_titles',
  {
    catalogueId: text('catalogue_id')
      .notNull()
      .references(() => oldTimerCatalogues.id, { onDelete: 'cascade' }),
    language: text('language').$type<TextLanguage>().notNull(),
    title: text('title').notNull(),
  },
  (table) => [primaryKey({ columns: [table.catalogueId, table.language] })],
);
export type OldTimerCatalogueTitleRow = typeof oldTimerCatalogueTitles.$inferSelect;
