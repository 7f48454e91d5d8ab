import { formSchemas, formSuccessMessages, isFormKind } from '@lindner/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { failure, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { minutesToWait, Throttle, type ThrottleLimits } from '../../plugins/throttling';
import { validBody } from '../../plugins/validBody';
import { saveFormSubmission } from './repository';
import { salesMail } from './salesMail';
import { formMessages } from './texts';

export interface FormRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** Where every accepted submission is mailed to. */
  salesAddress: string;
}

/** Accepted submissions per client address: 5 in 10 minutes (DESIGN.md, throttling). */
export const formSubmissionLimits: ThrottleLimits = { limit: 5, windowMs: 10 * 60_000 };

/**
 * `POST /forms/{kind}`: the public forms (contact, financing enquiry), without a token. An
 * accepted submission is stored and mailed to the sales team; the sender gets the thanks. Only
 * accepted submissions count towards the limit, so that correcting a field costs nothing.
 */
export async function formRoutes(app: FastifyInstance, options: FormRoutesOptions) {
  const { orm } = options.database;
  const submissions = new Throttle(formSubmissionLimits);

  app.post<{ Params: { kind: string } }>(
    '/forms/:kind',
    { config: { public: true } },
    async (request, reply) => {
      const { kind } = request.params;
      if (!isFormKind(kind)) {
        return reply.status(404).send(failure(request.t(errorMessages.notFound)));
      }
      const keys = [`address:${request.ip}`];
      if (submissions.blockedFor(keys) > 0) return refuseTooMany(request, reply, submissions, keys);
      const fields = await validBody(formSchemas[kind], request, reply);
      if (!fields) return reply;
      // Checked again and counted with no await in between: parallel submissions from one
      // address cannot pass the limit together.
      if (submissions.blockedFor(keys) > 0) return refuseTooMany(request, reply, submissions, keys);
      submissions.count(keys);

      const row = await saveFormSubmission(orm, { kind, fields, locale: request.locale });
      await options.mailer.send(
        salesMail(options.salesAddress, {
          kind,
          fields,
          locale: row.locale,
          receivedAt: row.createdAt,
        }),
      );
      return success(
        { id: row.id, kind: row.kind, receivedAt: row.createdAt.toISOString() },
        request.t(formSuccessMessages.thanks),
      );
    },
  );
}

/** 429 with a message saying in how many minutes the address may send again; `Retry-After`. */
function refuseTooMany(
  request: FastifyRequest,
  reply: FastifyReply,
  submissions: Throttle,
  keys: string[],
) {
  const wait = submissions.blockedFor(keys);
  return reply
    .status(429)
    .header('retry-after', String(Math.ceil(wait / 1000)))
    .send(failure(request.t(formMessages.tooMany, { minutes: minutesToWait(wait) })));
}
