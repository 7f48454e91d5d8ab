import type { ModelSection } from '@lindner/api/schema';
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { vehicleModels } from '../../plugins/vehicleModels';

// As migrations/0021_model_pages.sql creates them; the SQL files are the source of truth.

/** The languages a model's texts are written in (a locale's language, `languageOf`). */
export type TextLanguage = 'de' | 'en' | 'fr';

/** A section of a model page in one language: its heading and paragraphs. */
export const vehicleModelTexts = pgTable(
  'vehicle_model_texts',
  {
    modelId: text('model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    section: text('section').$type<ModelSection>().notNull(),
    language: text('language').$type<TextLanguage>().notNull(),
    title: text('title').notNull(),
    paragraphs: text('paragraphs').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.section, table.language] })],
);
export type VehicleModelTextRow = typeof vehicleModelTexts.$inferSelect;

/** The overview's sentence about a model in one language. */
export const vehicleModelTeasers = pgTable(
  'vehicle_model_teasers',
  {
    modelId: text('model_id')
      .notNull()
      .references(() => vehicleModels.id, { onDelete: 'cascade' }),
    language: text('language').$type<TextLanguage>().notNull(),
    teaser: text('teaser').notNull(),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.language] })],
);
export type VehicleModelTeaserRow = typeof vehicleModelTeasers.$inferSelect;
