import type { BookingDealer } from '@lindner/api/schema';
import { isDealerCountry } from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../../../database/connection';
import { customers } from '../../../../plugins/customerRegister';
import {
  findPlace,
  greatCircleKm,
  loadDealers,
  rankDealers,
  type DealerRow,
} from '../../../../plugins/dealerDirectory';
import type { UserRow } from '../../../../plugins/users';

/** How many dealers nearby are offered besides the own one. */
export const nearbyDealerCount = 5;

/** A dealer the booking may go to, with the row its mail needs. */
export interface DealerChoice {
  dealer: BookingDealer;
  row: DealerRow & { email: string };
}

const hasEmail = (row: DealerRow): row is DealerRow & { email: string } => Boolean(row.email);

/**
 * The dealers a user may book at: the own dealer (the customer register's dealer of the user's
 * customer number) first, then the nearest service partners and resellers from the user's postal
 * code. Only dealers with an e-mail address: the booking goes to them by mail.
 */
export async function dealerChoices(orm: Orm, user: UserRow): Promise<DealerChoice[]> {
  const rows = (await loadDealers(orm)).filter(hasEmail);
  const place = user.zip
    ? await findPlace(orm, {
        zip: user.zip,
        ...(isDealerCountry(user.country) ? { country: user.country } : {}),
      })
    : null;
  const choice = (row: DealerRow & { email: string }, distanceKm: number | null, own: boolean) => ({
    dealer: {
      id: row.id,
      name: row.name,
      street: row.street,
      zip: row.zip,
      city: row.city,
      country: row.country,
      distanceKm,
      own,
    },
    row,
  });
  const choices: DealerChoice[] = [];
  if (user.customerNr) {
    const [customer] = await orm
      .select({ dealerId: customers.dealerId })
      .from(customers)
      .where(eq(customers.customerNr, user.customerNr));
    const own = rows.find((row) => row.id === customer?.dealerId);
    if (own) {
      const km = place ? Math.round(greatCircleKm(place, own) * 10) / 10 : null;
      choices.push(choice(own, km, true));
    }
  }
  if (place) {
    const nearby = rankDealers(rows, place, { types: ['servicePartner', 'reseller'] })
      .filter(({ id }) => !choices.some(({ dealer }) => dealer.id === id))
      .slice(0, nearbyDealerCount);
    for (const { id, distanceKm } of nearby) {
      choices.push(
        choice(
          rows.find((row) => row.id === id)!,
          distanceKm,
          false,
        ),
      );
    }
  }
  return choices;
}
