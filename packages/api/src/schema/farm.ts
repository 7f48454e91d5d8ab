import * as z from 'zod/mini';
import { optionalText, requiredText } from './text';

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

export const farmNameMaxLength = 120;
/** Hectares and hours beyond this are typing mistakes, not farms. */
const largestQuantity = 1_000_000;

const quantity = z._default(
  z.nullable(
    z
      .number({ error: 'invalid' })
      .check(z.gte(0, { error: 'nonNegative' }), z.lte(largestQuantity, { error: 'tooLarge' })),
  ),
  null,
);

const option = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: 'option' });

/**
 * The year the farm has been run by the user: four digits, not in the future. Checked against
 * the current year when validating, not when this module loads.
 */
export const farmSinceSchema = z.int({ error: 'year' }).check(
  z.gte(1000, { error: 'year' }),
  z.lte(9999, { error: 'year' }),
  z.refine((year) => year <= new Date().getFullYear(), { error: 'yearInFuture' }),
);

/** `POST /user/profile/farm`: what the farm form sends. */
export const farmInputSchema = z.object({
  name: requiredText(farmNameMaxLength),
  vulgo: optionalText(farmNameMaxLength),
  since: z._default(z.nullable(farmSinceSchema), null),
  area: quantity,
  leasedArea: quantity,
  areaUnderLease: quantity,
  workHours: quantity,
  mountainFarmer: z._default(z.boolean({ error: 'invalid' }), false),
  siloHay: z._default(z.boolean({ error: 'invalid' }), false),
  businessType: z._default(z.nullable(option(businessTypes)), null),
  economyTypes: z._default(z.array(option(economyTypes), { error: 'invalid' }), []),
  fertilisationTypes: z._default(z.array(option(fertilisationTypes), { error: 'invalid' }), []),
  sizeBand: z._default(z.nullable(option(farmSizeBands)), null),
});
export type FarmInput = z.input<typeof farmInputSchema>;
export type ValidFarmInput = z.output<typeof farmInputSchema>;

/** A saved farm as `GET` and `POST /user/profile/farm` return it. */
export const farmSchema = z.object({
  name: z.string(),
  vulgo: z.nullable(z.string()),
  since: z.nullable(z.int()),
  area: z.nullable(z.number()),
  leasedArea: z.nullable(z.number()),
  areaUnderLease: z.nullable(z.number()),
  workHours: z.nullable(z.number()),
  mountainFarmer: z.boolean(),
  siloHay: z.boolean(),
  businessType: z.nullable(z.enum(businessTypes)),
  economyTypes: z.array(z.enum(economyTypes)),
  fertilisationTypes: z.array(z.enum(fertilisationTypes)),
  sizeBand: z.nullable(z.enum(farmSizeBands)),
});
export type Farm = z.infer<typeof farmSchema>;

/** `GET /user/profile/farm`: null while the user has not entered a farm. */
export const userFarmSchema = z.nullable(farmSchema);

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
