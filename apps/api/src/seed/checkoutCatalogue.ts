import { sql } from 'drizzle-orm';
import type { Database } from '../database/connection';
import { checkoutCoupons, type checkoutProducts } from '../modules/checkout/tables';

type Writer = Pick<Database['orm'], 'insert'>;

/**
 * The checkout's catalogue, net prices in integer cents: reference data, inserted by migration
 * 0014_reference_checkout_catalogue.sql (written from this list by
 * apps/api/scripts/referenceDataMigration.ts). The prices are PLAUSIBLE DEMO VALUES, not
 * Lindner's price list:
 * - TracLink Mobile and Smart: a setup fee, monthly and yearly prices, free months at the start.
 * - Warranty extensions per model series, for vehicles up to a maximum age, paid once.
 */
export const checkoutProductSeed: (typeof checkoutProducts.$inferInsert)[] = [
  {
    id: 'traclink-mobile',
    kind: 'traclink',
    name: 'TracLink Mobile',
    priceSetupCents: 1900,
    priceMonthlyCents: 690,
    priceYearlyCents: 6900,
    freeMonths: 1,
    sortOrder: 1,
  },
  {
    id: 'traclink-smart',
    kind: 'traclink',
    name: 'TracLink Smart',
    priceSetupCents: 4900,
    priceMonthlyCents: 1490,
    priceYearlyCents: 14900,
    freeMonths: 3,
    sortOrder: 2,
  },
  {
    id: 'warranty-lintrac-5',
    kind: 'warranty',
    name: 'Garantieverlängerung Lintrac bis 5 Jahre',
    priceOnceCents: 129000,
    modelSeries: ['Lintrac'],
    maxVehicleAgeYears: 3,
    termMonths: 24,
    sortOrder: 10,
  },
  {
    id: 'warranty-geotrac-4',
    kind: 'warranty',
    name: 'Garantieverlängerung Geotrac bis 4 Jahre',
    priceOnceCents: 89000,
    modelSeries: ['Geotrac'],
    maxVehicleAgeYears: 2,
    termMonths: 24,
    sortOrder: 11,
  },
  {
    id: 'warranty-unitrac-5',
    kind: 'warranty',
    name: 'Garantieverlängerung Unitrac bis 5 Jahre',
    priceOnceCents: 149000,
    modelSeries: ['Unitrac'],
    maxVehicleAgeYears: 3,
    termMonths: 24,
    sortOrder: 12,
  },
];

/**
 * The demo coupons: `JAHR10` (10 % off yearly prices, valid from 30 days before `today` for a
 * year) and `SOMMER2024` (expired). Running it again moves `JAHR10`'s dates along.
 */
export async function seedDemoCoupons(orm: Writer, today = new Date()): Promise<void> {
  await orm
    .insert(checkoutCoupons)
    .values([
      {
        code: 'JAHR10',
        discountKind: 'percentage',
        discountValue: 10,
        periods: ['yearly'],
        validFrom: isoDay(today, -30),
        validTo: isoDay(today, 335),
      },
      {
        code: 'SOMMER2024',
        discountKind: 'percentage',
        discountValue: 15,
        periods: ['yearly', 'setup'],
        validFrom: '2024-06-01',
        validTo: '2024-08-31',
      },
    ])
    .onConflictDoUpdate({
      target: checkoutCoupons.code,
      set: { validFrom: sql`excluded.valid_from`, validTo: sql`excluded.valid_to` },
      where: sql`${checkoutCoupons.code} = 'JAHR10'`,
    });
}

function isoDay(today: Date, daysAhead: number): string {
  const day = new Date(today);
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return day.toISOString().slice(0, 10);
}
