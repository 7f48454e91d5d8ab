import * as z from 'zod/mini';
import { dealerCountries } from './dealers';
import { formTextLimits, contactFields } from './forms';
import { imageAssetSchema } from './image';
import { requiredText } from './text';

// Used and demonstrator machines (SPEC.md section 3 "Machine"; section 2, the used-machinery
// screen's filters; section 9, the price ranges and sort options). Public: no sign-on.

/** What a machine is offered as. */
export const machineTypes = ['used', 'demo', 'new'] as const;
export type MachineType = (typeof machineTypes)[number];

export const vehicleClasses = ['tractor', 'transporter', 'attachment'] as const;
export type VehicleClass = (typeof vehicleClasses)[number];

export const offerTypes = ['topOffer', 'offerOfTheMonth', 'normal', 'bargain'] as const;
export type OfferType = (typeof offerTypes)[number];

export const conditionGrades = ['1a', '1', '2', '3'] as const;
export type ConditionGrade = (typeof conditionGrades)[number];

export const transmissions = ['synchro', 'powershift', 'cvt'] as const;
export type Transmission = (typeof transmissions)[number];

export const frontLoaders = ['no', 'mechanical'] as const;
export const frontHydraulicsKinds = ['no', 'bodyGuided', 'axleGuided'] as const;

/**
 * Equipment a search can ask for ("detailed equipment", SPEC.md section 2): each is a key with
 * a message on the client, and a machine lists the ones it has.
 */
export const machineEquipment = [
  'frontLoader',
  'frontHydraulics',
  'frontPto',
  'airBrake',
  'airConditioning',
  'cabSuspension',
  'fourWheelSteering',
  'gps',
  'traclink',
  'reversingDevice',
] as const;
export type MachineEquipment = (typeof machineEquipment)[number];

/**
 * The price ranges of the filter (SPEC.md section 9: "up to 50, 250, 380 or 400, 500"), in
 * thousands of euros, gross: "up to 50 000 €" … "up to 500 000 €"; the last one has no ceiling
 * ("over 500 000 €").
 */
export const priceRanges = ['upTo50', 'upTo250', 'upTo400', 'upTo500', 'over500'] as const;
export type PriceRange = (typeof priceRanges)[number];

/** The bounds of each price range in cents, gross; `maxCents` null for none. */
export const priceRangeBounds: Record<PriceRange, { minCents: number; maxCents: number | null }> = {
  upTo50: { minCents: 0, maxCents: 5_000_000 },
  upTo250: { minCents: 0, maxCents: 25_000_000 },
  upTo400: { minCents: 0, maxCents: 40_000_000 },
  upTo500: { minCents: 0, maxCents: 50_000_000 },
  over500: { minCents: 50_000_001, maxCents: null },
};

/** Sort orders (SPEC.md section 9): by price or by the date the machine was listed. */
export const machineSorts = ['priceAsc', 'priceDesc', 'dateDesc', 'dateAsc'] as const;
export type MachineSort = (typeof machineSorts)[number];

/** Page sizes the list offers; the server refuses any other. */
export const machinePageSizes = [12, 24, 48] as const;

/** The largest search radius in km; no radius means no restriction. */
export const maxMachineRadiusKm = 1000;

/** The countries machines stand in; South Tyrol is IT. */
export const machineCountries = dealerCountries;

const count = z.int().check(z.gte(0));
const nullableNumber = z.nullable(z.number());

/** Where a machine stands. */
export const machineLocationSchema = z.object({
  zip: z.string(),
  city: z.string(),
  country: z.enum(machineCountries),
  /** The region shown, e.g. "Tirol", "Bayern", "Südtirol". */
  region: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type MachineLocation = z.infer<typeof machineLocationSchema>;

/** Who answers for a machine: its dealer, or Lindner's sales contact. */
export const machineContactSchema = z.object({
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** The dealer's id (`GET /dealers`) and name; null for Lindner's own sales contact. */
  dealer: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type MachineContact = z.infer<typeof machineContactSchema>;

/** A machine as the list shows it. */
export const machineSummarySchema = z.object({
  id: z.string(),
  /** The listing's number, e.g. "GM-24017". */
  identifier: z.string(),
  type: z.enum(machineTypes),
  vehicleClass: z.enum(vehicleClasses),
  manufacturer: z.string(),
  /** The model's name, e.g. "Lintrac 110"; `modelId` is the range's model id, null for other makes. */
  model: z.string(),
  modelId: z.nullable(z.string()),
  yearOfConstruction: z.nullable(count),
  operatingHours: z.nullable(count),
  horsepower: z.nullable(count),
  /** Gross price in euro cents; null for "on request". */
  priceCents: z.nullable(count),
  /** Whether VAT can be shown separately (a business sale) or the price is final (margin scheme). */
  vatDeductible: z.boolean(),
  offerType: z.enum(offerTypes),
  location: machineLocationSchema,
  /** The first photo. */
  image: z.nullable(imageAssetSchema),
  /** When it was listed (the date sort). */
  listedAt: z.iso.datetime({ offset: true }),
  /** Distance from the search's origin in km; null without an origin. */
  distanceKm: nullableNumber,
});
export type MachineSummary = z.infer<typeof machineSummarySchema>;

/** `GET /machines/{id}`: every field of SPEC.md "Machine", in its groups. */
export const machineSchema = z.object({
  ...machineSummarySchema.shape,
  vin: z.nullable(z.string()),
  typeDescription: z.nullable(z.string()),
  // Condition and price
  conditionClass: z.nullable(z.string()),
  conditionGrade: z.nullable(z.enum(conditionGrades)),
  // Equipment and drive
  turbo: z.nullable(z.boolean()),
  transmission: z.nullable(z.enum(transmissions)),
  /** E.g. "Allrad". */
  drive: z.nullable(z.string()),
  maxSpeedKmh: nullableNumber,
  tireSet: z.nullable(z.string()),
  tireWearFrontPercent: nullableNumber,
  tireWearRearPercent: nullableNumber,
  frontLoader: z.nullable(z.enum(frontLoaders)),
  frontHydraulics: z.nullable(z.enum(frontHydraulicsKinds)),
  /** Single-acting (EW) and double-acting (DW) control units. */
  controlUnitsSingle: z.nullable(count),
  controlUnitsDouble: z.nullable(count),
  color: z.nullable(z.string()),
  colorRal: z.nullable(z.string()),
  equipment: z.array(z.enum(machineEquipment)),
  /** Further equipment as the seller wrote it (shown as text, never as HTML). */
  equipmentNotes: z.nullable(z.string()),
  // Consumption and dimensions (l/h; mm; kg)
  totalConsumptionLiters: nullableNumber,
  averageConsumptionLitersPerHour: nullableNumber,
  lengthMm: nullableNumber,
  widthMm: nullableNumber,
  heightMm: nullableNumber,
  partHeightMm: nullableNumber,
  wheelBaseMm: nullableNumber,
  maxWeightKg: nullableNumber,
  maxWeightFrontKg: nullableNumber,
  maxWeightRearKg: nullableNumber,
  images: z.array(imageAssetSchema),
  description: z.nullable(z.string()),
  contact: machineContactSchema,
});
export type Machine = z.infer<typeof machineSchema>;

/** A filter's values with how many machines of the current search (without that filter) have each. */
export const facetSchema = z.array(
  z.object({
    value: z.string(),
    count,
    /** What the option shows where the value is an id: the model's name for `modelId`. */
    label: z.optional(z.string()),
  }),
);
export type Facet = z.infer<typeof facetSchema>;

/** `GET /machines`: one page of results, the total, and the facet counts. */
export const machineSearchResultSchema = z.object({
  machines: z.array(machineSummarySchema),
  total: count,
  page: z.int().check(z.gte(1)),
  pageSize: z.int(),
  /** Where distances are measured from (a zip or a position); null without one. */
  origin: z.nullable(z.object({ lat: z.number(), lng: z.number(), label: z.nullable(z.string()) })),
  /**
   * For each filter, its values with the count of machines that match every other filter and
   * that value: the numbers next to the filter's options.
   */
  facets: z.object({
    type: facetSchema,
    vehicleClass: facetSchema,
    modelId: facetSchema,
    country: facetSchema,
    equipment: facetSchema,
    priceRange: facetSchema,
    offerType: facetSchema,
  }),
});
export type MachineSearchResult = z.infer<typeof machineSearchResultSchema>;

/**
 * A search as the list's URL and `GET /machines` carry it (query string names in brackets).
 * Every filter is optional; list values are comma-separated in the query string.
 */
export interface MachineQuery {
  /** [type] */
  types?: MachineType[];
  /** [class] */
  vehicleClasses?: VehicleClass[];
  /** [model] */
  modelIds?: string[];
  /** [country] */
  countries?: (typeof machineCountries)[number][];
  /** [equipment]: machines that have all of them. */
  equipment?: MachineEquipment[];
  /** [hoursMax], [hoursMin] */
  operatingHoursMin?: number;
  operatingHoursMax?: number;
  /** [hpMin], [hpMax] */
  horsepowerMin?: number;
  horsepowerMax?: number;
  /** [yearMin], [yearMax] */
  yearMin?: number;
  yearMax?: number;
  /** [price] */
  priceRange?: PriceRange;
  /** [offer] */
  offerTypes?: OfferType[];
  /** [zip] with [country] (first of countries, default AT), or [lat] and [lng]: the origin. */
  zip?: string;
  lat?: number;
  lng?: number;
  /** [radius] in km, needs an origin; none = no restriction. */
  radiusKm?: number;
  /** [sort], default dateDesc */
  sort?: MachineSort;
  /** [page] from 1, [size] one of machinePageSizes (default 12) */
  page?: number;
  pageSize?: number;
}

/** Why a query was refused (the server answers 400 with the field's message). */
export type MachineQueryProblem =
  | 'type'
  | 'class'
  | 'model'
  | 'country'
  | 'equipment'
  | 'hours'
  | 'hp'
  | 'year'
  | 'price'
  | 'offer'
  | 'zip'
  | 'coordinates'
  | 'radius'
  | 'sort'
  | 'page'
  | 'size';

/**
 * `POST /machines/{id}/inquiries`: a visitor's question about a machine (public, throttled;
 * mailed to the machine's contact). The privacy consent is required (SPEC.md section 5).
 */
export const machineInquiryInputSchema = z.object({
  name: requiredText(formTextLimits.firstName + formTextLimits.lastName + 1),
  email: contactFields.email,
  phone: contactFields.phone,
  message: requiredText(formTextLimits.message, { multiLine: true }),
  privacyConsent: contactFields.privacyConsent,
});
export type MachineInquiryInput = z.input<typeof machineInquiryInputSchema>;

/** The defaults a query string leaves out. */
export const machineQueryDefaults = { sort: 'dateDesc', page: 1, pageSize: 12 } as const satisfies {
  sort: MachineSort;
  page: number;
  pageSize: (typeof machinePageSizes)[number];
};

/** A parsed query: sort and paging always set (to their defaults when the string has none). */
export type ParsedMachineQuery = MachineQuery & {
  sort: MachineSort;
  page: number;
  pageSize: number;
};

/** Bounds of the number filters: beyond them a value is a typo, not a search. */
const numberLimits = {
  hours: { min: 0, max: 1_000_000 },
  hp: { min: 0, max: 2_000 },
  year: { min: 1900, max: 2100 },
  page: { min: 1, max: 100_000 },
} as const;

const machineModelId = /^[a-z0-9][a-z0-9-]{0,59}$/;
const machineZip = /^[A-Za-z0-9 -]{3,10}$/;
const digits = /^\d{1,9}$/;
const coordinate = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** The value as trimmed text; a repeated parameter counts as one comma-separated list. */
function rawText(value: unknown): string | undefined {
  if (Array.isArray(value))
    return rawText(value.filter((each) => typeof each === 'string').join(','));
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A list's canonical spelling of each entry, in the order of `allowed`; null for a stranger. */
function enumList<T extends string>(value: string, allowed: readonly T[]): T[] | null {
  const wanted = value
    .split(',')
    .map((each) => each.trim().toLowerCase())
    .filter(Boolean);
  if (wanted.length === 0) return null;
  const known = new Set(allowed.map((each) => each.toLowerCase()));
  if (!wanted.every((each) => known.has(each))) return null;
  return allowed.filter((each) => wanted.includes(each.toLowerCase()));
}

/** A list parameter: undefined when missing or blank, null when refused. */
function listParameter<T extends string>(
  value: unknown,
  allowed: readonly T[],
): T[] | null | undefined {
  const text = rawText(value);
  return text === undefined ? undefined : enumList(text, allowed);
}

function enumValue<T extends string>(value: string, allowed: readonly T[]): T | null {
  return allowed.find((each) => each.toLowerCase() === value.toLowerCase()) ?? null;
}

/** An inclusive range of whole numbers: [min, max] with min ≤ max; null when either is bad. */
function wholeRange(
  minText: string | undefined,
  maxText: string | undefined,
  limits: { min: number; max: number },
): { min?: number; max?: number } | null {
  const read = (value: string | undefined) => {
    if (value === undefined) return undefined;
    if (!digits.test(value)) return null;
    const number = Number(value);
    return number >= limits.min && number <= limits.max ? number : null;
  };
  const min = read(minText);
  const max = read(maxText);
  if (min === null || max === null) return null;
  if (min !== undefined && max !== undefined && min > max) return null;
  return { min, max };
}

/**
 * Reads and checks the machine search's query string (the names in `MachineQuery`'s comments);
 * shared by the server (which answers 400 naming the filter) and the list page (which keeps the
 * search in its URL). Lenient where harmless: case, blanks, repeated parameters. Lists come back
 * deduplicated in a fixed order, so that equal searches have equal query strings.
 */
export function parseMachineQuery(
  raw: Record<string, unknown>,
): { ok: true; query: ParsedMachineQuery } | { ok: false; problem: MachineQueryProblem } {
  const query: ParsedMachineQuery = { ...machineQueryDefaults };

  const types = listParameter(raw.type, machineTypes);
  if (types === null) return { ok: false, problem: 'type' };
  if (types) query.types = types;
  const classes = listParameter(raw.class, vehicleClasses);
  if (classes === null) return { ok: false, problem: 'class' };
  if (classes) query.vehicleClasses = classes;
  const countries = listParameter(raw.country, machineCountries);
  if (countries === null) return { ok: false, problem: 'country' };
  if (countries) query.countries = countries;
  const equipment = listParameter(raw.equipment, machineEquipment);
  if (equipment === null) return { ok: false, problem: 'equipment' };
  if (equipment) query.equipment = equipment;
  const offers = listParameter(raw.offer, offerTypes);
  if (offers === null) return { ok: false, problem: 'offer' };
  if (offers) query.offerTypes = offers;

  const models = rawText(raw.model);
  if (models !== undefined) {
    const list = [
      ...new Set(
        models
          .split(',')
          .map((each) => each.trim().toLowerCase())
          .filter(Boolean),
      ),
    ].sort();
    if (list.length === 0 || !list.every((each) => machineModelId.test(each))) {
      return { ok: false, problem: 'model' };
    }
    query.modelIds = list;
  }

  const ranges = [
    ['hours', 'hoursMin', 'hoursMax', 'operatingHoursMin', 'operatingHoursMax'],
    ['hp', 'hpMin', 'hpMax', 'horsepowerMin', 'horsepowerMax'],
    ['year', 'yearMin', 'yearMax', 'yearMin', 'yearMax'],
  ] as const;
  for (const [problem, minName, maxName, minField, maxField] of ranges) {
    const range = wholeRange(rawText(raw[minName]), rawText(raw[maxName]), numberLimits[problem]);
    if (!range) return { ok: false, problem };
    if (range.min !== undefined) query[minField] = range.min;
    if (range.max !== undefined) query[maxField] = range.max;
  }

  const price = rawText(raw.price);
  if (price !== undefined) {
    const range = enumValue(price, priceRanges);
    if (!range) return { ok: false, problem: 'price' };
    query.priceRange = range;
  }

  const zip = rawText(raw.zip);
  if (zip !== undefined) {
    if (!machineZip.test(zip)) return { ok: false, problem: 'zip' };
    query.zip = zip.toUpperCase();
  }
  const lat = rawText(raw.lat);
  const lng = rawText(raw.lng);
  if (lat !== undefined || lng !== undefined) {
    if (!lat || !lng || !coordinate.test(lat) || !coordinate.test(lng)) {
      return { ok: false, problem: 'coordinates' };
    }
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      return { ok: false, problem: 'coordinates' };
    }
    query.lat = latitude;
    query.lng = longitude;
  }
  const radius = rawText(raw.radius);
  if (radius !== undefined) {
    if (!digits.test(radius)) return { ok: false, problem: 'radius' };
    const km = Number(radius);
    const hasOrigin = query.zip !== undefined || query.lat !== undefined;
    if (!hasOrigin || km < 1 || km > maxMachineRadiusKm) return { ok: false, problem: 'radius' };
    query.radiusKm = km;
  }

  const sort = rawText(raw.sort);
  if (sort !== undefined) {
    const order = enumValue(sort, machineSorts);
    if (!order) return { ok: false, problem: 'sort' };
    query.sort = order;
  }
  const page = rawText(raw.page);
  if (page !== undefined) {
    if (!digits.test(page)) return { ok: false, problem: 'page' };
    const number = Number(page);
    if (number < numberLimits.page.min || number > numberLimits.page.max) {
      return { ok: false, problem: 'page' };
    }
    query.page = number;
  }
  const size = rawText(raw.size);
  if (size !== undefined) {
    const number = digits.test(size) ? Number(size) : NaN;
    if (!(machinePageSizes as readonly number[]).includes(number)) {
      return { ok: false, problem: 'size' };
    }
    query.pageSize = number;
  }
  return { ok: true, query };
}

/** The query-string names behind each problem; a refusal names the one at fault. */
const problemParameters: Record<MachineQueryProblem, readonly string[]> = {
  type: ['type'],
  class: ['class'],
  model: ['model'],
  country: ['country'],
  equipment: ['equipment'],
  hours: ['hoursMin', 'hoursMax'],
  hp: ['hpMin', 'hpMax'],
  year: ['yearMin', 'yearMax'],
  price: ['price'],
  offer: ['offer'],
  zip: ['zip'],
  coordinates: ['lat', 'lng'],
  radius: ['radius'],
  sort: ['sort'],
  page: ['page'],
  size: ['size'],
};

/**
 * The parameter a refusal names: of the problem's parameters that were given, the first one
 * refused on its own (`hpMax=viel` beside a good `hpMin`), else the first given.
 */
function refusedParameter(problem: MachineQueryProblem, raw: Record<string, unknown>): string {
  const names = problemParameters[problem];
  const given = names.filter((name) => raw[name] !== undefined);
  return (
    given.find((name) => !parseMachineQuery({ [name]: raw[name] }).ok) ?? given[0] ?? names[0]!
  );
}

/**
 * A machine query read by `parseMachineQuery`, or the issue naming the refused parameter (its
 * field error key the `MachineQueryProblem`), within the schema it is part of.
 */
function machineQueryOrIssue(
  raw: Record<string, unknown>,
  context: { issues: z.core.$ZodRawIssue[] },
  path: (string | number)[] | null,
): ParsedMachineQuery {
  const parsed = parseMachineQuery(raw);
  if (parsed.ok) return parsed.query;
  context.issues.push({
    code: 'custom',
    message: parsed.problem,
    input: raw,
    path: path ?? [refusedParameter(parsed.problem, raw)],
  });
  return z.NEVER;
}

/** A query-string value: one text, or several for a repeated name. */
const queryValue = z.optional(z.union([z.string(), z.array(z.string())]));

/**
 * `GET /machines`: the query string (the names in `MachineQuery`'s comments) as
 * `parseMachineQuery` reads it: sort and paging always set. A refused filter is a 400 naming its
 * parameter (`hpMin`), its field error key the `MachineQueryProblem` (`hp`).
 */
export const machineQuerySchema = z.pipe(
  z.object({
    type: queryValue,
    class: queryValue,
    model: queryValue,
    country: queryValue,
    equipment: queryValue,
    hoursMin: queryValue,
    hoursMax: queryValue,
    hpMin: queryValue,
    hpMax: queryValue,
    yearMin: queryValue,
    yearMax: queryValue,
    price: queryValue,
    offer: queryValue,
    zip: queryValue,
    lat: queryValue,
    lng: queryValue,
    radius: queryValue,
    sort: queryValue,
    page: queryValue,
    size: queryValue,
  }),
  z.transform((raw, context) => machineQueryOrIssue(raw, context, null)),
);

/**
 * A search kept as its query string (a saved search's): read as `GET /machines` reads its
 * query, repeated names as a list of values.
 */
export function readMachineQuery(text: string): ReturnType<typeof parseMachineQuery> {
  return parseMachineQuery(rawQueryOf(text));
}

/** A query string's values by name, a repeated name's as a list. */
function rawQueryOf(text: string): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const before = raw[name];
    raw[name] = before === undefined ? value : [...[before].flat(), value];
  }
  return raw;
}

/**
 * A query string in a text field (a saved search's `query`), read as `GET /machines` reads its
 * own; a refused one is an issue of the field itself, its key the `MachineQueryProblem`.
 */
export const machineQueryTextSchema = z.pipe(
  z.string().check(z.maxLength(2000)),
  z.transform((text, context) => machineQueryOrIssue(rawQueryOf(text), context, [])),
);

/**
 * The query string of a search, the inverse of `parseMachineQuery`: defaults left out, names in
 * a fixed order and lists in the order `parseMachineQuery` gives them, for shareable URLs and
 * cache keys.
 */
export function machineQueryParams(query: MachineQuery): URLSearchParams {
  const params = new URLSearchParams();
  const list = <T extends string>(
    name: string,
    values: readonly T[] | undefined,
    order?: readonly T[],
  ) => {
    if (!values?.length) return;
    const unique = [...new Set(values)];
    const sorted = order ? order.filter((each) => unique.includes(each)) : unique.sort();
    params.set(name, sorted.join(','));
  };
  const number = (name: string, value: number | undefined) => {
    if (value !== undefined) params.set(name, String(value));
  };
  list('type', query.types, machineTypes);
  list('class', query.vehicleClasses, vehicleClasses);
  list('model', query.modelIds);
  list('country', query.countries, machineCountries);
  list('equipment', query.equipment, machineEquipment);
  number('hoursMin', query.operatingHoursMin);
  number('hoursMax', query.operatingHoursMax);
  number('hpMin', query.horsepowerMin);
  number('hpMax', query.horsepowerMax);
  number('yearMin', query.yearMin);
  number('yearMax', query.yearMax);
  if (query.priceRange) params.set('price', query.priceRange);
  list('offer', query.offerTypes, offerTypes);
  if (query.zip) params.set('zip', query.zip);
  if (query.lat !== undefined && query.lng !== undefined) {
    params.set('lat', String(query.lat));
    params.set('lng', String(query.lng));
  }
  number('radius', query.radiusKm);
  if (query.sort && query.sort !== machineQueryDefaults.sort) params.set('sort', query.sort);
  if (query.page !== undefined && query.page !== machineQueryDefaults.page) {
    params.set('page', String(query.page));
  }
  if (query.pageSize !== undefined && query.pageSize !== machineQueryDefaults.pageSize) {
    params.set('size', String(query.pageSize));
  }
  return params;
}

/** A machine's id as paths carry it: a uuid, any case (read in lower case). */
export const machineIdSchema = z.guid().check(z.toLowerCase());

/** `GET /machines/{id}` and `POST /machines/{id}/inquiries`. */
export const machineParamsSchema = z.object({ id: machineIdSchema });

/**
 * The answer to an inquiry; the envelope's `message` is `formSuccessMessages.thanks` in the
 * caller's language, as for the forms.
 */
export const machineInquiryReceiptSchema = z.object({
  id: z.string(),
  machineId: z.string(),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type MachineInquiryReceipt = z.infer<typeof machineInquiryReceiptSchema>;
