import {
  formSuccessMessages,
  machineInquiryInputSchema,
  machineInquiryReceiptSchema,
  machineParamsSchema,
} from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { inquiryMail } from './inquiryMail';
import { loadInquiryTarget, saveInquiry } from './repository';
import { machineMessages } from './texts';

/**
 * Accepted inquiries (each one a mail to a dealer or Lindner's sales): 5 in 10 minutes per
 * client address and per signed-in user, as the public forms.
 */
export const machineInquiries: Limit = {
  name: 'machine-inquiries',
  max: 5,
  windowMs: 10 * 60_000,
  message: machineMessages.tooMany,
};

export interface InquiryRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** Where inquiries about Lindner's own machines (and those without a contact e-mail) go. */
  salesAddress: string;
}

/**
 * `POST /machines/{id}/inquiries` (public; a signed-in caller counts as such): a visitor's
 * question about a machine, kept and mailed to the machine's contact (inquiryMail.ts).
 */
export const inquiryRoutes: SchemaRoutes<InquiryRoutesOptions> = async (app, options) => {
  const { orm } = options.database;
  const inquiries = app.limiter(machineInquiries);

  app.post(
    '/machines/:id/inquiries',
    {
      // Anyone may ask; a signed-in caller's inquiries count towards the caller's limit too.
      config: { public: true, callerOptional: true },
      schema: {
        tags: ['used-machines'],
        summary: 'Ask about a machine (mailed to its contact)',
        params: machineParamsSchema,
        body: machineInquiryInputSchema,
        response: answers(machineInquiryReceiptSchema),
      },
      // Once the limit is reached, refused before anything else; only accepted inquiries count
      // towards it (below), so that correcting a field costs nothing.
      preValidation: async (request) => inquiries.count(request, { peek: true }),
    },
    async (request) => {
      const machine = await loadInquiryTarget(orm, request.params.id);
      if (!machine) throw new Refusal(404, request.t(machineMessages.notFound));
      await inquiries.count(request);

      const fields = request.body;
      const row = await saveInquiry(orm, { machineId: machine.id, fields, locale: request.locale });
      await options.mailer.send(
        inquiryMail(machine.contactEmail ?? options.salesAddress, {
          machine,
          fields,
          locale: row.locale,
          receivedAt: row.createdAt,
        }),
      );
      return success(
        { id: row.id, machineId: machine.id, receivedAt: row.createdAt.toISOString() },
        request.t(formSuccessMessages.thanks),
      );
    },
  );
};
