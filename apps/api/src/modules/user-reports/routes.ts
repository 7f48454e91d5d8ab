import {
  avatarLimits,
  fieldErrorMessages,
  userReportInputSchema,
  userReportLimits,
  userReportListQuerySchema,
  userReportListSchema,
  userReportPictureField,
  userReportPictureParamsSchema,
  userReportPictureSize,
  userReportReceiptSchema,
  userReportSchema,
  userReportSlugParamsSchema,
  userReportUploadSchema,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { isStaff } from '../../plugins/auth';
import type { EditorialSources } from '../../plugins/editorialSources';
import { Refusal, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import {
  pictureProblemStatus,
  PictureError,
  renderPicture,
  uploadedPicture,
} from '../../plugins/pictures';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { uploads } from '../../plugins/uploads';
import { userReportSource } from './editorialSource';
import { toReport, toSummary } from './reportAnswers';
import {
  createReport,
  findModel,
  loadPictureFile,
  loadPublished,
  loadPublishedPage,
  storeUpload,
} from './repository';
import { userReportMessages } from './texts';

const tags = ['user-reports'];

export interface UserReportRoutesOptions {
  database: Database;
  /** The review's registry: the reports' source is added to it. */
  editorialSources: EditorialSources;
}

/**
 * Reports sent per client address: 5 in 10 minutes, as the public forms (each one waits for
 * staff). Only accepted reports count, so correcting a field costs nothing.
 */
export const userReportLimit: Limit = {
  name: 'user-reports',
  max: 5,
  windowMs: 10 * 60_000,
  per: 'address',
  message: userReportMessages.tooMany,
};

/** Pictures uploaded per client address: 30 an hour (each is decoded and re-encoded). */
export const userReportPictureLimit: Limit = {
  name: 'user-report-pictures',
  max: 30,
  windowMs: 60 * 60_000,
  per: 'address',
  message: userReportMessages.tooManyPictureUploads,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * User reports (issue 30 point 3): the public list and page of the approved ones, their
 * pictures, and writing one, signed in or not (schema/userReports.ts says how: pictures first,
 * then the report naming them). A new report waits for the editorial review, to which this
 * module offers its reports (editorialSource.ts).
 */
export const userReportRoutes: SchemaRoutes<UserReportRoutesOptions> = async (app, options) => {
  const { orm } = options.database;
  options.editorialSources.add(userReportSource(orm));
  await app.register(uploads, { maxFileBytes: avatarLimits.maxBytes });
  const reports = app.limiter(userReportLimit);
  const pictureUploads = app.limiter(userReportPictureLimit);

  const notFound = (request: FastifyRequest) =>
    new Refusal(404, request.t(userReportMessages.notFound));

  app.get(
    '/user-reports',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One page of the published user reports (of a model), newest first',
        querystring: userReportListQuerySchema,
        response: answers(userReportListSchema),
      },
    },
    async (request) => {
      const { model, page = 1 } = request.query;
      const { pageSize } = userReportLimits;
      const found = await loadPublishedPage(orm, { model, page, pageSize });
      return success({
        reports: found.reports.map(toSummary),
        total: found.total,
        page,
        pageSize,
        models: found.models,
      });
    },
  );

  app.get(
    '/user-reports/:slug',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A published user report; 404 for any other',
        params: userReportSlugParamsSchema,
        response: answers(userReportSchema),
      },
    },
    async (request) => {
      const report = await loadPublished(orm, request.params.slug);
      if (!report) throw notFound(request);
      return success(toReport(report));
    },
  );

  app.get(
    '/user-reports/:id/pictures/:n',
    {
      config: { public: true, callerOptional: true },
      schema: {
        tags,
        summary:
          "A report's picture n (WebP, from 1): anyone's once approved; before, only staff's and its signed-in writer's",
        params: userReportPictureParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, n } = request.params;
      const found = uuidPattern.test(id) ? await loadPictureFile(orm, id, n) : undefined;
      const { caller } = request;
      const maySee =
        found &&
        (found.state === 'approved' ||
          isStaff(caller) ||
          (caller !== null && found.userId === caller.id));
      if (!found || !maySee) throw new Refusal(404, request.t(errorMessages.notFound));
      return reply
        .type(found.contentType)
        .header(
          'cache-control',
          found.state === 'approved' ? 'public, max-age=3600' : 'private, no-store',
        )
        .header('cross-origin-resource-policy', 'same-origin')
        .header('content-security-policy', "default-src 'none'")
        .send(found.bytes);
    },
  );

  app.post(
    '/user-reports/pictures',
    {
      config: { public: true },
      preValidation: async (request) => pictureUploads.count(request, { peek: true }),
      schema: {
        tags,
        summary: `Upload a picture for a report being written (multipart field "${userReportPictureField}", JPEG, PNG or WebP, at most 10 MB); answers its upload id`,
        response: answers(userReportUploadSchema),
      },
    },
    async (request) => {
      const upload = await uploadedPicture(request, userReportPictureField);
      await pictureUploads.count(request);
      let files;
      try {
        files = await renderPicture(upload, {
          widths: { md: userReportPictureSize.width },
          aspect: userReportPictureSize.height / userReportPictureSize.width,
          quality: 80,
        });
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        const message = request.t(fieldErrorMessages[error.problem]);
        throw new Refusal(pictureProblemStatus[error.problem], message, {
          [userReportPictureField]: message,
        });
      }
      const [file] = files;
      const uploadId = await storeUpload(orm, {
        fileName: 'picture.webp',
        contentType: file!.contentType,
        width: file!.width,
        height: file!.height,
        bytes: file!.bytes,
      });
      return success({ uploadId }, request.t(userReportMessages.pictureAdded));
    },
  );

  app.post(
    '/user-reports',
    {
      config: { public: true, callerOptional: true },
      preValidation: async (request) => reports.count(request, { peek: true }),
      schema: {
        tags,
        summary:
          'Send a user report (JSON, with the upload ids of its pictures); it waits for the editorial review',
        body: userReportInputSchema,
        response: answers(userReportReceiptSchema),
      },
    },
    async (request) => {
      const fields = request.body;
      const invalid = (field: string, message: string) =>
        new Refusal(400, request.t(errorMessages.invalidInput), { [field]: message });
      if (!(await findModel(orm, fields.modelId))) {
        throw invalid('modelId', request.t(fieldErrorMessages.option));
      }
      if (fields.pictures.length > userReportLimits.pictures) {
        throw invalid(
          'pictures',
          request.t(userReportMessages.tooManyPictures, { max: userReportLimits.pictures }),
        );
      }
      await reports.count(request);
      const row = await createReport(orm, {
        fields,
        locale: request.locale,
        userId: request.caller?.id ?? null,
      });
      if (!row) throw invalid('pictures', request.t(userReportMessages.pictureGone));
      return success(
        { id: row.id, state: 'pending' as const, submittedAt: row.createdAt.toISOString() },
        request.t(userReportMessages.submitted),
      );
    },
  );
};
