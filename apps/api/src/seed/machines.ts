import { randomInt } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Database } from '../database/connection';
import type { DevMachines } from '../modules/used-machines/devRoutes';
import { machineImages, machines } from '../modules/used-machines/tables';
import { generateMachines, type GeneratedMachine } from './machineGenerator';

/*
 * The demo data of the used and demonstrator machines: 140 made-up listings (seed/
 * machineGenerator.ts) of Lindner tractors and transporters, makes taken in trade and
 * attachments, listed over the twelve months before `today`. Their PHOTOS ARE GENERATED
 * pictures (drawn by seed/drawMachinePhotos.ts, shipped in seed/machine-photos/), not photos
 * of real machines. Dealers, people and serial numbers are invented as in seed/dealers.ts.
 */

export const demoMachineCount = 140;

/** The demo machines of a day: the same ids every day, listing dates relative to `today`. */
export function demoMachines(today: Date): GeneratedMachine[] {
  return generateMachines(demoMachineCount, {
    seed: 14,
    today,
    identifierPrefix: 'GM-',
    firstNumber: 24001,
  });
}

type Writer = Pick<Database['orm'], 'insert'>;

/** Inserts machines with their photos in batches; existing ids are left as they are. */
export async function insertMachines(orm: Writer, generated: GeneratedMachine[]): Promise<void> {
  const batch = 500;
  for (let start = 0; start < generated.length; start += batch) {
    const part = generated.slice(start, start + batch);
    await orm
      .insert(machines)
      .values(part.map(({ machine }) => machine))
      .onConflictDoNothing();
    await orm
      .insert(machineImages)
      .values(
        part.flatMap(({ machine, photos }) =>
          photos.map((photo, position) => ({ machineId: machine.id, position, photo })),
        ),
      )
      .onConflictDoNothing();
  }
}

/** Running it again adds nothing twice and changes nothing (needs the dealers and models). */
export async function seedMachines(orm: Writer, today: Date): Promise<void> {
  await insertMachines(orm, demoMachines(today));
}

/** Seeds the machines into a database that has none yet (one seeded before 0009). */
export async function seedMachinesIfEmpty(database: Database): Promise<boolean> {
  const [row] = await database.orm.select({ machines: count() }).from(machines);
  if ((row?.machines ?? 0) > 0) return false;
  await seedMachines(database.orm, new Date());
  return true;
}

/**
 * The development routes' machines (modules/used-machines/devRoutes.ts): one of the
 * generator's, listed `now`, inserted as the seed's are.
 */
export const devMachines: DevMachines = {
  generateMachine: (now) => {
    const [generated] = generateMachines(1, {
      seed: randomInt(1, 2 ** 31),
      today: now,
      identifierPrefix: 'DEV-',
      firstNumber: 1,
    });
    return generated!;
  },
  insertMachines,
};
