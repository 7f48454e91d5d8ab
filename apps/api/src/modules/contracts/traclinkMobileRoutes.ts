import { traclinkMobileParamsSchema, traclinkMobileSchema } from '@lindner/api/schema';
import type { Orm } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { loadVehicleRow } from '../../plugins/vehicles';
import { contractMessages } from './texts';
import { loadTraclinkMobile, renewPairing } from './traclinkMobile';

/** New pairing codes per user: 10 an hour, more than anyone replacing a lost phone needs. */
export const pairingCodeLimit: Limit = {
  name: 'traclink-mobile-pairing-codes',
  max: 10,
  windowMs: 60 * 60_000,
  per: 'user',
};

const tags = ['contracts'];

/**
 * A vehicle's TracLink Mobile licence and the phone app's pairing:
 * `GET /contractItems/traclinkMobile/{vehicleId}` and `POST …/{vehicleId}/pairing` (a new code;
 * the old one stops working). Only the vehicle's owner: any other id answers 404.
 */
export const traclinkMobileRoutes: SchemaRoutes<{ orm: Orm }> = async (app, { orm }) => {
  const newCodes = app.limiter(pairingCodeLimit);

  async function ownVehicle(userId: string, vehicleId: string, notFound: () => Refusal) {
    const vehicle = await loadVehicleRow(orm, userId, vehicleId);
    if (!vehicle) throw notFound();
    return vehicle.id;
  }

  app.get(
    '/contractItems/traclinkMobile/:vehicleId',
    {
      schema: { tags, params: traclinkMobileParamsSchema, response: answers(traclinkMobileSchema) },
    },
    async (request) => {
      const caller = callerOf(request);
      const vehicleId = await ownVehicle(
        caller.id,
        request.params.vehicleId,
        () => new Refusal(404, request.t(contractMessages.vehicleNotFound)),
      );
      return success(await loadTraclinkMobile(orm, caller.id, vehicleId));
    },
  );

  app.post(
    '/contractItems/traclinkMobile/:vehicleId/pairing',
    {
      schema: { tags, params: traclinkMobileParamsSchema, response: answers(traclinkMobileSchema) },
    },
    async (request) => {
      const caller = callerOf(request);
      const vehicleId = await ownVehicle(
        caller.id,
        request.params.vehicleId,
        () => new Refusal(404, request.t(contractMessages.vehicleNotFound)),
      );
      await newCodes.count(request);
      const outcome = await renewPairing(orm, caller.id, vehicleId);
      if (outcome === 'notPairable')
        throw new Refusal(409, request.t(contractMessages.notPairable));
      return success(outcome, request.t(contractMessages.pairingRenewed));
    },
  );
};
