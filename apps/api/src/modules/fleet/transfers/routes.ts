import {
  acceptedTransferSchema,
  incomingTransfersSchema,
  openTransferSchema,
  outgoingTransferSchema,
  outgoingTransfersSchema,
  refusedTransferSchema,
  transferParamsSchema,
  vehicleParamsSchema,
  vehicleTransferInputSchema,
} from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../database/connection';
import type { Mailer } from '../../../mail/mailer';
import { callerOf } from '../../../plugins/auth';
import { Refusal, success } from '../../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../../plugins/schemaRoutes';
import { textsFor } from '../../../plugins/texts';
import type { Limit } from '../../../plugins/throttling/throttling';
import { displayName, findUserById } from '../../../plugins/users';
import { vehicleModels } from '../../../plugins/vehicleModels';
import { csvMessages } from '../texts';
import { ownVehicle } from '../vehicleRoutes';
import {
  acceptTransfer,
  addTransfer,
  emailOf,
  isSoldAdOf,
  loadIncomingTransfers,
  loadOpenTransfer,
  loadOutgoingTransfer,
  loadOutgoingTransfers,
  loadTransferTo,
  refuseTransfer,
  toOutgoingTransfer,
  verifiedEmailOf,
  withdrawTransfer,
} from './repository';
import { transferMessages } from './texts';
import { transferMail } from './transferMail';

const tags = ['fleet'];

export interface TransferRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** The server's public address, for the link in the buyer's mail. */
  publicUrl: string;
}

/**
 * Offers per seller: each one mails an address the seller typed. Refused offers (a field error,
 * one open already) do not count: they send nothing.
 */
export const transferOfferLimit: Limit = {
  name: 'vehicle-transfers',
  max: 10,
  windowMs: 60 * 60_000,
  per: 'user',
  message: transferMessages.tooMany,
};

/**
 * Transfer of ownership. The seller offers a vehicle to an address (`/fleet/{id}/transfer`),
 * sees it and may withdraw it while it is open, and lists all of his transfers with the copy of
 * the diary of each accepted one (`/fleet/transfers/outgoing`). Whoever has that address,
 * verified, on the account finds the offer (`/fleet/transfers/incoming`) and accepts or refuses
 * it; to anyone else a transfer is as unknown as none (404).
 */
export const vehicleTransferRoutes: SchemaRoutes<TransferRoutesOptions> = async (
  app,
  { database, mailer, publicUrl },
) => {
  const { orm } = database;
  const offers = app.limiter(transferOfferLimit);

  /** The caller's verified address; without one, no transfer is the caller's (404). */
  async function buyerEmail(request: FastifyRequest): Promise<string> {
    const email = await verifiedEmailOf(orm, callerOf(request).id);
    if (!email) throw new Refusal(404, request.t(transferMessages.notFound));
    return email;
  }

  app.get(
    '/fleet/:id/transfer',
    {
      schema: {
        tags,
        summary: 'The vehicle’s open transfer of ownership, or null',
        params: vehicleParamsSchema,
        response: answers(openTransferSchema),
      },
    },
    async (request) => {
      const vehicle = await ownVehicle(database, request, request.params.id);
      const open = await loadOpenTransfer(orm, vehicle.id);
      return success(open ? toOutgoingTransfer(open) : null);
    },
  );

  app.post(
    '/fleet/:id/transfer',
    {
      schema: {
        tags,
        summary:
          'Offer the vehicle to a buyer’s e-mail address (mails the buyer); it stays the caller’s until accepted',
        params: vehicleParamsSchema,
        body: vehicleTransferInputSchema,
        response: answers(outgoingTransferSchema),
      },
      preValidation: async (request: FastifyRequest) => offers.count(request, { peek: true }),
    },
    async (request) => {
      const caller = callerOf(request);
      const vehicle = await ownVehicle(database, request, request.params.id);
      const address = request.body.buyerEmail.toLowerCase();
      if (address === (await emailOf(orm, caller.id))) {
        const message = request.t(transferMessages.ownAddress);
        throw new Refusal(400, message, { buyerEmail: message });
      }
      const adId = request.body.adId ?? null;
      if (adId !== null && !(await isSoldAdOf(orm, caller.id, adId))) {
        const message = request.t(transferMessages.adNotSold);
        throw new Refusal(400, message, { adId: message });
      }
      if (await loadOpenTransfer(orm, vehicle.id)) {
        throw new Refusal(409, request.t(transferMessages.alreadyOffered));
      }
      const [model] = await orm
        .select({ name: vehicleModels.name })
        .from(vehicleModels)
        .where(eq(vehicleModels.id, vehicle.modelId));
      await offers.count(request);
      const added = await addTransfer(orm, {
        vehicle,
        modelName: model!.name,
        sellerId: caller.id,
        buyerEmail: address,
        diaryGoes: request.body.diaryGoes,
        adId,
        sellerLocale: request.locale,
      });
      // Offered at the same moment by another request.
      if (!added) throw new Refusal(409, request.t(transferMessages.alreadyOffered));
      const seller = await findUserById(orm, caller.id);
      await mailer.send(
        transferMail({
          to: address,
          locale: request.locale,
          publicUrl,
          sellerName: seller ? displayName(seller) : '',
          modelName: added.modelName,
          vin: added.vin,
          diaryGoes: added.diaryGoes,
        }),
      );
      return success(
        toOutgoingTransfer(added),
        request.t(transferMessages.offered, { email: address }),
      );
    },
  );

  app.delete(
    '/fleet/:id/transfer',
    {
      schema: {
        tags,
        summary: 'Withdraw the vehicle’s open transfer; nothing has moved',
        params: vehicleParamsSchema,
        response: answers(outgoingTransferSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const vehicle = await ownVehicle(database, request, request.params.id);
      const withdrawn = await withdrawTransfer(orm, caller.id, vehicle.id);
      if (!withdrawn) throw new Refusal(404, request.t(transferMessages.noneOpen));
      return success(toOutgoingTransfer(withdrawn), request.t(transferMessages.withdrawn));
    },
  );

  app.get(
    '/fleet/transfers/outgoing',
    {
      schema: {
        tags,
        summary: 'The caller’s transfers of every state, newest first',
        response: answers(outgoingTransfersSchema),
      },
    },
    async (request) => success(await loadOutgoingTransfers(orm, callerOf(request).id)),
  );

  app.get(
    '/fleet/transfers/:transferId/diary.csv',
    {
      schema: {
        tags,
        summary: 'The seller’s copy of the diary of an accepted transfer, as a CSV file',
        params: transferParamsSchema,
      },
    },
    async (request, reply) => {
      const transfer = await loadOutgoingTransfer(
        orm,
        callerOf(request).id,
        request.params.transferId,
      );
      if (!transfer || transfer.sellerDiaryCsv === null) {
        throw new Refusal(404, request.t(transferMessages.notFound));
      }
      const name = [textsFor(request.locale).t(csvMessages.fileName), transfer.vin].join('-');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(transfer.sellerDiaryCsv);
    },
  );

  app.get(
    '/fleet/transfers/incoming',
    {
      schema: {
        tags,
        summary: 'Open transfers offered to the caller’s verified e-mail address',
        response: answers(incomingTransfersSchema),
      },
    },
    async (request) => {
      const email = await verifiedEmailOf(orm, callerOf(request).id);
      return success(email ? await loadIncomingTransfers(orm, email) : []);
    },
  );

  app.post(
    '/fleet/transfers/:transferId/accept',
    {
      schema: {
        tags,
        summary: 'Accept a transfer: the vehicle joins the caller’s fleet',
        params: transferParamsSchema,
        response: answers(acceptedTransferSchema),
      },
    },
    async (request) => {
      const email = await buyerEmail(request);
      const { transferId } = request.params;
      const transfer = await loadTransferTo(orm, email, transferId);
      if (!transfer) throw new Refusal(404, request.t(transferMessages.notFound));
      const accepted = await acceptTransfer(orm, transferId, email, callerOf(request).id);
      if (!accepted?.vehicleId) throw new Refusal(409, request.t(transferMessages.alreadyDecided));
      return success({ vehicleId: accepted.vehicleId }, request.t(transferMessages.accepted));
    },
  );

  app.post(
    '/fleet/transfers/:transferId/refuse',
    {
      schema: {
        tags,
        summary: 'Refuse a transfer: the vehicle stays the seller’s',
        params: transferParamsSchema,
        response: answers(refusedTransferSchema),
      },
    },
    async (request) => {
      const email = await buyerEmail(request);
      const { transferId } = request.params;
      const transfer = await loadTransferTo(orm, email, transferId);
      if (!transfer) throw new Refusal(404, request.t(transferMessages.notFound));
      const refused = await refuseTransfer(orm, transferId, email);
      if (!refused) throw new Refusal(409, request.t(transferMessages.alreadyDecided));
      return success(null, request.t(transferMessages.refused));
    },
  );
};
