import * as z from 'zod/mini';
import { adConditions, adKinds, adLimits, modelIdPattern } from './marketplace';

// The marketplace list's query string, apart from the ads' schemas: the ad form's page needs those
// and none of this.

const digits = /^\d{1,9}$/;

/** A filter's text: trimmed, and no filter at all when empty (`?kind=`). */
const filterText = z.pipe(
  z.string(),
  z.transform((text: string) => text.trim() || undefined),
);

/** A filter of the list: absent, empty, or a value `schema` takes. */
const filter = <Output>(schema: z.ZodMiniType<Output, string>) =>
  z.optional(z.pipe(filterText, z.optional(schema)));

/** A whole number in a range, as a query string carries it (digits only). */
const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(digits)),
    z.pipe(z.transform(Number), z.number().check(z.gte(min), z.lte(max))),
  );

const price = () => wholeNumber(0, adLimits.priceCents / 100);
const year = () => wholeNumber(1900, 2100);

/**
 * `GET /classified-ads`'s query string, the list's filters as the URL and the API carry them:
 * `kind`, `model` (a model id), `condition`, `priceMin`/`priceMax` (whole euros),
 * `yearMin`/`yearMax`, `page`. Values are trimmed; an empty one is no filter. A value no form
 * can produce is refused (the API answers 400 naming the filter; the portal leaves it out).
 */
export const classifiedAdQuerySchema = z.object({
  kind: filter(z.enum(adKinds)),
  model: filter(z.string().check(z.regex(modelIdPattern))),
  condition: filter(z.enum(adConditions)),
  priceMin: filter(price()),
  priceMax: filter(price()),
  yearMin: filter(year()),
  yearMax: filter(year()),
  page: filter(wholeNumber(1, 100_000)),
});

type ClassifiedAdQueryOutput = z.output<typeof classifiedAdQuerySchema>;

/** The list's filters, read: each one absent or valid. */
export type ClassifiedAdQuery = {
  [Name in keyof ClassifiedAdQueryOutput]?: Exclude<ClassifiedAdQueryOutput[Name], undefined>;
};

/** A filter the query string holds with a value no form can produce; the API answers 400. */
export type ClassifiedAdQueryProblem = keyof ClassifiedAdQuery;

const classifiedAdFilters = Object.keys(
  classifiedAdQuerySchema.def.shape,
) as ClassifiedAdQueryProblem[];

/**
 * The filters of a query string by `classifiedAdQuerySchema`, and the first parameter whose
 * value is not valid (left out of the filters).
 */
export function readClassifiedAdQuery(params: URLSearchParams): {
  query: ClassifiedAdQuery;
  problem: ClassifiedAdQueryProblem | null;
} {
  const query: ClassifiedAdQuery = {};
  let problem: ClassifiedAdQueryProblem | null = null;
  for (const name of classifiedAdFilters) {
    const value = params.get(name);
    if (value === null) continue;
    const read = z.safeParse(classifiedAdQuerySchema.def.shape[name], value);
    if (!read.success) problem ??= name;
    else if (read.data !== undefined) Object.assign(query, { [name]: read.data });
  }
  return { query, problem };
}

/** The query string of the filters in a fixed order, page 1 left out. */
export function classifiedAdQueryParams(query: ClassifiedAdQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.model) params.set('model', query.model);
  if (query.condition) params.set('condition', query.condition);
  for (const name of ['priceMin', 'priceMax', 'yearMin', 'yearMax'] as const) {
    if (query[name] !== undefined) params.set(name, String(query[name]));
  }
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  return params;
}
