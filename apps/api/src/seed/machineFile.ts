import type { Database } from '../database/connection';
import { vehicleServiceEntries } from '../modules/fleet/machineFile/tables';

/** The ids of the demo service entries (stable, so that seeding again adds nothing). */
export const demoServiceEntryIds = {
  firstService: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a5e01',
  oilChange: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a5e02',
} as const;

/**
 * The Lintrac's demo service history: the first service at 50 h written by the dealer (as a
 * booking will write it: read-only for the owner) and an oil change the farmer did and entered.
 * Invented for the demo; the documents of the machine file are written on request
 * (modules/fleet/machineFile/demoDocuments.ts).
 */
export async function seedMachineFile(
  tx: Pick<Database['orm'], 'insert'>,
  lintrac: { vehicleId: string; owner: string; year: number },
): Promise<void> {
  await tx
    .insert(vehicleServiceEntries)
    .values([
      {
        id: demoServiceEntryIds.firstService,
        vehicleId: lintrac.vehicleId,
        writtenBy: 'dealer',
        dealerId: 'landtechnik-gwiggner-kundl',
        serviceDate: `${lintrac.year}-05-06`,
        operatingHours: 52,
        workDone:
          'Erster Service nach 50 Betriebsstunden: Motoröl und Ölfilter gewechselt, Schraubverbindungen nachgezogen, Software aktualisiert.',
        parts: 'Motoröl 15W-40 (12 l), Ölfilter',
        doneBy: 'dealer',
        dealerName: 'Landtechnik Gwiggner',
      },
      {
        id: demoServiceEntryIds.oilChange,
        vehicleId: lintrac.vehicleId,
        writtenBy: 'owner',
        authorUserId: lintrac.owner,
        serviceDate: `${lintrac.year + 1}-04-22`,
        operatingHours: 968,
        workDone: 'Motoröl und Ölfilter gewechselt, Luftfilter gereinigt.',
        parts: 'Motoröl 15W-40 (12 l), Ölfilter',
        doneBy: 'owner',
      },
    ])
    .onConflictDoNothing();
}
