import * as z from 'zod/mini';
import { imageAssetSchema } from './image';

const kilograms = z.nullable(z.number().check(z.nonnegative()));

/**
 * A model of the range with the figures the axle-load calculator starts from (public, no
 * sign-on). Weights in kg, wheelbase in m; null where the figure is not known.
 * `minimumFrontAxleShare`: the share of the total weight the front (steering) axle must carry by
 * the model's manual (0.2 for 20 %), from which the calculator suggests front ballast; absent
 * where it is not known (the calculator then takes 20 %).
 */
export const axleLoadModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  series: z.string(),
  netWeight: kilograms,
  netFrontAxleLoad: kilograms,
  netRearAxleLoad: kilograms,
  wheelbase: z.nullable(z.number().check(z.positive())),
  permittedFrontAxleLoad: kilograms,
  permittedRearAxleLoad: kilograms,
  permittedTotalWeight: kilograms,
  minimumFrontAxleShare: z.optional(z.number().check(z.gt(0), z.lt(1))),
});
export type AxleLoadModel = z.infer<typeof axleLoadModelSchema>;

/** The payload of `GET /api/{segment}/models`. */
export const axleLoadModelsSchema = z.array(axleLoadModelSchema);

/** The model series of the range: two tractor series and the Unitrac transporters. */
export const modelSeries = ['Lintrac', 'Geotrac', 'Unitrac'] as const;
export type ModelSeries = (typeof modelSeries)[number];

/** The uses the model overview filters by (`?use=`). */
export const modelUses = [
  'mountain-farm',
  'grassland',
  'municipal',
  'vineyard',
  'transport',
] as const;
export type ModelUse = (typeof modelUses)[number];

/**
 * The sections of a model page, in SPEC.md's order. Each is an anchor on the model page and an
 * address of its own (route `model-section`); a model has only the sections that apply to it
 * (no LDrive section for a Geotrac, no four-wheel steering where it has none).
 */
export const modelSections = [
  'overview',
  'transmission',
  'traclink',
  'lights',
  'ldrive',
  'hydraulics',
  'four-wheel-steering',
  'engine',
  'dimensions',
  'cabin',
  'financing',
] as const;
export type ModelSection = (typeof modelSections)[number];

/** How the gears change: the transmission's kind, named in each language by the portal. */
export const transmissionKinds = ['continuously-variable', 'semi-powershift', 'synchro'] as const;
export type TransmissionKind = (typeof transmissionKinds)[number];

/** The figures of a model's technical data, by name (the names of `technicalData`). */
export const modelFigures = [
  'powerHp',
  'powerKw',
  'maxSpeedKmh',
  'unladenWeightKg',
  'permittedTotalWeightKg',
  'permittedFrontAxleLoadKg',
  'permittedRearAxleLoadKg',
  'wheelbaseMm',
  'lengthMm',
  'widthMm',
  'heightMm',
] as const;
export type ModelFigure = (typeof modelFigures)[number];

const figure = z.nullable(z.int().check(z.nonnegative()));

/**
 * A model's technical data. Integers in the unit of the name; null where the figure is not known.
 * `demoFigures` names those that are plausible demo values, not Lindner's published figures.
 */
export const modelTechnicalDataSchema = z.object({
  powerHp: figure,
  powerKw: figure,
  maxSpeedKmh: figure,
  unladenWeightKg: figure,
  permittedTotalWeightKg: figure,
  permittedFrontAxleLoadKg: figure,
  permittedRearAxleLoadKg: figure,
  wheelbaseMm: figure,
  lengthMm: figure,
  widthMm: figure,
  heightMm: figure,
  /** The engine's maker and type as published, such as "Perkins 1104D-44TA"; null if unknown. */
  engine: z.nullable(z.string()),
  transmission: z.nullable(z.enum(transmissionKinds)),
  fourWheelSteering: z.boolean(),
  demoFigures: z.array(z.enum(modelFigures)),
});
export type ModelTechnicalData = z.infer<typeof modelTechnicalDataSchema>;

/** A model as the overview lists it: its key figures, uses and picture. */
export const modelSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  series: z.enum(modelSeries),
  kind: z.enum(['tractor', 'transporter']),
  /** One sentence about the model, in the request's language (see `textLanguage`). */
  teaser: z.string(),
  /** The language the texts are in: the request's, or German where no translation exists. */
  textLanguage: z.enum(['de', 'en', 'fr']),
  powerHp: figure,
  transmission: z.nullable(z.enum(transmissionKinds)),
  fourWheelSteering: z.boolean(),
  unladenWeightKg: figure,
  uses: z.array(z.enum(modelUses)),
  picture: imageAssetSchema,
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;

/** The payload of `GET /api/{segment}/models/overview`: the range, by series and power. */
export const modelOverviewSchema = z.array(modelSummarySchema);

/** One section of a model page: its heading, its paragraphs and its picture. */
export const modelSectionContentSchema = z.object({
  section: z.enum(modelSections),
  title: z.string(),
  paragraphs: z.array(z.string()),
  picture: imageAssetSchema,
});
export type ModelSectionContent = z.infer<typeof modelSectionContentSchema>;

/** The payload of `GET /api/{segment}/models/{id}`: everything a model page shows. */
export const modelDetailSchema = z.object({
  ...modelSummarySchema.shape,
  /** The sections that apply to the model, in `modelSections`' order; `overview` first. */
  sections: z.array(modelSectionContentSchema),
  technicalData: modelTechnicalDataSchema,
  /**
   * The net list price in integer euro cents, a PLAUSIBLE DEMO VALUE (no list price is public);
   * the financing section's calculator starts from it.
   */
  listPriceCents: z.int().check(z.positive()),
  /** The list price with the standard VAT (`standardVatRate`), in integer euro cents. */
  listPriceGrossCents: z.int().check(z.positive()),
  /** The TracLink products the model can carry (`traclink-product` pages). */
  tracLinkProducts: z.array(z.enum(['mobile', 'smart'])),
  /** Where the published figures come from: addresses of spec sheets, tests and articles. */
  sources: z.array(z.string()),
});
export type ModelDetail = z.infer<typeof modelDetailSchema>;
