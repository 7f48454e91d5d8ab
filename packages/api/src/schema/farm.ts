import { z } from 'zod';

export const economyTypes = [
  'dairy',
  'livestock',
  'fattening',
  'fruit',
  'hops',
  'vegetables',
  'viticulture',
  'contractor',
  'grassland',
  'arable',
  'others',
] as const;
export type EconomyType = (typeof economyTypes)[number];

/** The economy form; SPEC.md calls the field `businessType`. */
export const businessTypes = ['conventional', 'biological', 'both'] as const;
export type BusinessType = (typeof businessTypes)[number];

export const fertilisationTypes = [
  'slurry',
  'manure',
  'mixed',
  'artificial',
  'lime',
  'none',
] as const;
export type FertilisationType = (typeof fertilisationTypes)[number];

/** Farm size bands in hectares. */
export const farmSizeBands = ['below10', '10To50', '50To200', 'above200'] as const;
export type FarmSizeBand = (typeof farmSizeBands)[number];

const nameMaxLength = 120;
/** Hectares and hours beyond this are typing mistakes, not farms. */
const largestQuantity = 1_000_000;

const optionalText = z
  .string({ error: 'invalid' })
  .trim()
  .max(nameMaxLength, { error: 'tooLong' })
  .transform((text) => (text === '' ? null : text))
  .nullable()
  .default(null);

const quantity = z
  .number({ error: 'invalid' })
  .min(0, { error: 'nonNegative' })
  .max(largestQuantity, { error: 'tooLarge' })
  .nullable()
  .default(null);

const option = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: 'option' });

/**
 * The year the farm has been run by the user: four digits, not in the future. Checked against
 * the current year when validating, not when this module loads.
 */
export const farmSinceSchema = z
  .number({ error: 'year' })
  .int({ error: 'year' })
  .min(1000, { error: 'year' })
  .max(9999, { error: 'year' })
  .refine((year) => year <= new Date().getFullYear(), { error: 'yearInFuture' });

/** `POST /user/profile/farm`: what the farm form sends. */
export const farmInputSchema = z.object({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(nameMaxLength, { error: 'tooLong' }),
  vulgo: optionalText,
  since: farmSinceSchema.nullable().default(null),
  area: quantity,
  leasedArea: quantity,
  areaUnderLease: quantity,
  workHours: quantity,
  mountainFarmer: z.boolean({ error: 'invalid' }).default(false),
  siloHay: z.boolean({ error: 'invalid' }).default(false),
  businessType: option(businessTypes).nullable().default(null),
  economyTypes: z.array(option(economyTypes), { error: 'invalid' }).default([]),
  fertilisationTypes: z.array(option(fertilisationTypes), { error: 'invalid' }).default([]),
  sizeBand: option(farmSizeBands).nullable().default(null),
});
export type FarmInput = z.input<typeof farmInputSchema>;
export type ValidFarmInput = z.output<typeof farmInputSchema>;

/** A saved farm as `GET` and `POST /user/profile/farm` return it. */
export const farmSchema = z.object({
  name: z.string(),
  vulgo: z.string().nullable(),
  since: z.number().int().nullable(),
  area: z.number().nullable(),
  leasedArea: z.number().nullable(),
  areaUnderLease: z.number().nullable(),
  workHours: z.number().nullable(),
  mountainFarmer: z.boolean(),
  siloHay: z.boolean(),
  businessType: z.enum(businessTypes).nullable(),
  economyTypes: z.array(z.enum(economyTypes)),
  fertilisationTypes: z.array(z.enum(fertilisationTypes)),
  sizeBand: z.enum(farmSizeBands).nullable(),
});
export type Farm = z.infer<typeof farmSchema>;

/** `GET /user/profile/farm`: null while the user has not entered a farm. */
export const userFarmSchema = farmSchema.nullable();

export const dropdownOptionSchema = z.object({ value: z.string(), label: z.string() });
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;

/** `GET /user/profile/farm/dropdowns`: the option lists, labelled in the caller's language. */
export const farmDropdownsSchema = z.object({
  economyTypes: z.array(dropdownOptionSchema),
  businessTypes: z.array(dropdownOptionSchema),
  fertilisationTypes: z.array(dropdownOptionSchema),
  sizeBands: z.array(dropdownOptionSchema),
});
export type FarmDropdowns = z.infer<typeof farmDropdownsSchema>;
