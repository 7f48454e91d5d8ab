import {
  fleetFieldErrorMessages,
  rejectInputSchema,
  reviewVehicleSchema,
  reviewVehiclesSchema,
  vehicleParamsSchema,
} from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { reviewMessages } from './texts';
import { loadPendingVehicles, reviewVehicle } from './vehicleReview';

const tags = ['fleet'];
const staffOnly = { staffOnly: true };

/**
 * Staff's check of new vehicles (SPEC.md section 4): the vehicles waiting, and approving or
 * rejecting one with a reason the owner then reads in the fleet. Realm role `staff` only:
 * everyone else gets 403.
 */
export const reviewRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;

  app.get(
    '/review/vehicles',
    {
      schema: {
        tags,
        summary: 'The vehicles waiting for staff’s check, oldest first (staff)',
        response: answers(reviewVehiclesSchema),
      },
      config: staffOnly,
    },
    async () => success(await loadPendingVehicles(orm)),
  );

  app.post(
    '/review/vehicles/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a vehicle (staff)',
        params: vehicleParamsSchema,
        response: answers(reviewVehicleSchema),
      },
      config: staffOnly,
    },
    async (request) => {
      const vehicle = await reviewVehicle(orm, callerOf(request).id, request.params.id, {
        status: 'approved',
      });
      if (!vehicle) throw new Refusal(404, request.t(reviewMessages.vehicleNotFound));
      return success(vehicle, request.t(reviewMessages.approved));
    },
  );

  app.post(
    '/review/vehicles/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a vehicle with a reason its owner reads (staff)',
        params: vehicleParamsSchema,
        body: rejectInputSchema,
        response: answers(reviewVehicleSchema),
      },
      config: { ...staffOnly, fieldErrors: fleetFieldErrorMessages },
    },
    async (request) => {
      const vehicle = await reviewVehicle(orm, callerOf(request).id, request.params.id, {
        status: 'rejected',
        reason: request.body.reason,
      });
      if (!vehicle) throw new Refusal(404, request.t(reviewMessages.vehicleNotFound));
      return success(vehicle, request.t(reviewMessages.rejected));
    },
  );
};
