import { avatarLimits } from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import type { SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { uploadMessages, uploads } from '../../plugins/uploads';
import { diaryRoutes } from './diaryRoutes';
import { maintenanceRoutes } from './maintenance/routes';
import { reminderUnsubscribeRoutes } from './maintenance/reminders/unsubscribePage';
import { machineFileRoutes } from './machineFile/routes';
import { reviewRoutes } from './review';
import { vehicleRoutes } from './vehicleRoutes';

export interface FleetRoutesOptions {
  database: Database;
  /**
   * How many vehicle pictures one user may upload in a window (each is decoded and
   * re-encoded): config's `pictureUploadLimits`, small in tests.
   */
  pictureUploadLimits: Pick<Limit, 'max' | 'windowMs'>;
}

/** Picture uploads on vehicles, per user: refused files count too (decoding is what costs). */
export function vehiclePictureLimit({ max, windowMs }: FleetRoutesOptions['pictureUploadLimits']) {
  return {
    name: 'vehicle-pictures',
    max,
    windowMs,
    per: 'user',
    message: uploadMessages.tooMany,
  } satisfies Limit;
}

/**
 * The caller's fleet: vehicles (`/fleet`, `/fleet/{id}`, its image: vehicleRoutes.ts), the diary
 * of each vehicle (`/fleet/{id}/diary`, its CSV, fuel stops, operations, averages, notes:
 * diaryRoutes.ts) and staff's review (`/review/vehicles`: review.ts). Only the owner reaches a
 * vehicle: any other id answers 404, as does an id that cannot be one.
 */
export const fleetRoutes: SchemaRoutes<FleetRoutesOptions> = async (app, options) => {
  const { database } = options;
  await app.register(uploads, { maxFileBytes: avatarLimits.maxBytes });
  await app.register(vehicleRoutes, {
    database,
    pictureUploads: vehiclePictureLimit(options.pictureUploadLimits),
  });
  await app.register(diaryRoutes, { database });
  await app.register(maintenanceRoutes, { database });
  await app.register(reminderUnsubscribeRoutes, { orm: database.orm });
  await app.register(machineFileRoutes, { database, uploadLimits: options.pictureUploadLimits });
  await app.register(reviewRoutes, { database });
};
