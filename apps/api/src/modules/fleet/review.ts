import { fleetFieldErrorMessages, rejectInputSchema } from '@lindner/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import { validBody } from '../../plugins/validBody';
import { loadPendingVehicles, reviewVehicle } from './repository';
import { reviewMessages } from './texts';

/** The realm role of Lindner's staff, who check new vehicles. */
export const staffRole = 'staff';

type ReviewParams = { Params: { id: string } };

/**
 * Staff's check of new vehicles (SPEC.md section 4): the vehicles waiting, and approving or
 * rejecting one with a reason the owner then reads in the fleet. Realm role `staff` only:
 * everyone else gets 403 with a message.
 */
export async function reviewRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { orm } = database;

  async function isStaff(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (callerOf(request).roles.includes(staffRole)) return true;
    await reply.status(403).send(failure(request.t(reviewMessages.staffOnly)));
    return false;
  }

  app.get('/review/vehicles', async (request, reply) => {
    if (!(await isStaff(request, reply))) return reply;
    return success(await loadPendingVehicles(orm));
  });

  app.post<ReviewParams>('/review/vehicles/:id/approve', async (request, reply) => {
    if (!(await isStaff(request, reply))) return reply;
    const vehicle = await reviewVehicle(orm, callerOf(request).id, request.params.id, {
      status: 'approved',
    });
    if (!vehicle) {
      return reply.status(404).send(failure(request.t(reviewMessages.vehicleNotFound)));
    }
    return success(vehicle, request.t(reviewMessages.approved));
  });

  app.post<ReviewParams>('/review/vehicles/:id/reject', async (request, reply) => {
    if (!(await isStaff(request, reply))) return reply;
    const input = await validBody(rejectInputSchema, request, reply, fleetFieldErrorMessages);
    if (!input) return reply;
    const vehicle = await reviewVehicle(orm, callerOf(request).id, request.params.id, {
      status: 'rejected',
      reason: input.reason,
    });
    if (!vehicle) {
      return reply.status(404).send(failure(request.t(reviewMessages.vehicleNotFound)));
    }
    return success(vehicle, request.t(reviewMessages.rejected));
  });
}
