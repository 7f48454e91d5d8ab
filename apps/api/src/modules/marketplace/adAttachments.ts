import {
  adAttachmentParamsSchema,
  adAttachmentUploadField,
  adLimits,
  adParamsSchema,
  myClassifiedAdSchema,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { maySee, ownAdOf } from './adAccess';
import { findAd } from './ads';
import { toMyAd } from './adViews';
import {
  addAttachment,
  countAttachments,
  deleteAttachment,
  loadAttachment,
} from './attachmentStore';
import { adUploadsPerAddress, adUploadsPerUser, countTogether } from './limits';
import { attachmentFileName, downloadDisposition, pdfProblem, type PdfProblem } from './pdf';
import { adMessages } from './texts';

const tags = ['marketplace'];

const pdfProblemStatus: Record<PdfProblem, number> = {
  attachmentType: 400,
  attachmentActive: 400,
  attachmentTooLarge: 413,
};

/**
 * An ad's PDF files: its owner uploads them (checked by content: no JavaScript, no embedded
 * files; throttled with the pictures per user and per address) and removes them. A PDF is a
 * download of a public ad for everyone, of any other ad for its owner and staff (with a token).
 */
export const adAttachmentRoutes: SchemaRoutes<{ database: Database }> = async (
  app,
  { database },
) => {
  const { orm } = database;
  const apiPath = app.prefix;
  const uploads = countTogether(app, adUploadsPerUser, adUploadsPerAddress);

  const tooMany = (request: FastifyRequest) =>
    new Refusal(409, request.t(adMessages.tooManyAttachments, { max: adLimits.attachments }));

  app.post(
    '/classified-ads/:id/attachments',
    {
      schema: {
        tags,
        summary: `Add a PDF file (multipart field "${adAttachmentUploadField}", at most 10 MB)`,
        params: adParamsSchema,
        response: answers(myClassifiedAdSchema),
      },
    },
    async (request) => {
      const ad = await ownAdOf(orm, request, request.params.id);
      if ((await countAttachments(orm, ad.id)) >= adLimits.attachments) throw tooMany(request);
      await uploads.count(request, { peek: true });
      const upload = await request.uploadedFile({
        field: adAttachmentUploadField,
        maxBytes: adLimits.attachmentBytes,
        messages: {
          tooLarge: adMessages.attachmentTooLarge,
          required: adMessages.attachmentRequired,
        },
      });
      await uploads.count(request);
      const problem = pdfProblem(upload.bytes);
      if (problem) {
        const message = request.t(adMessages[problem]);
        throw new Refusal(pdfProblemStatus[problem], message, {
          [adAttachmentUploadField]: message,
        });
      }
      const fileName = attachmentFileName(upload.fileName);
      if (!(await addAttachment(orm, ad.id, fileName, upload.bytes))) throw tooMany(request);
      return success(await toMyAd(orm, ad, apiPath), request.t(adMessages.attachmentAdded));
    },
  );

  app.delete(
    '/classified-ads/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Remove a PDF file',
        params: adAttachmentParamsSchema,
        response: answers(myClassifiedAdSchema),
      },
    },
    async (request) => {
      const ad = await ownAdOf(orm, request, request.params.id);
      if (!(await deleteAttachment(orm, ad.id, request.params.attachmentId))) {
        throw new Refusal(404, request.t(adMessages.attachmentNotFound));
      }
      return success(await toMyAd(orm, ad, apiPath), request.t(adMessages.attachmentDeleted));
    },
  );

  app.get(
    '/classified-ads/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: "A PDF file as a download: a public ad's, or for its owner and staff any ad's",
        params: adAttachmentParamsSchema,
      },
      config: { callerOptional: true },
    },
    async (request, reply) => {
      const ad = await findAd(orm, request.params.id);
      const file =
        ad &&
        maySee(request, ad) &&
        (await loadAttachment(orm, ad.id, request.params.attachmentId));
      if (!file) throw new Refusal(404, request.t(adMessages.attachmentNotFound));
      return reply
        .type('application/pdf')
        .header('content-disposition', downloadDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-site')
        .send(file.content);
    },
  );
};
