import * as z from 'zod/mini';

const kilograms = z.nullable(z.number().check(z.nonnegative()));

/**
 * A model of the range with the figures the axle-load calculator starts from (public, no
 * sign-on). Weights in kg, wheelbase in m; null where the figure is not known.
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
});
export type AxleLoadModel = z.infer<typeof axleLoadModelSchema>;

/** The payload of `GET /api/{segment}/models`. */
export const axleLoadModelsSchema = z.array(axleLoadModelSchema);
