import * as z from 'zod/mini';
import {
  dealerCountries,
  parseDealerQuery,
  storeTypes,
  type DealerQueryProblem,
} from './dealerQuery';

export * from './dealerQuery';

/** Opening hours: one row per opening interval; a day may have several (lunch break). */
export const openingIntervalSchema = z.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  day: z.number().check(z.int(), z.minimum(1), z.maximum(7)),
  /** Local time of the dealer's country, `HH:MM`. */
  opens: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  closes: z.string().check(z.regex(/^([01]\d|2[0-4]):[0-5]\d$/)),
});
export type OpeningInterval = z.infer<typeof openingIntervalSchema>;

export const dealerContactSchema = z.object({
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type DealerContact = z.infer<typeof dealerContactSchema>;

export const certificateStatuses = ['review', 'progress', 'approved'] as const;

/** A dealer as the public finder shows it (no sign-on). */
export const dealerSchema = z.object({
  id: z.string(),
  name: z.string(),
  storeTypes: z.array(z.enum(storeTypes)),
  municipal: z.boolean(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.enum(dealerCountries),
  lat: z.number(),
  lng: z.number(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  website: z.nullable(z.string()),
  /** Product licences the dealer holds, e.g. `lintrac`, `traclink`. */
  licences: z.array(z.string()),
  /** Whether the workshop has the Lindner diagnosis system. */
  diagnosis: z.boolean(),
  /** The status of the dealer's Lindner certificate; null when it has none. */
  certification: z.nullable(z.enum(certificateStatuses)),
  contactPerson: z.nullable(dealerContactSchema),
  areaSalesManager: z.nullable(dealerContactSchema),
  openingHours: z.array(openingIntervalSchema),
});
export type Dealer = z.infer<typeof dealerSchema>;

export const dealerWithDistanceSchema = z.extend(dealerSchema, {
  /** Great-circle distance from the search's origin; null for a search by country alone. */
  distanceKm: z.nullable(z.number().check(z.nonnegative())),
});
export type DealerWithDistance = z.infer<typeof dealerWithDistanceSchema>;

/** The payload of `GET /api/{segment}/dealers`. */
export const dealerSearchResultSchema = z.object({
  /** Where the distances are measured from; null for a search by country alone. */
  origin: z.nullable(
    z.object({
      lat: z.number(),
      lng: z.number(),
      /** The place the zip or city resolved to, e.g. "4020 Linz"; null for coordinates. */
      label: z.nullable(z.string()),
    }),
  ),
  dealers: z.array(dealerWithDistanceSchema),
});
export type DealerSearchResult = z.infer<typeof dealerSearchResultSchema>;

/** A query-string value: one text, or several for a repeated name. */
const queryValue = z.optional(z.union([z.string(), z.array(z.string())]));

/** The query-string names behind each problem; a refusal names the first one given. */
const problemParameters: Record<DealerQueryProblem, readonly string[]> = {
  location: [],
  coordinates: ['lat', 'lng'],
  radius: ['radius'],
  types: ['types', 'municipal'],
  country: ['country'],
  zip: ['zip'],
  city: ['city'],
};

/**
 * `GET /dealers`: the query string as `parseDealerQuery` reads it, with the `locale` the widget
 * writes its messages in. A refused search is a 400 naming the parameter (the whole query string
 * when it gives no place), its field error key the `DealerQueryProblem`.
 */
export const dealerQuerySchema = z.pipe(
  z.object({
    zip: queryValue,
    city: queryValue,
    country: queryValue,
    lat: queryValue,
    lng: queryValue,
    radius: queryValue,
    types: queryValue,
    municipal: queryValue,
    /** The widget's language (`de`, `fr-fr`…) for its messages. */
    locale: z.optional(z.string()),
  }),
  z.transform((raw, context) => {
    const parsed = parseDealerQuery(raw);
    if (parsed.ok) return { ...parsed.query, locale: raw.locale };
    const names = problemParameters[parsed.problem];
    const field = names.find((name) => raw[name as keyof typeof raw] !== undefined) ?? names[0];
    context.issues.push({
      code: 'custom',
      message: parsed.problem,
      input: raw,
      path: field ? [field] : [],
    });
    return z.NEVER;
  }),
);
