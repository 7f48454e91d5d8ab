import { randomBytes, randomUUID } from 'node:crypto';
import { machineTypes, vehicleClasses } from '@lindner/api/schema';
import * as z from 'zod/mini';
import type { Database } from '../../database/connection';
import { loopbackOnly } from '../../mail/mailboxPage';
import type { Mailer } from '../../mail/mailer';
import { schemaRoutes, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { mailNewMachineMatches } from './savedSearchMails';
import type { NewMachineRow } from './tables';

export const devMachinesPath = '/dev/machines';
export const devSearchMailJobPath = '/dev/jobs/machine-search-mails';

// Development only, outside the API (and its OpenAPI document): the schemas stay here.

/** What `POST /dev/machines` may set instead of the generator. */
const overridesSchema = z.nullish(
  z.strictObject({
    horsepower: z.optional(z.int().check(z.minimum(0), z.maximum(2000))),
    yearOfConstruction: z.optional(z.int().check(z.minimum(1900), z.maximum(2100))),
    vehicleClass: z.optional(z.enum(vehicleClasses)),
    type: z.optional(z.enum(machineTypes)),
    priceCents: z.optional(z.nullable(z.int().check(z.minimum(0)))),
  }),
);

/** A generated machine with its photos' names, first the one the list shows. */
export interface DevMachine {
  machine: NewMachineRow & { id: string; listedAt: Date };
  photos: string[];
}

/** The demo data's machines (seed/machines.ts), passed in through the server's options. */
export interface DevMachines {
  /** A machine of the demo data's generator, listed `now`. */
  generateMachine: (now: Date) => DevMachine;
  /** Inserts machines with their photos, as the demo seed does. */
  insertMachines: (orm: Database['orm'], machines: DevMachine[]) => Promise<void>;
}

export interface DevUsedMachineRoutesOptions extends DevMachines {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
}

const tags = ['development'];

/**
 * Development only, registered with the development mailbox (config `devMailbox`; given the
 * server's `devMachines`) and, like it, for loopback clients only. They exist for the end-to-end
 * test of the saved searches, which cannot wait for a machine to be listed or for the hourly
 * job: `POST /dev/machines` lists one generated machine now (optional JSON `{horsepower, yearOfConstruction, vehicleClass, type,
 * priceCents}` overrides the generator) and answers `{id}`; `POST /dev/jobs/machine-search-mails`
 * runs the saved searches' mail job now and answers `{mailed}`. The mails land in the mailbox.
 */
export const devUsedMachineRoutes: SchemaRoutes<DevUsedMachineRoutesOptions> = async (
  app,
  options,
) => {
  // Outside the API's scope: its schemas are read here as there.
  await app.register(schemaRoutes, { checkAnswers: true });

  app.addHook('onRequest', loopbackOnly);

  app.post(
    devMachinesPath,
    {
      schema: {
        tags,
        summary: 'List a generated machine now',
        body: overridesSchema,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (request) => {
      const now = new Date();
      const generated = options.generateMachine(now);
      const machine = {
        ...generated.machine,
        ...(request.body ?? {}),
        id: randomUUID(),
        identifier: `DEV-${randomBytes(6).toString('hex')}`,
        listedAt: now,
      };
      await options.insertMachines(options.database.orm, [{ machine, photos: generated.photos }]);
      return { id: machine.id };
    },
  );

  app.post(
    devSearchMailJobPath,
    {
      schema: {
        tags,
        summary: 'Run the saved searches’ mail job now',
        response: { 200: z.object({ mailed: z.int() }) },
      },
    },
    async () => {
      const mailed = await mailNewMachineMatches({
        database: options.database,
        mailer: options.mailer,
        publicUrl: options.publicUrl,
        now: new Date(),
        log: app.log,
      });
      return { mailed };
    },
  );
};
