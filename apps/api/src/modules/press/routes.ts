import {
  fieldErrorMessages,
  pressDownloadParamsSchema,
  pressPhotoDeletedSchema,
  pressPhotoFileParamsSchema,
  pressPhotoInputSchema,
  pressPhotoListSchema,
  pressPhotoPageSize,
  pressPhotoParamsSchema,
  pressPhotoQuerySchema,
  pressPhotoSchema,
  pressPhotoSizes,
  pressPhotoUploadField,
  pressReleaseListSchema,
  pressReleasePageSize,
  pressReleaseParamsSchema,
  pressReleaseQuerySchema,
  pressReleaseSchema,
  type PressPhotoSize,
} from '@lindner/api/schema';
import { languageOf } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { Refusal, success } from '../../plugins/envelope';
import { pictureProblemStatus, PictureError, uploadedPicture } from '../../plugins/pictures';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { uploads } from '../../plugins/uploads';
import { avatarLimits } from '@lindner/api/schema';
import { toPhoto, toRelease, toReleaseSummary } from './pressAnswers';
import { pressKitDir, pressPhotoDir, renderPressPhoto, shippedFiles } from './pressFiles';
import {
  addPhoto,
  deletePhoto,
  loadPhoto,
  loadPhotoFile,
  loadRelease,
  loadReleaseDownload,
  loadReleasePage,
  searchPhotos,
} from './repository';
import type { TextLanguage } from './tables';
import { pressMessages } from './texts';

const tags = ['press'];

/**
 * Photo uploads per user: 30 an hour (each is decoded and encoded twice, which costs CPU);
 * refused files count too, since decoding is what costs.
 */
export const pressPhotoUploads: Limit = {
  name: 'press-photo-uploads',
  max: 30,
  windowMs: 60 * 60_000,
  message: pressMessages.tooManyUploads,
  per: 'user',
};

/** How long a browser or CDN may keep a press file: a day (they rarely change). */
const publicFileCache = 'public, max-age=86400';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The press area (issue 30 point 1), public: `GET /press?page=` (releases, newest first),
 * `GET /press/{slug}` (a release with its body, contact person and downloads),
 * `GET /press/{slug}/downloads/{file}` (a press kit), `GET /press/photos?q=&category=&page=`
 * (photos, searched in the caption and credit of the request's language) and
 * `GET /press/photos/{id}/{size}` (a photo's file). Staff only: `POST /press/photos` (upload)
 * and `DELETE /press/photos/{id}`. Texts in the request's language where they exist, else German.
 */
export const pressRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;
  const apiPath = app.prefix;
  const pressKit = shippedFiles(pressKitDir);
  const shippedPhoto = shippedFiles(pressPhotoDir);
  const photoUploads = app.limiter(pressPhotoUploads);
  await app.register(uploads, { maxFileBytes: avatarLimits.maxBytes });

  const languageOfRequest = (request: FastifyRequest): TextLanguage => languageOf(request.locale);
  const photoNotFound = (request: FastifyRequest) =>
    new Refusal(404, request.t(pressMessages.photoNotFound));

  app.get(
    '/press',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A page of press releases, newest first',
        querystring: pressReleaseQuerySchema,
        response: answers(pressReleaseListSchema),
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { rows, total } = await loadReleasePage(
        orm,
        languageOfRequest(request),
        page,
        pressReleasePageSize,
      );
      return success({
        releases: rows.map(toReleaseSummary),
        page,
        pageCount: Math.ceil(total / pressReleasePageSize),
        total,
      });
    },
  );

  app.get(
    '/press/photos',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'A page of press photos, newest first: by words of the caption or credit (`q`) and `category`',
        querystring: pressPhotoQuerySchema,
        response: answers(pressPhotoListSchema),
      },
    },
    async (request) => {
      const { q, category, page = 1 } = request.query;
      const { rows, total } = await searchPhotos(orm, languageOfRequest(request), {
        ...(q ? { q } : {}),
        ...(category ? { category } : {}),
        page,
        pageSize: pressPhotoPageSize,
      });
      return success({
        photos: rows.map((row) => toPhoto(row, apiPath)),
        page,
        pageCount: Math.ceil(total / pressPhotoPageSize),
        total,
      });
    },
  );

  app.post(
    '/press/photos',
    {
      config: { staffOnly: true },
      schema: {
        tags,
        summary: `Upload a press photo (staff): multipart field "${pressPhotoUploadField}" (JPEG, PNG or WebP, at most 10 MB), its texts in the query string`,
        querystring: pressPhotoInputSchema,
        response: answers(pressPhotoSchema),
      },
    },
    async (request) => {
      const { category, captionDe, captionEn, captionFr, credit } = request.query;
      await photoUploads.count(request, { peek: true });
      const upload = await uploadedPicture(request, pressPhotoUploadField);
      await photoUploads.count(request);
      let files;
      try {
        files = await renderPressPhoto(upload);
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        const message = request.t(fieldErrorMessages[error.problem]);
        throw new Refusal(pictureProblemStatus[error.problem], message, {
          [pressPhotoUploadField]: message,
        });
      }
      const texts = [
        { language: 'de' as const, caption: captionDe, credit },
        ...(captionEn ? [{ language: 'en' as const, caption: captionEn, credit }] : []),
        ...(captionFr ? [{ language: 'fr' as const, caption: captionFr, credit }] : []),
      ];
      const id = await addPhoto(orm, {
        category,
        uploadedBy: request.caller!.id,
        texts,
        files,
      });
      const added = await loadPhoto(orm, id, languageOfRequest(request));
      return success(toPhoto(added!, apiPath), request.t(pressMessages.photoAdded));
    },
  );

  app.delete(
    '/press/photos/:id',
    {
      config: { staffOnly: true },
      schema: {
        tags,
        summary: 'Delete a press photo with its files (staff)',
        params: pressPhotoParamsSchema,
        response: answers(pressPhotoDeletedSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!uuidPattern.test(id) || !(await deletePhoto(orm, id))) throw photoNotFound(request);
      return success({ id }, request.t(pressMessages.photoDeleted));
    },
  );

  app.get(
    '/press/photos/:id/:size',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A press photo's file in a size (`web`, `print`, or `original`), as a download",
        params: pressPhotoFileParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, size } = request.params;
      if (!uuidPattern.test(id) || !pressPhotoSizes.includes(size as PressPhotoSize)) {
        throw photoNotFound(request);
      }
      const file = await loadPhotoFile(orm, id, size as PressPhotoSize);
      if (!file) throw photoNotFound(request);
      const bytes = file.bytes ?? (await shippedPhoto(file.shippedFile!));
      const name = `lindner-pressefoto-${id.slice(0, 8)}-${size}.${extensions[file.contentType] ?? 'jpg'}`;
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', publicFileCache)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.get(
    '/press/:slug',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A press release with its body, contact person and downloads',
        params: pressReleaseParamsSchema,
        response: answers(pressReleaseSchema),
      },
    },
    async (request) => {
      const found = await loadRelease(orm, request.params.slug, languageOfRequest(request));
      if (!found) throw new Refusal(404, request.t(pressMessages.releaseNotFound));
      return success(toRelease(found));
    },
  );

  app.get(
    '/press/:slug/downloads/:file',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A press release's file (a press kit), as a download",
        params: pressDownloadParamsSchema,
      },
    },
    async (request, reply) => {
      const { slug, file } = request.params;
      const download = await loadReleaseDownload(orm, slug, file);
      if (!download) throw new Refusal(404, request.t(pressMessages.downloadNotFound));
      const bytes = await pressKit(download.fileName);
      return reply
        .type(download.contentType)
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .header('cache-control', publicFileCache)
        .send(bytes);
    },
  );
};
