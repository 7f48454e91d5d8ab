import {
  autoRenewInputSchema,
  contractItemEntriesSchema,
  contractItemEntrySchema,
  contractItemKinds,
  contractItemNotificationsSchema,
  contractItemParamsSchema,
  contractItemQuerySchema,
  contractItemsOfVehicleParamsSchema,
  contractItemsWithoutUserParamsSchema,
  type ContractItemEntry,
} from '@lindner/api/schema';
import type { MessageDescriptor } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { textsFor } from '../../plugins/texts';
import { TooManyRequests, type Limit } from '../../plugins/throttling/throttling';
import { displayName } from '../../plugins/users';
import { loadVehicleRow } from '../../plugins/vehicles';
import { cancellationMail } from './cancellationMail';
import {
  cancelContractItem,
  loadContractItemNotifications,
  loadContractItems,
  setAutomaticRenewal,
  type ContractItemChange,
} from './repository';
import { contractMessages } from './texts';
import { traclinkMobileRoutes } from './traclinkMobileRoutes';

/**
 * Cancellation mails per user and per address: 5 an hour. Switching the renewal off and on again
 * would otherwise send a mail each time; the cancellation itself is never refused for it.
 */
export const cancellationMailLimit: Limit = {
  name: 'contract-cancellation-mails',
  max: 5,
  windowMs: 60 * 60_000,
};

export interface ContractRoutesOptions {
  database: Database;
  /** Confirms cancellations to the customer (the mailbox in development). */
  mailer?: Mailer;
}

const tags = ['contracts'];

/**
 * The caller's licences and warranties (SPEC.md section 7): `GET /contractItems/notifications`,
 * `GET /contractItems`, `GET /contractItems/{id}`,
 * `GET /contractItems/{warranty|traclink}/{userId}/{vehicleId}`, `POST /contractItems/{id}/cancel`
 * and `PUT /contractItems/{id}/autoRenew`. Only the owner reaches an item or a vehicle: another
 * user's id answers 404. A cancellation is confirmed to the customer by mail. Ordering, renewing
 * now and the automatic renewal itself are the checkout's (modules/checkout).
 */
export const contractRoutes: SchemaRoutes<ContractRoutesOptions> = async (
  app,
  { database, mailer },
) => {
  const { orm } = database;
  const cancellationMails = app.limiter(cancellationMailLimit);
  await traclinkMobileRoutes(app, { orm });

  app.get(
    '/contractItems/notifications',
    { schema: { tags, response: answers(contractItemNotificationsSchema) } },
    async (request) => success(await loadContractItemNotifications(orm, callerOf(request).id)),
  );

  app.get(
    '/contractItems',
    { schema: { tags, response: answers(contractItemEntriesSchema) } },
    async (request) => success(await loadContractItems(orm, callerOf(request).id)),
  );

  app.get(
    '/contractItems/:contractItemId',
    {
      schema: {
        tags,
        params: contractItemParamsSchema,
        querystring: contractItemQuerySchema,
        response: answers(contractItemEntrySchema),
      },
    },
    async (request) => {
      const { vehicleId } = request.query;
      const [item] = await loadContractItems(orm, callerOf(request).id, {
        id: request.params.contractItemId,
        ...(vehicleId ? { vehicleId } : {}),
      });
      if (!item) throw new Refusal(404, request.t(contractMessages.itemNotFound));
      return success(item);
    },
  );

  /** The answer to a licence's change; a cancellation is also mailed to the customer. */
  async function changed(
    request: FastifyRequest,
    outcome: ContractItemChange,
    notChangeable: MessageDescriptor,
  ) {
    if (outcome === 'notFound') throw new Refusal(404, request.t(contractMessages.itemNotFound));
    if (outcome === 'notLicence' || outcome === 'notChangeable') {
      throw new Refusal(409, request.t(notChangeable));
    }
    const validTo = textsFor(request.locale).dateTime(new Date(`${outcome.validTo}T00:00:00Z`), {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    if (outcome.status !== 'cancelled') {
      return success(outcome, request.t(contractMessages.autoRenewOn, { validTo }));
    }
    await mailCancellation(request, outcome);
    return success(outcome, request.t(contractMessages.cancelled, { validTo }));
  }

  async function mailCancellation(request: FastifyRequest, item: ContractItemEntry) {
    const caller = callerOf(request);
    if (!mailer || !caller.email) return;
    try {
      await cancellationMails.count(request);
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      request.log.info({ userId: caller.id }, 'Too many cancellation mails: this one is not sent');
      return;
    }
    // The cancellation stands: a failed mail is logged, not answered as a failure.
    await mailer
      .send(
        cancellationMail(item, {
          to: caller.email,
          userId: caller.id,
          name: displayName(caller),
          locale: request.locale,
        }),
      )
      .catch((error: unknown) =>
        request.log.error({ err: error }, 'The cancellation confirmation mail failed'),
      );
  }

  app.post(
    '/contractItems/:contractItemId/cancel',
    {
      schema: {
        tags,
        params: contractItemParamsSchema,
        response: answers(contractItemEntrySchema),
      },
    },
    async (request) =>
      changed(
        request,
        await cancelContractItem(orm, callerOf(request).id, request.params.contractItemId),
        contractMessages.notCancellable,
      ),
  );

  app.put(
    '/contractItems/:contractItemId/autoRenew',
    {
      schema: {
        tags,
        params: contractItemParamsSchema,
        body: autoRenewInputSchema,
        response: answers(contractItemEntrySchema),
      },
    },
    async (request) => {
      const outcome = await setAutomaticRenewal(
        orm,
        callerOf(request).id,
        request.params.contractItemId,
        request.body.renewsAutomatically,
      );
      return changed(
        request,
        outcome,
        outcome === 'notLicence'
          ? contractMessages.notLicence
          : contractMessages.autoRenewNotChangeable,
      );
    },
  );

  /** A missing user id: an empty segment, or what an unset variable turns into in a path. */
  const missing = (userId: string | undefined) =>
    !userId || userId === 'undefined' || userId === 'null';
  const userIdRequired = (request: FastifyRequest) =>
    new Refusal(400, request.t(contractMessages.userIdRequired));

  for (const kind of contractItemKinds) {
    app.get(
      `/contractItems/${kind}/:userId/:vehicleId`,
      {
        schema: {
          tags,
          params: contractItemsOfVehicleParamsSchema,
          response: answers(contractItemEntriesSchema),
        },
      },
      async (request) => {
        const { userId, vehicleId } = request.params;
        if (missing(userId)) throw userIdRequired(request);
        const caller = callerOf(request);
        const vehicle =
          userId === caller.id ? await loadVehicleRow(orm, caller.id, vehicleId) : undefined;
        if (!vehicle) throw new Refusal(404, request.t(contractMessages.vehicleNotFound));
        return success(await loadContractItems(orm, caller.id, { kind, vehicleId: vehicle.id }));
      },
    );
    // `/contractItems/warranty//{vehicleId}` and `/contractItems/warranty/{vehicleId}`: no user id.
    for (const path of [
      `/contractItems/${kind}//:vehicleId`,
      `/contractItems/${kind}/:vehicleId`,
    ]) {
      app.get(
        path,
        {
          schema: {
            tags,
            summary: 'Without a user id: 400 "User ID is required" (SPEC.md)',
            params: contractItemsWithoutUserParamsSchema,
            response: answers(contractItemEntriesSchema),
          },
        },
        async (request) => {
          throw userIdRequired(request);
        },
      );
    }
  }
};
