import {
  fieldErrorMessages,
  formReceiptSchema,
  formSchemas,
  formSuccessMessages,
  type FormKind,
  type StoreType,
  type ValidForms,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { nearestDealer } from '../../plugins/dealerDirectory';
import { Refusal, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { callerOf } from '../../plugins/auth';
import { findModel, saveFormSubmission } from './repository';
import { salesMail } from './salesMail';
import { receiptMail, senderMail, type ModelEnquiry } from './senderMail';
import { formMessages } from './texts';

export interface FormRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** Where every accepted submission is mailed to. */
  salesAddress: string;
  /** Where the RMI form's requests go: the RMI desk. */
  rmiAddress: string;
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

/** GVL contacts per signed-in user and address: each mails an area sales manager. */
export const gvlContactLimit: Limit = {
  name: 'gvl-contacts',
  max: 3,
  windowMs: 10 * 60_000,
  per: 'user and address',
  message: formMessages.tooMany,
};

/** What each form's route says of itself in the API's reference. */
const summaries: Record<FormKind, string> = {
  contact: 'Send the contact form',
  'financing-enquiry': 'Send a financing enquiry',
  'quote-request': 'Ask for a quote for a model (mailed to the nearest dealer)',
  'innovation-visit': 'Ask for a visit with a model on three desired dates',
  rmi: 'Ask for repair and maintenance information (mailed to the RMI desk)',
  'gvl-contact': "Write to the area sales manager of the caller's region (signed in)",
};

/** The dealers who sell: a model enquiry goes to the nearest of them. */
const sellingStoreTypes: StoreType[] = ['reseller', 'baseDealer', 'municipalDealer'];

/**
 * `POST /forms/{kind}`: the public forms, without a token. An accepted contact form or financing
 * enquiry is stored and mailed to the sales team. A quote request or innovation visit names a
 * model of the range (else a field error) and goes to the dealer nearest to the sender's postal
 * code and the area sales manager (to the sales team where no dealer is near), and the sender
 * gets a confirmation. The sender gets the thanks. Only accepted submissions count towards the
 * limit, so that correcting a field costs nothing; an address at the limit is refused before its
 * form is read.
 */
export const formRoutes: SchemaRoutes<FormRoutesOptions> = async (app, options) => {
  const { orm } = options.database;
  const submissions = app.limiter(formSubmissionLimit);
  const gvlContacts = app.limiter(gvlContactLimit);

  async function accept<Kind extends FormKind>(
    request: FastifyRequest,
    kind: Kind,
    fields: ValidForms[Kind],
  ) {
    await submissions.count(request);
    const row = await saveFormSubmission(orm, { kind, fields, locale: request.locale });
    await options.mailer.send(
      salesMail(kind === 'rmi' ? options.rmiAddress : options.salesAddress, {
        kind,
        fields,
        locale: row.locale,
        receivedAt: row.createdAt,
      }),
    );
    if (kind === 'rmi') {
      await options.mailer.send(receiptMail(kind, fields.email, request.locale));
    }
    return success(
      { id: row.id, kind: row.kind, receivedAt: row.createdAt.toISOString() },
      request.t(formSuccessMessages.thanks),
    );
  }

  async function acceptModelEnquiry(request: FastifyRequest, enquiry: ModelEnquiry) {
    const model = await findModel(orm, enquiry.fields.modelId);
    if (!model) {
      throw new Refusal(400, request.t(errorMessages.invalidInput), {
        modelId: request.t(fieldErrorMessages.option),
      });
    }
    await submissions.count(request);
    const { zip, country } = enquiry.fields;
    const dealer = await nearestDealer(orm, zip, country, sellingStoreTypes);
    const row = await saveFormSubmission(orm, {
      kind: enquiry.kind,
      fields: enquiry.fields,
      locale: request.locale,
      dealerId: dealer?.id ?? null,
    });
    const staffMail = (to: string) =>
      salesMail(to, {
        ...enquiry,
        locale: row.locale,
        receivedAt: row.createdAt,
        assignment: { model, dealer },
      });
    const managerAddress = dealer?.areaSalesManager?.email;
    await Promise.all([
      options.mailer.send(staffMail(dealer?.email ?? options.salesAddress)),
      ...(managerAddress ? [options.mailer.send(staffMail(managerAddress))] : []),
      options.mailer.send(
        senderMail(enquiry, { model: model.name, dealer, locale: request.locale }),
      ),
    ]);
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

  app.post('/forms/rmi', formRoute('rmi'), async (request) => accept(request, 'rmi', request.body));

  app.post(
    '/forms/gvl-contact',
    {
      // Signed in: the area sales manager is the one of the caller's region.
      preValidation: async (request: FastifyRequest) => gvlContacts.count(request, { peek: true }),
      schema: {
        tags: ['forms'],
        summary: summaries['gvl-contact'],
        body: formSchemas['gvl-contact'],
        response: answers(formReceiptSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const fields = request.body;
      // The caller's dealer is the one the services page shows; another id is none of theirs.
      const dealer = await nearestDealer(orm, caller.zip, caller.country);
      const manager = dealer?.areaSalesManager;
      if (!dealer || !manager || dealer.id !== fields.areaSalesManagerId) {
        throw new Refusal(404, request.t(errorMessages.notFound));
      }
      await gvlContacts.count(request);
      const row = await saveFormSubmission(orm, {
        kind: 'gvl-contact',
        fields,
        locale: request.locale,
        dealerId: dealer.id,
      });
      await Promise.all([
        options.mailer.send(
          salesMail(manager.email ?? options.salesAddress, {
            kind: 'gvl-contact',
            fields,
            locale: row.locale,
            receivedAt: row.createdAt,
            manager,
          }),
        ),
        // To the account's own address: a signed-in form mails no one else.
        ...(caller.email
          ? [options.mailer.send(receiptMail('gvl-contact', caller.email, request.locale))]
          : []),
      ]);
      return success(
        { id: row.id, kind: row.kind, receivedAt: row.createdAt.toISOString() },
        request.t(formSuccessMessages.thanks),
      );
    },
  );

  app.post('/forms/quote-request', formRoute('quote-request'), async (request) =>
    acceptModelEnquiry(request, { kind: 'quote-request', fields: request.body }),
  );

  app.post('/forms/innovation-visit', formRoute('innovation-visit'), async (request) =>
    acceptModelEnquiry(request, { kind: 'innovation-visit', fields: request.body }),
  );
};
