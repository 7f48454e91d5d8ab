import {
  editorialEntrySchema,
  editorialQueueSchema,
  guestbookAttachmentField,
  guestbookEntryInputSchema,
  guestbookEntryParamsSchema,
  guestbookFieldErrorMessages,
  guestbookLimits,
  guestbookPageSchema,
  guestbookQuerySchema,
  guestbookReceiptSchema,
  guestbookReplyInputSchema,
} from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { callerOf, isStaff } from '../../plugins/auth';
import type { EditorialSources } from '../../plugins/editorialSources';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import {
  AttachmentProblem,
  type AttachmentProblemKey,
  checkAttachment,
  disposition,
  type CheckedAttachment,
} from './attachment';
import { guestbookSource } from './editorialSource';
import { toEditorialEntry, toGuestbookEntry } from './entryAnswers';
import { entryFormParser, readEntryForm } from './entryForm';
import { replyMail } from './replyMail';
import { addEntry, loadAttachment, loadPublicPage, loadUnanswered, saveReply } from './repository';
import { guestbookMessages } from './texts';

export interface GuestbookRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** Where the guestbook offers its entries to the editorial review. */
  editorialSources: EditorialSources;
}

const tags = ['guestbook'];

/**
 * Accepted entries per client address: 5 in 10 minutes, as the public forms (DESIGN.md,
 * throttling): each one costs staff's time and, with a picture, CPU. A refused entry is free.
 */
export const guestbookEntryLimit: Limit = {
  name: 'guestbook-entries',
  max: 5,
  windowMs: 10 * 60_000,
  per: 'address',
  message: guestbookMessages.tooMany,
};

/** Replies per staff user: 60 an hour (each one mails a writer). */
export const guestbookReplyLimit: Limit = {
  name: 'guestbook-replies',
  max: 60,
  windowMs: 60 * 60_000,
  per: 'user',
  message: guestbookMessages.tooManyReplies,
};

const attachmentStatus: Record<AttachmentProblemKey, number> = {
  attachmentType: 400,
  attachmentActive: 400,
  attachmentTooLarge: 413,
};

/**
 * The guestbook (issue 30 point 2): the approved entries, public and paged; a visitor's new
 * entry or question (JSON, or multipart with a picture or PDF checked by content), which waits
 * for the editorial review (the guestbook's source is added to it here); an entry's file; and
 * staff's answer, stored under the entry and mailed to the writer.
 */
export const guestbookRoutes: SchemaRoutes<GuestbookRoutesOptions> = async (app, options) => {
  const { orm } = options.database;
  const apiPath = app.prefix;
  const entries = app.limiter(guestbookEntryLimit);
  const replies = app.limiter(guestbookReplyLimit);
  options.editorialSources.add(guestbookSource(orm));
  await entryFormParser(app);

  app.get(
    '/guestbook',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The approved entries, newest first, a page of them, with Lindner’s replies',
        querystring: guestbookQuerySchema,
        response: answers(guestbookPageSchema),
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { pageSize } = guestbookLimits;
      const { entries: rows, total } = await loadPublicPage(orm, page, pageSize);
      return success({
        entries: rows.map((row) => toGuestbookEntry(row, apiPath)),
        total,
        page,
        pageSize,
      });
    },
  );

  app.post(
    '/guestbook/entries',
    {
      config: { callerOptional: true, fieldErrors: guestbookFieldErrorMessages },
      preValidation: async (request) => {
        await entries.count(request, { peek: true });
        await readEntryForm(request);
      },
      schema: {
        tags,
        summary: `Write an entry or a question (JSON; or multipart with the fields and a picture or PDF of at most 5 MB in "${guestbookAttachmentField}")`,
        body: guestbookEntryInputSchema,
        response: answers(guestbookReceiptSchema),
      },
    },
    async (request) => {
      const file = request.guestbookFile;
      let attachment: CheckedAttachment | null = null;
      if (file) {
        try {
          attachment = await checkAttachment(file.bytes, file.fileName);
        } catch (error) {
          if (!(error instanceof AttachmentProblem)) throw error;
          const message = request.t(guestbookFieldErrorMessages[error.key]);
          throw new Refusal(attachmentStatus[error.key], message, {
            [guestbookAttachmentField]: message,
          });
        }
      }
      await entries.count(request);
      const { kind, name, email, text } = request.body;
      const row = await addEntry(orm, {
        kind,
        writerName: name,
        writerEmail: email,
        text,
        locale: request.locale,
        userId: request.caller?.id ?? null,
        ...(attachment
          ? {
              attachmentName: attachment.name,
              attachmentType: attachment.type,
              attachmentBytes: attachment.bytes,
              attachmentWidth: attachment.width,
              attachmentHeight: attachment.height,
            }
          : {}),
      });
      return success(
        { id: row.id, kind: row.kind, state: row.state },
        request.t(guestbookMessages.received),
      );
    },
  );

  app.get(
    '/guestbook/entries/:id/attachment',
    {
      config: { callerOptional: true },
      schema: {
        tags,
        summary:
          "An entry's file: an approved entry's for everyone, any entry's for staff and its signed-in writer",
        params: guestbookEntryParamsSchema,
      },
    },
    async (request, reply) => {
      const found = await loadAttachment(orm, request.params.id);
      const caller = request.caller;
      const allowed =
        found &&
        (found.state === 'approved' ||
          isStaff(caller) ||
          (caller !== null && found.userId === caller.id));
      if (!allowed || !found.bytes || !found.type || !found.name) {
        throw new Refusal(404, request.t(guestbookMessages.notFound));
      }
      const picture = found.type === 'image/webp';
      return reply
        .type(found.type)
        .header('content-disposition', disposition(picture ? 'inline' : 'attachment', found.name))
        .header('cache-control', 'private, max-age=600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-site')
        .send(found.bytes);
    },
  );

  app.get(
    '/guestbook/entries/unanswered',
    {
      config: { staffOnly: true },
      schema: {
        tags,
        summary: 'The approved entries without an answer, oldest first (staff)',
        response: answers(editorialQueueSchema),
      },
    },
    async () => success((await loadUnanswered(orm)).map(toEditorialEntry)),
  );

  app.post(
    '/guestbook/entries/:id/reply',
    {
      config: { staffOnly: true },
      schema: {
        tags,
        summary:
          "Lindner's answer to an entry (staff): shown under it once approved, mailed to the writer",
        params: guestbookEntryParamsSchema,
        body: guestbookReplyInputSchema,
        response: answers(editorialEntrySchema),
      },
    },
    async (request) => {
      await replies.count(request, { peek: true });
      const row = await saveReply(orm, request.params.id, {
        text: request.body.reply,
        staffUserId: callerOf(request).id,
        now: new Date(),
      });
      if (!row) throw new Refusal(404, request.t(guestbookMessages.notFound));
      await replies.count(request);
      await options.mailer.send(replyMail(row));
      return success(toEditorialEntry(row), request.t(guestbookMessages.replied));
    },
  );
};
