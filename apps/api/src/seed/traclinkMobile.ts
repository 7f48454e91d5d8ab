import { sql } from 'drizzle-orm';
import type { Database } from '../database/connection';
import { contractItems } from '../plugins/orderRecords';

type Writer = Pick<Database['orm'], 'insert'>;

interface TraclinkMobileIds {
  farmer: string;
  /** The vehicle that gets the licence; the farmer's other vehicle stays without one. */
  vehicle: string;
  licence: string;
}

function addDays(day: Date, days: number): string {
  const shifted = new Date(day);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

/**
 * The farmer's TracLink Mobile licence (issue 31 point 5): active, half a year left, so its tab
 * shows the app's pairing. Seeding again moves its dates along with `today`.
 */
export async function seedTraclinkMobile(
  orm: Writer,
  today: Date,
  ids: TraclinkMobileIds,
): Promise<void> {
  const validTo = addDays(today, 180);
  await orm
    .insert(contractItems)
    .values({
      id: ids.licence,
      userId: ids.farmer,
      vehicleId: ids.vehicle,
      kind: 'traclink',
      title: 'TracLink Mobile',
      status: 'active',
      subscriptionPeriod: 'yearly',
      validFrom: addDays(today, -185),
      validTo,
      renewsAutomatically: true,
      priceSetup: 19,
      priceYearly: 69,
      productId: 'traclink-mobile',
    })
    .onConflictDoUpdate({
      target: contractItems.id,
      set: { validFrom: sql`excluded.valid_from`, validTo: sql`excluded.valid_to` },
    });
}
