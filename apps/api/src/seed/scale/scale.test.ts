import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connection';
import { applyMigrations } from '../../database/migrations';
import { eventRegistrations, events } from '../../modules/events/tables';
import { diaryEntries } from '../../modules/fleet/tables';
import { classifiedAds } from '../../modules/marketplace/tables';
import { machines } from '../../modules/used-machines/tables';
import { users } from '../../plugins/users';
import { vehicles } from '../../plugins/vehicles';
import { openTestDatabase } from '../../testing/testDatabase';
import { generateAds } from './ads';
import { generateEvents } from './events';
import { generateFleets } from './fleets';
import { seedAtScale } from './seedAtScale';

const today = new Date('2026-03-15T09:30:00Z');

describe('the scale seed (scripts/bench-api.mjs)', () => {
  it('generates the same data for the same seed and day', () => {
    const fleets = () => generateFleets(5, { seed: 7, today, passwordHash: 'hash' });
    expect(fleets()).toEqual(fleets());
    const owners = fleets().users.map((user) => user.id);
    expect(generateAds(20, { seed: 8, today, owners })).toEqual(
      generateAds(20, { seed: 8, today, owners }),
    );
    expect(generateEvents(10, { seed: 9, today, participants: owners })).toEqual(
      generateEvents(10, { seed: 9, today, participants: owners }),
    );
  });

  it('gives each user 1 to 3 vehicles with a diary of the year up to today', () => {
    const fleets = generateFleets(40, { seed: 1, today, passwordHash: 'hash' });
    for (const user of fleets.users) {
      const own = fleets.vehicles.filter((vehicle) => vehicle.userId === user.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
    }
    const dates = fleets.diaryEntries.map((entry) => entry.entryDate).sort();
    expect(dates[0]! >= '2025-03-16').toBe(true);
    expect(dates.at(-1)! <= '2026-03-15').toBe(true);
    // Readings only go up: the fuel stops of each vehicle, in date order.
    for (const vehicle of fleets.vehicles) {
      const stops = fleets.diaryEntries.filter(
        (entry) => entry.vehicleId === vehicle.id && entry.kind === 'fuelStop',
      );
      const hours = stops.map((stop) => stop.hours!);
      expect(hours).toEqual([...hours].sort((a, b) => a - b));
      if (vehicle.dataSource === 'fuelDiary') expect(stops.length).toBeGreaterThan(2);
    }
  });

  describe('in a database', () => {
    let database: Database;

    beforeAll(async () => {
      // Migrated (the reference data included), without the demo data.
      database = await openTestDatabase('empty');
      await applyMigrations(database);
    });

    afterAll(async () => {
      await database?.close();
    });

    it('inserts what it generates, within the tables’ constraints', async () => {
      const scale = { machines: 30, ads: 40, events: 15, users: 12 };
      const { rows } = await seedAtScale(database, { scale, today, passwordHash: 'hash' });
      const counted = async (
        table:
          | typeof machines
          | typeof users
          | typeof vehicles
          | typeof diaryEntries
          | typeof classifiedAds
          | typeof events
          | typeof eventRegistrations,
      ) => (await database.orm.select({ rows: count() }).from(table))[0]!.rows;
      expect({
        machines: await counted(machines),
        users: await counted(users),
        vehicles: await counted(vehicles),
        diaryEntries: await counted(diaryEntries),
        ads: await counted(classifiedAds),
        events: await counted(events),
        eventRegistrations: await counted(eventRegistrations),
      }).toEqual({
        machines: 30,
        users: 12,
        vehicles: rows.vehicles,
        diaryEntries: rows.diaryEntries,
        ads: 40,
        events: 15,
        eventRegistrations: rows.eventRegistrations,
      });
    });
  });
});
