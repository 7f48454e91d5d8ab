import { count, sql } from 'drizzle-orm';
import type { Database } from '../database/connection';
import { contractItems } from '../plugins/orderRecords';
import { farms } from '../modules/farm/tables';
import { customers, loyaltyCardCodeHash, loyaltyCards } from '../plugins/customerRegister';
import { vehicles } from '../plugins/vehicles';
import { hashPasswordAtOnce } from '../sign-on/passwords';
import { users } from '../plugins/users';
import { seedDemoCoupons } from './checkoutCatalogue';
import { seedClassifiedAds } from './classifiedAds';
import { seedContests } from './contests';
import { seedEvents } from './events';
import { seedFarmerDiary } from './fleetDiary';
import { seedGuestbook } from './guestbook';
import { seedMachineFile } from './machineFile';
import { seedMachines } from './machines';
import { seedMaintenance } from './maintenancePlans';
import { seedNews } from './news';
import { seedPress } from './press';
import { seedProfileSettings } from './profileSettings';
import { seedTraclinkMobile } from './traclinkMobile';
import { seedUpfrontNews } from './upfrontNews';
import { seedUserReports } from './userReports';

/** Fixed ids, so running the seed again finds what it made before. */
export const demoIds = {
  farmer: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01',
  newcomer: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b02',
  staff: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b03',
  farmerLintrac: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01',
  farmerGeotrac: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c02',
  farmerTracLinkLicence: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1d01',
  farmerWarranty: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1d02',
  farmerTracLinkMobileLicence: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1d03',
} as const;

/**
 * The codes of the demo loyalty cards (a real card's code is random: newLoyaltyCardCode): the
 * farmer's, one of a customer without an account, one that the registration's end-to-end test
 * takes into a new account, and one of a lost card (revoked).
 */
export const demoLoyaltyCards = {
  farmer: 'B8RN7QK2MX4TZ9HC5VWP',
  withoutAccount: 'QH4T9ZK2M7XR5CVWN8P3',
  forRegistration: 'R2WX6K9TQH3MZ7CP4NV8',
  revoked: 'M5TK8PQ2ZX7WH9RC3NV6',
} as const;

/** The demo user names; each user's password is the user name. */
export const demoUsernames = ['farmer', 'newcomer', 'staff'] as const;

/**
 * Demo data for local use and tests (`npm run seed`; never the server's start): `farmer`
 * (customer number, farm, two approved vehicles with diary entries, a TracLink licence ending in
 * 20 days, an active TracLink Mobile licence and a warranty contract for the Lintrac, a Geotrac
 * of last year without TracLink Mobile, open to a warranty extension), `newcomer` (no customer number, no vehicles, incomplete profile) and `staff`
 * (realm role `staff`), the demo coupons, used machines, upfront news, events, classified ads
 * and profile settings. It needs a migrated database: the migrations bring the
 * reference data it names (models, dealers, the checkout's catalogue; seed/referenceData.ts).
 *
 * Running it again adds nothing twice and changes nothing a user edited; it only moves the
 * demo licence's end back to 20 days from `today`, so the expiry banner stays demonstrable.
 */
export async function seedDemoData(database: Database, today = new Date()): Promise<void> {
  const [farmerHash, newcomerHash, staffHash] = await Promise.all(
    demoUsernames.map(demoPasswordHash),
  );
  await database.orm.transaction(async (tx) => {
    await tx
      .insert(users)
      .values([
        {
          id: demoIds.farmer,
          username: 'farmer',
          passwordHash: farmerHash!,
          salutation: 'male',
          title: 'Ing.',
          firstName: 'Josef',
          lastName: 'Brunner',
          email: 'josef.brunner@example.com',
          phone: '+43 5338 2211',
          mobile: '+43 664 1234567',
          company: 'Brunnerhof',
          street: 'Dorfstraße 12',
          zip: '6250',
          city: 'Kundl',
          country: 'AT',
          birthDate: '1971-04-18',
          customerNr: 'AT-104582',
          driverLicense: 'F',
          avatarUrl: null,
          roles: ['customer'],
        },
        {
          id: demoIds.newcomer,
          username: 'newcomer',
          passwordHash: newcomerHash!,
          firstName: 'Lena',
          lastName: 'Gruber',
          email: 'lena.gruber@example.com',
          roles: [],
        },
        {
          id: demoIds.staff,
          username: 'staff',
          passwordHash: staffHash!,
          salutation: 'female',
          firstName: 'Martina',
          lastName: 'Hofer',
          email: 'martina.hofer@example.com',
          company: 'Lindner Traktorenwerk GmbH',
          street: 'Ing.-Hermann-Lindner-Straße 4',
          zip: '6250',
          city: 'Kundl',
          country: 'AT',
          roles: ['staff'],
        },
      ])
      .onConflictDoNothing();

    // Lindner's customer register (its own customers, not users of the portal): the farmer's
    // number, with the farmer's postal code; AT-118230 for the newcomer's person to claim on the
    // profile page, with the postal code of Lena Gruber's address in Breitenbach am Inn, 6252
    // (the one the profile's tests give her; her demo profile has none yet); AT-120377 for the
    // staff user's person, Kundl 6250, which the end-to-end test claims (the newcomer keeps no
    // number there, which the trainings' test reads); and customers without an account, whose
    // loyalty cards (demoLoyaltyCards) the landing's tests scan.
    await tx
      .insert(customers)
      .values([
        {
          customerNr: 'AT-104582',
          firstName: 'Josef',
          lastName: 'Brunner',
          zip: '6250',
          country: 'AT',
          dealerId: 'landtechnik-gwiggner-kundl',
        },
        {
          customerNr: 'AT-118230',
          firstName: 'Lena',
          lastName: 'Gruber',
          zip: '6252',
          country: 'AT',
          dealerId: 'landtechnik-gwiggner-kundl',
        },
        { customerNr: 'AT-120377', lastName: 'Hofer', zip: '6250', country: 'AT' },
        {
          customerNr: 'AT-097311',
          firstName: 'Maria',
          lastName: 'Oberhauser',
          zip: '5611',
          country: 'AT',
          dealerId: 'landmaschinen-krismer-imst',
        },
        {
          customerNr: 'AT-131904',
          firstName: 'Anton',
          lastName: 'Rainer',
          zip: '6130',
          country: 'AT',
          dealerId: 'agrar-hechenblaikner-schwaz',
        },
        {
          customerNr: 'DE-204118',
          firstName: 'Sepp',
          lastName: 'Maier',
          zip: '83646',
          country: 'DE',
        },
        { customerNr: 'IT-310052', lastName: 'Pichler', zip: '39030', country: 'IT' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(loyaltyCards)
      .values([
        { codeHash: loyaltyCardCodeHash(demoLoyaltyCards.farmer), customerNr: 'AT-104582' },
        { codeHash: loyaltyCardCodeHash(demoLoyaltyCards.withoutAccount), customerNr: 'AT-097311' },
        {
          codeHash: loyaltyCardCodeHash(demoLoyaltyCards.forRegistration),
          customerNr: 'AT-131904',
        },
        {
          codeHash: loyaltyCardCodeHash(demoLoyaltyCards.revoked),
          customerNr: 'DE-204118',
          revokedAt: new Date('2026-03-02T09:00:00Z'),
        },
      ])
      .onConflictDoNothing();

    await tx
      .insert(farms)
      .values({
        userId: demoIds.farmer,
        name: 'Brunnerhof',
        vulgo: 'Oberlechner',
        since: 1998,
        area: 34.5,
        leasedArea: 12,
        areaUnderLease: 0,
        workHours: 2600,
        mountainFarmer: true,
        siloHay: true,
        businessType: 'conventional',
        economyTypes: ['dairy', 'grassland'],
        fertilisationTypes: ['slurry', 'manure'],
        sizeBand: '10To50',
      })
      .onConflictDoNothing();

    const lintracYear = today.getUTCFullYear() - 2;
    await tx
      .insert(vehicles)
      .values([
        {
          id: demoIds.farmerLintrac,
          userId: demoIds.farmer,
          vin: 'VBLA11000L0012345',
          modelId: 'lintrac-110',
          // Two years old, whatever the year: young enough for the Lintrac's extension (up to 3
          // years), which it has (demoIds.farmerWarranty, bought in its first spring).
          yearOfConstruction: lintracYear,
          dataSource: 'traclinkMobile',
          status: 'approved',
          operatingHours: 1843.5,
          fuelUsedLiters: 11210,
        },
        {
          id: demoIds.farmerGeotrac,
          userId: demoIds.farmer,
          vin: 'VBLA09400G0023456',
          modelId: 'geotrac-94ep',
          // Built last year: young enough for the Geotrac warranty extension (up to 2 years,
          // counted in calendar years), and without a warranty, so the farmer can order one.
          yearOfConstruction: today.getUTCFullYear() - 1,
          dataSource: 'fuelDiary',
          status: 'approved',
          // Before its diary (seed/fleetDiary.ts), which brings it to 3120 h and 15 480 l.
          operatingHours: 3030,
          fuelUsedLiters: 15037,
        },
      ])
      .onConflictDoNothing();

    await seedFarmerDiary(
      tx,
      { farmer: demoIds.farmer, geotrac: demoIds.farmerGeotrac, lintrac: demoIds.farmerLintrac },
      today,
    );
    await seedMaintenance(tx, today, {
      geotrac: demoIds.farmerGeotrac,
      lintrac: demoIds.farmerLintrac,
    });

    await seedDemoCoupons(tx, today);

    const licenceEnd = addDays(today, 20);
    await tx
      .insert(contractItems)
      .values([
        {
          id: demoIds.farmerTracLinkLicence,
          userId: demoIds.farmer,
          vehicleId: demoIds.farmerLintrac,
          kind: 'traclink',
          title: 'TracLink Smart',
          status: 'active',
          subscriptionPeriod: 'yearly',
          validFrom: addDays(licenceEnd, -365),
          validTo: licenceEnd,
          renewsAutomatically: true,
          priceSetup: 0,
          priceYearly: 149,
          productId: 'traclink-smart',
        },
        {
          id: demoIds.farmerWarranty,
          userId: demoIds.farmer,
          vehicleId: demoIds.farmerLintrac,
          kind: 'warranty',
          title: 'Garantieverlängerung 5 Jahre / 5.000 Betriebsstunden',
          status: 'active',
          freePeriodMonths: 24,
          validFrom: `${lintracYear}-03-14`,
          validTo: `${lintracYear + 5}-03-13`,
          priceOnce: 1290,
        },
      ])
      .onConflictDoUpdate({
        target: contractItems.id,
        set: {
          validTo: sql`excluded.valid_to`,
          validFrom: sql`excluded.valid_from`,
          productId: sql`excluded.product_id`,
        },
        where: sql`${contractItems.id} = ${demoIds.farmerTracLinkLicence}`,
      });

    await seedTraclinkMobile(tx, today, {
      farmer: demoIds.farmer,
      vehicle: demoIds.farmerLintrac,
      licence: demoIds.farmerTracLinkMobileLicence,
    });
    await seedMachineFile(tx, {
      vehicleId: demoIds.farmerLintrac,
      owner: demoIds.farmer,
      year: lintracYear,
    });
    await seedMachines(tx, today);

    await seedProfileSettings(tx, today);
    await seedUpfrontNews(tx, today);
    await seedPress(tx, today);
    await seedUserReports(tx, today);
    await seedNews(tx, today);
    // After the users: the demo staff user's sign-up fills one event.
    await seedEvents(tx, today, demoIds.staff);
    // After the users and models: the demo ads are the staff user's and the newcomer's.
    await seedClassifiedAds(tx, today, { staff: demoIds.staff, newcomer: demoIds.newcomer });
    await seedContests(tx, today);
    // After the users: the demo staff user approved and answered the guestbook's entries.
    await seedGuestbook(tx, today, demoIds.staff);
  });
}

const demoPasswordHashes = new Map<string, Promise<string>>();

/** Hashed once per process: tests seed again and again, and scrypt is slow on purpose. */
function demoPasswordHash(username: string): Promise<string> {
  let hash = demoPasswordHashes.get(username);
  if (!hash) {
    hash = hashPasswordAtOnce(username);
    demoPasswordHashes.set(username, hash);
  }
  return hash;
}

/**
 * Seeds the demo data into a database that has no users yet (`npm start` on a new database);
 * returns whether it did. A database with users is left as it is, whatever it lacks: `npm run
 * seed` adds what is missing.
 */
export async function seedIfEmpty(database: Database, today = new Date()): Promise<boolean> {
  const [row] = await database.orm.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return false;
  await seedDemoData(database, today);
  return true;
}

function addDays(day: Date | string, days: number): string {
  const date = new Date(typeof day === 'string' ? `${day}T00:00:00Z` : day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
