import {
  autoRenewInputSchema,
  contractItemKinds,
  type ContractItemEntry,
} from '@lindner/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import { textsFor } from '../../plugins/texts';
import { Throttle, type ThrottleLimits } from '../../plugins/throttling';
import { validBody } from '../../plugins/validBody';
import { isUuid, loadVehicleRow } from '../fleet/repository';
import { displayName } from '../user/userData';
import { cancellationMail } from './cancellationMail';
import { checkoutRoutes } from './checkoutRoutes';
import {
  cancelContractItem,
  loadContractItemNotifications,
  loadContractItems,
  setAutomaticRenewal,
  type ContractItemChange,
} from './repository';
import { contractMessages } from './texts';

/**
 * Cancellation mails per user: 5 an hour. Switching the renewal off and on again would otherwise
 * send a mail each time; the cancellation itself is never refused for it.
 */
export const cancellationMailLimits: ThrottleLimits = { limit: 5, windowMs: 60 * 60_000 };

type Query = { Querystring: Record<string, unknown> };
type ItemParams = { Params: { contractItemId: string } };

export interface ContractRoutesOptions {
  database: Database;
  /** Confirms orders, renewals and cancellations to the customer (the mailbox in development). */
  mailer?: Mailer;
}

/**
 * The caller's licences and warranties (SPEC.md section 7): `GET /contractItems/notifications`,
 * `GET /contractItems`, `GET /contractItems/{id}`,
 * `GET /contractItems/{warranty|traclink}/{userId}/{vehicleId}`, `POST /contractItems/{id}/cancel`
 * and `PUT /contractItems/{id}/autoRenew`; their checkout in checkoutRoutes.ts. Only the owner
 * reaches an item or a vehicle: another user's id answers 404, as does an id that cannot be one.
 * A cancellation is confirmed to the customer by mail.
 */
export async function contractRoutes(
  app: FastifyInstance,
  { database, mailer }: ContractRoutesOptions,
) {
  const { orm } = database;
  const cancellationMails = new Throttle(cancellationMailLimits);

  app.get('/contractItems/notifications', async (request) =>
    success(await loadContractItemNotifications(orm, callerOf(request).id)),
  );

  app.get('/contractItems', async (request) =>
    success(await loadContractItems(orm, callerOf(request).id)),
  );

  app.get<ItemParams & Query>('/contractItems/:contractItemId', async (request, reply) => {
    const { contractItemId } = request.params;
    const { vehicleId } = request.query;
    const notFound = () =>
      reply.status(404).send(failure(request.t(contractMessages.itemNotFound)));
    if (!isUuid(contractItemId)) return notFound();
    if (
      vehicleId !== undefined &&
      vehicleId !== '' &&
      (typeof vehicleId !== 'string' || !isUuid(vehicleId))
    ) {
      return notFound();
    }
    const [item] = await loadContractItems(orm, callerOf(request).id, {
      id: contractItemId,
      ...(typeof vehicleId === 'string' && vehicleId !== '' ? { vehicleId } : {}),
    });
    if (!item) return notFound();
    return success(item);
  });

  /** The answer to a licence's change; a cancellation is also mailed to the customer. */
  async function changed(
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: ContractItemChange,
    notChangeable: typeof contractMessages.notCancellable,
  ) {
    if (outcome === 'notFound') {
      return reply.status(404).send(failure(request.t(contractMessages.itemNotFound)));
    }
    if (outcome === 'notLicence' || outcome === 'notChangeable') {
      return reply.status(409).send(failure(request.t(notChangeable)));
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
    const keys = [`user:${caller.id}`];
    if (!mailer || !caller.email) return;
    if (cancellationMails.blockedFor(keys) > 0) {
      request.log.info({ userId: caller.id }, 'Too many cancellation mails: this one is not sent');
      return;
    }
    cancellationMails.count(keys);
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

  app.post<ItemParams>('/contractItems/:contractItemId/cancel', async (request, reply) => {
    const { contractItemId } = request.params;
    const outcome = isUuid(contractItemId)
      ? await cancelContractItem(orm, callerOf(request).id, contractItemId)
      : 'notFound';
    return changed(request, reply, outcome, contractMessages.notCancellable);
  });

  app.put<ItemParams>('/contractItems/:contractItemId/autoRenew', async (request, reply) => {
    const { contractItemId } = request.params;
    if (!isUuid(contractItemId)) {
      return reply.status(404).send(failure(request.t(contractMessages.itemNotFound)));
    }
    const input = await validBody(autoRenewInputSchema, request, reply);
    if (!input) return reply;
    const outcome = await setAutomaticRenewal(
      orm,
      callerOf(request).id,
      contractItemId,
      input.renewsAutomatically,
    );
    return changed(
      request,
      reply,
      outcome,
      outcome === 'notLicence'
        ? contractMessages.notLicence
        : contractMessages.autoRenewNotChangeable,
    );
  });

  for (const kind of contractItemKinds) {
    /** A missing user id: an empty segment, or what an unset variable turns into in a path. */
    const missing = (userId: string | undefined) =>
      !userId || userId === 'undefined' || userId === 'null';
    const userIdRequired = (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(400).send(failure(request.t(contractMessages.userIdRequired)));

    app.get<{ Params: { userId: string; vehicleId: string } }>(
      `/contractItems/${kind}/:userId/:vehicleId`,
      async (request, reply) => {
        const { userId, vehicleId } = request.params;
        if (missing(userId)) return userIdRequired(request, reply);
        const caller = callerOf(request);
        const vehicle =
          userId === caller.id ? await loadVehicleRow(orm, caller.id, vehicleId) : undefined;
        if (!vehicle) {
          return reply.status(404).send(failure(request.t(contractMessages.vehicleNotFound)));
        }
        return success(await loadContractItems(orm, caller.id, { kind, vehicleId: vehicle.id }));
      },
    );
    // `/contractItems/warranty//{vehicleId}` and `/contractItems/warranty/{vehicleId}`: no user id.
    app.get(`/contractItems/${kind}//:vehicleId`, (request, reply) =>
      userIdRequired(request, reply),
    );
    app.get(`/contractItems/${kind}/:vehicleId`, (request, reply) =>
      userIdRequired(request, reply),
    );
  }

  await checkoutRoutes(app, { database, mailer });
}
