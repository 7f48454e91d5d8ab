import * as z from 'zod/mini';
import { imageAssetSchema } from './image';

// The old-timers (SPEC.md sections 1, 2 and 6): Lindner's historic models with their facts,
// pictures and catalogues. Some catalogues download only for a signed-in user whose profile holds
// a customer number (`GET /old-timers/{id}/catalogues/{catalogueId}`: 401 without a token, 403
// without a customer number, else the PDF).

/** The facts an old-timer page lists; the seed marks each one it could not source. */
export const oldTimerFacts = [
  'powerHp',
  'engine',
  'cylinders',
  'displacementCcm',
  'topSpeedKmh',
  'weightKg',
  'unitsBuilt',
] as const;
export type OldTimerFact = (typeof oldTimerFacts)[number];

const figure = z.nullable(z.number());

export const oldTimerFactsSchema = z.object({
  powerHp: figure,
  /** The engine's maker and type, e.g. "Warchalowski WM 2"; a name, not translated. */
  engine: z.nullable(z.string()),
  cylinders: z.nullable(z.int()),
  displacementCcm: figure,
  topSpeedKmh: figure,
  weightKg: figure,
  unitsBuilt: z.nullable(z.int()),
  /** The facts that are PLAUSIBLE DEMO VALUES, not Lindner's records; the page marks them. */
  demoFacts: z.array(z.enum(oldTimerFacts)),
});
export type OldTimerFacts = z.infer<typeof oldTimerFactsSchema>;

/** A catalogue (PDF) of an old-timer: sales brochure, operating manual, spare-parts list. */
export const oldTimerCatalogueSchema = z.object({
  id: z.string(),
  kind: z.enum(['brochure', 'manual', 'parts']),
  /** The catalogue's title in the request's language. */
  title: z.string(),
  /** The language the catalogue itself is written in. */
  language: z.enum(['de', 'en', 'fr']),
  year: z.int(),
  pages: z.int().check(z.positive()),
  sizeBytes: z.int().check(z.positive()),
  /** Downloads only for a signed-in user whose profile holds a customer number. */
  restricted: z.boolean(),
});
export type OldTimerCatalogue = z.infer<typeof oldTimerCatalogueSchema>;

/** An old-timer as the list shows it. */
export const oldTimerSummarySchema = z.object({
  /** Also its page's slug, e.g. `bf-15`. */
  id: z.string(),
  name: z.string(),
  /** The historic series, e.g. "Bauernfreund"; a name, not translated. */
  series: z.string(),
  builtFrom: z.int(),
  /** Null while it was still built when the series ended in the records; else the last year. */
  builtTo: z.nullable(z.int()),
  /** The decade the model first came out in, e.g. 1950; the list groups by it. */
  decade: z.int(),
  powerHp: figure,
  /** One sentence, in the request's language (see `textLanguage`). */
  teaser: z.string(),
  /** The language the texts are in: the request's, or German where no translation exists. */
  textLanguage: z.enum(['de', 'en', 'fr']),
  picture: imageAssetSchema,
  catalogueCount: z.int(),
});
export type OldTimerSummary = z.infer<typeof oldTimerSummarySchema>;

/** The payload of `GET /old-timers`: by decade, then by first year and name. */
export const oldTimerListSchema = z.array(oldTimerSummarySchema);

/** The payload of `GET /old-timers/{id}`. */
export const oldTimerDetailSchema = z.object({
  ...oldTimerSummarySchema.shape,
  /** The model's story, in the request's language (see `textLanguage`). */
  paragraphs: z.array(z.string()),
  facts: oldTimerFactsSchema,
  /** The model's pictures; the first is `picture`. */
  pictures: z.array(imageAssetSchema),
  catalogues: z.array(oldTimerCatalogueSchema),
});
export type OldTimerDetail = z.infer<typeof oldTimerDetailSchema>;

export const oldTimerParamsSchema = z.object({ id: z.string().check(z.maxLength(80)) });
export const oldTimerCatalogueParamsSchema = z.object({
  id: z.string().check(z.maxLength(80)),
  catalogueId: z.string().check(z.maxLength(80)),
});
