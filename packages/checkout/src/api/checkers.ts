import type { PayloadCheck, PayloadChecker } from '@lindner/api/client';
import {
  checkoutKinds,
  largestCatalogueCents,
  pricePeriods,
  subscriptionPeriods,
  type CatalogueProduct,
  type CheckoutOrder,
  type ContractItemEntry,
  type Coupon,
  type Fleet,
  type UserProfile,
} from '@lindner/api/schema';

// The checkout's answers checked by hand rather than by the zod schemas of @lindner/api: the
// schema library is 11 kB gzip, a quarter of what a widget on a CMS page may weigh (DESIGN.md
// "Performance budgets"). What the checkout prices and orders with (products, coupons) is
// checked whole, as the schemas do; of the fleet, the profile, a licence and an order only the
// fields the checkout reads. checkers.test.ts holds them to the schemas' verdicts.

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText: Check = (value) => typeof value === 'string';
const isFilledText: Check = (value) => typeof value === 'string' && value.length > 0;
const isCount: Check = (value) => Number.isSafeInteger(value) && (value as number) >= 0;
const isCents: Check = (value) => isCount(value) && (value as number) <= largestCatalogueCents;
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    values.includes(value as string);
const nullOr =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const listOf =
  (check: Check, minimum = 0): Check =>
  (value) =>
    Array.isArray(value) && value.length >= minimum && value.every(check);
const withFields =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([name, check]) => check(value[name]));

/** A day `YYYY-MM-DD` (as `calendarDateSchema`: months 01 to 12, days 01 to 31). */
const isDay: Check = (value) =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value);

const isPrices = withFields(
  Object.fromEntries(
    pricePeriods.map((period) => [period, (cents) => cents === undefined || isCents(cents)]),
  ),
);

const productFields = {
  id: isFilledText,
  name: isFilledText,
  prices: isPrices,
  freeMonths: isCount,
};

const isProduct: Check = (value) =>
  isRecord(value) &&
  (value.kind === 'traclink'
    ? withFields(productFields)(value)
    : value.kind === 'warranty' &&
      withFields({
        ...productFields,
        modelIds: listOf(isText, 1),
        maxVehicleAgeYears: isCount,
      })(value));

const isDiscount: Check = (value) =>
  isRecord(value) &&
  (value.kind === 'percentage'
    ? Number.isInteger(value.percent) &&
      (value.percent as number) >= 1 &&
      (value.percent as number) <= 100
    : value.kind === 'amount' && isCents(value.cents) && (value.cents as number) >= 1);

const isCoupon: Check = (value) =>
  withFields({
    code: isFilledText,
    discount: isDiscount,
    periods: listOf(oneOf(pricePeriods), 1),
    validFrom: isDay,
    validTo: isDay,
  })(value) && (value as Coupon).validTo >= (value as Coupon).validFrom;

const isContractVehicle = withFields({
  id: isText,
  vin: isText,
  model: withFields({ id: isText, name: isText }),
});

const isFleet = withFields({
  vehicles: listOf(
    withFields({ id: isText, vin: isText, status: isText, model: withFields({ name: isText }) }),
  ),
});

const isProfile = withFields(
  Object.fromEntries(
    ['company', 'firstName', 'lastName', 'street', 'zip', 'city', 'country'].map((field) => [
      field,
      nullOr(isText),
    ]),
  ),
);

const isContractItem = withFields({
  id: isText,
  kind: oneOf(checkoutKinds),
  subscriptionPeriod: nullOr(oneOf(subscriptionPeriods)),
  productId: nullOr(isText),
  vehicle: isContractVehicle,
});

const isOrder = withFields({
  id: isText,
  kind: oneOf(checkoutKinds),
  productId: isText,
  productName: isText,
  vehicle: isContractVehicle,
});

/** A checker by a check, whose refusal names what the payload is not, e.g. 'a coupon'. */
function checker<T>(check: Check, what: string): PayloadChecker<T> {
  return {
    safeParse: (value): PayloadCheck<T> =>
      check(value)
        ? { success: true, data: value as T }
        : { success: false, error: { issues: [{ path: [], message: `not ${what}` }] } },
  };
}

export const checkoutProductsChecker = checker<CatalogueProduct[]>(listOf(isProduct), 'products');
export const couponChecker = checker<Coupon>(isCoupon, 'a coupon');
export const fleetChecker = checker<Fleet>(isFleet, 'a fleet');
export const profileChecker = checker<UserProfile>(isProfile, 'a profile');
export const contractItemChecker = checker<ContractItemEntry>(isContractItem, 'a contract item');
export const checkoutOrderChecker = checker<CheckoutOrder>(isOrder, 'an order');
