import {
  addVehicleInputSchema,
  fieldErrorMessages,
  fleetFieldErrorMessages,
  fleetSchema,
  vehicleImageUploadField,
  vehicleParamsSchema,
  vehicleSchema,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import {
  PictureError,
  pictureProblemStatus,
  servePictureFiles,
  uploadedPicture,
} from '../../plugins/pictures';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { loadVehicleRow, type VehicleRow } from '../../plugins/vehicles';
import { loadFleet } from './fleetStatistics';
import { fleetMessages } from './texts';
import {
  loadVehicleImageFile,
  renderVehicleImage,
  saveVehicleImage,
  vehicleImageRenditions,
} from './vehicleImages';
import { addVehicle, deleteVehicle, loadVehicle } from './vehicles';

const tags = ['fleet'];

/** The caller's vehicle of the path, or a 404: another user's vehicle is as unknown as none. */
export async function ownVehicle(
  database: Database,
  request: FastifyRequest,
  id: string,
): Promise<VehicleRow> {
  const row = await loadVehicleRow(database.orm, callerOf(request).id, id);
  if (!row) throw new Refusal(404, request.t(fleetMessages.vehicleNotFound));
  return row;
}

/**
 * The caller's vehicles: the fleet with its statistics, adding a vehicle (pending until staff
 * check it), one vehicle, removing it, and its picture (`PUT /fleet/{id}/image`, served at
 * `/vehicle-images/…`).
 */
export const vehicleRoutes: SchemaRoutes<{ database: Database; pictureUploads: Limit }> = async (
  app,
  { database, pictureUploads },
) => {
  const { orm } = database;
  // The routes' prefix is the API's path (`/api/{client segment}`); image addresses start with it.
  const apiPath = app.prefix;
  const pictureLimiter = app.limiter(pictureUploads);

  app.get(
    '/fleet',
    { schema: { tags, summary: 'The caller’s fleet', response: answers(fleetSchema) } },
    async (request) => success(await loadFleet(orm, callerOf(request).id)),
  );

  app.post(
    '/fleet',
    {
      schema: {
        tags,
        summary: 'Add a vehicle',
        body: addVehicleInputSchema,
        response: answers(vehicleSchema),
      },
      config: { fieldErrors: fleetFieldErrorMessages },
    },
    async (request) => {
      const outcome = await addVehicle(orm, callerOf(request).id, request.body);
      if ('problem' in outcome && outcome.problem === 'vinTaken') {
        const message = request.t(fleetFieldErrorMessages.vinTaken);
        throw new Refusal(409, message, { vin: message });
      }
      if ('problem' in outcome) {
        throw new Refusal(400, request.t(errorMessages.invalidInput), {
          modelId: request.t(fleetMessages.unknownModel),
        });
      }
      return success(await loadVehicle(orm, outcome.added), request.t(fleetMessages.vehicleAdded));
    },
  );

  app.get(
    '/fleet/:id',
    {
      schema: {
        tags,
        summary: 'One of the caller’s vehicles',
        params: vehicleParamsSchema,
        response: answers(vehicleSchema),
      },
    },
    async (request) =>
      success(await loadVehicle(orm, await ownVehicle(database, request, request.params.id))),
  );

  app.delete(
    '/fleet/:id',
    {
      schema: {
        tags,
        summary: 'Remove a vehicle with its diary; answers the fleet left',
        params: vehicleParamsSchema,
        response: answers(fleetSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!(await deleteVehicle(orm, caller.id, request.params.id))) {
        throw new Refusal(404, request.t(fleetMessages.vehicleNotFound));
      }
      return success(await loadFleet(orm, caller.id), request.t(fleetMessages.vehicleDeleted));
    },
  );

  app.put(
    '/fleet/:id/image',
    {
      schema: {
        tags,
        summary: `The vehicle’s picture: one JPEG, PNG or WebP file of at most 10 MB in the multipart field \`${vehicleImageUploadField}\``,
        params: vehicleParamsSchema,
        response: answers(vehicleSchema),
      },
    },
    async (request) => {
      const vehicle = await ownVehicle(database, request, request.params.id);
      await pictureLimiter.count(request, { peek: true });
      const upload = await uploadedPicture(request, vehicleImageUploadField);
      // Counted once read: a refused picture costs its decoding too.
      await pictureLimiter.count(request);
      let files;
      try {
        files = await renderVehicleImage(upload);
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        const message = request.t(fieldErrorMessages[error.problem]);
        throw new Refusal(pictureProblemStatus[error.problem], message, {
          [vehicleImageUploadField]: message,
        });
      }
      const row = await saveVehicleImage(orm, vehicle.id, files, apiPath);
      return success(await loadVehicle(orm, row), request.t(fleetMessages.imageUpdated));
    },
  );

  // Public like the avatar files (see servePictureFiles); found in the owner's fleet and staff's
  // review only.
  servePictureFiles(app, '/vehicle-images', vehicleImageRenditions, (uploadId, rendition) =>
    loadVehicleImageFile(orm, uploadId, rendition),
  );
};
