import {
  formReceiptSchema,
  formSchemas,
  formSuccessMessages,
  type FormKind,
  type ValidForms,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { saveFormSubmission } from './repository';
import { salesMail } from './salesMail';
import { formMessages } from './texts';

export interface FormRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** Where every accepted submission is mailed to. */
  salesAddress: string;
}

/**
 * Accepted submissions per client address: 5 in 10 minutes (DESIGN.md, throttling). Each one
 * mails the sales team; the forms are public, so the address is all there is to count.
 */
export const formSubmissionLimit: Limit = {
  name: 'form-submissions',
  max: 5,
  windowMs: 10 * 60_000,
  per: 'address',
  message: formMessages.tooMany,
};

/** What each form's route says of itself in the API's reference. */
const summaries: Record<FormKind, string> = {
  contact: 'Send the contact form',
  'financing-enquiry': 'Send a financing enquiry',
};

/**
 * `POST /forms/{kind}`: the public forms (contact, financing enquiry), without a token. An
 * accepted submission is stored and mailed to the sales team; the sender gets the thanks. Only
 * accepted submissions count towards the limit, so that correcting a field costs nothing; an
 * address at the limit is refused before its form is read.
 */
export const formRoutes: SchemaRoutes<FormRoutesOptions> = async (app, options) => {
  const { orm } = options.database;
  const submissions = app.limiter(formSubmissionLimit);

  async function accept<Kind extends FormKind>(
    request: FastifyRequest,
    kind: Kind,
    fields: ValidForms[Kind],
  ) {
    await submissions.count(request);
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
  }

  /** The options of a form's route: public, its schema, an address at the limit refused early. */
  const formRoute = <Kind extends FormKind>(kind: Kind) => ({
    config: { public: true },
    preValidation: async (request: FastifyRequest) => submissions.count(request, { peek: true }),
    schema: {
      tags: ['forms'],
      summary: summaries[kind],
      body: formSchemas[kind],
      response: answers(formReceiptSchema),
    },
  });

  app.post('/forms/contact', formRoute('contact'), async (request) =>
    accept(request, 'contact', request.body),
  );

  app.post('/forms/financing-enquiry', formRoute('financing-enquiry'), async (request) =>
    accept(request, 'financing-enquiry', request.body),
  );
};
