import {
  adImageParamsSchema,
  adImageUploadField,
  adLimits,
  adParamsSchema,
  adPictureFileParamsSchema,
  adUploadFileParamsSchema,
  fieldErrorMessages,
  myClassifiedAdSchema,
} from '@lindner/api/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { Refusal, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import {
  pictureProblemStatus,
  PictureError,
  renderPicture,
  uploadedPicture,
} from '../../plugins/pictures';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { maySee, ownAdOf } from './adAccess';
import { toMyAd } from './adViews';
import { adUploadsPerAddress, adUploadsPerUser, countTogether } from './limits';
import {
  addImage,
  adImageAspect,
  adImagePath,
  adImagePixelWidths,
  countImages,
  deleteImage,
  loadAdImageFile,
  loadImageFile,
  renditionOf,
} from './pictureStore';
import { adMessages } from './texts';

const tags = ['marketplace'];

/**
 * An ad's pictures: its owner uploads them (checked like the avatar, re-encoded to four WebP
 * files; throttled with the PDFs per user and per address) and removes them; their files are
 * served at two kinds of addresses.
 *
 * Who sees the files of an ad that is not public (inactive, sold, hidden by staff): its owner
 * and staff only. An `<img>` sends no token, so the owner's page cannot prove who it is; the
 * addresses therefore differ by whose answer holds them:
 * - the list and a public ad name `/classified-ads/{id}/images/{imageId}/{file}`. That route
 *   looks at the ad on every request: while it is not public it answers 404 (to a caller with
 *   a token, unless that is the owner or staff), so an address anyone saw stops working the
 *   moment the ad is hidden or switched off;
 * - the owner's answers (and staff's, when hiding) name `/classified-ad-images/{uploadId}/{file}`:
 *   the upload id is 128 random bits that no public answer ever contains, a capability the
 *   owner's `<img>` carries whatever the ad's status (as the avatars' files do, see
 *   plugins/pictures.ts). Deleting the picture retires it.
 */
export const adPictureRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;
  const apiPath = app.prefix;
  const uploads = countTogether(app, adUploadsPerUser, adUploadsPerAddress);

  const tooMany = (request: FastifyRequest) =>
    new Refusal(409, request.t(adMessages.tooManyImages, { max: adLimits.images }));

  app.post(
    '/classified-ads/:id/images',
    {
      schema: {
        tags,
        summary: `Add a picture (multipart field "${adImageUploadField}", JPEG, PNG or WebP, at most 10 MB)`,
        params: adParamsSchema,
        response: answers(myClassifiedAdSchema),
      },
    },
    async (request) => {
      const ad = await ownAdOf(orm, request, request.params.id);
      if ((await countImages(orm, ad.id)) >= adLimits.images) throw tooMany(request);
      await uploads.count(request, { peek: true });
      const upload = await uploadedPicture(request, adImageUploadField);
      await uploads.count(request);
      let files;
      try {
        files = await renderPicture(upload, {
          widths: adImagePixelWidths,
          aspect: adImageAspect,
          quality: 80,
        });
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        const message = request.t(fieldErrorMessages[error.problem]);
        throw new Refusal(pictureProblemStatus[error.problem], message, {
          [adImageUploadField]: message,
        });
      }
      if (!(await addImage(orm, ad.id, files))) throw tooMany(request);
      return success(await toMyAd(orm, ad, apiPath), request.t(adMessages.imageAdded));
    },
  );

  app.delete(
    '/classified-ads/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Remove a picture',
        params: adImageParamsSchema,
        response: answers(myClassifiedAdSchema),
      },
    },
    async (request) => {
      const ad = await ownAdOf(orm, request, request.params.id);
      if (!(await deleteImage(orm, ad.id, request.params.imageId))) {
        throw new Refusal(404, request.t(adMessages.imageNotFound));
      }
      return success(await toMyAd(orm, ad, apiPath), request.t(adMessages.imageDeleted));
    },
  );

  app.get(
    '/classified-ads/:id/images/:imageId/:file',
    {
      schema: {
        tags,
        summary:
          "A picture's file (xs.webp, md.webp, xs@2x.webp, md@2x.webp) while the ad is public",
        params: adPictureFileParamsSchema,
      },
      config: { callerOptional: true },
    },
    async (request, reply) => {
      const { id, imageId, file } = request.params;
      const rendition = renditionOf(file);
      const found = rendition && (await loadAdImageFile(orm, id, imageId, rendition));
      if (!found || !maySee(request, found.ad)) return notFound(request);
      // Briefly: whether the ad is public may change, the file at this address does not.
      return sendPicture(reply, found, 'private, max-age=600');
    },
  );

  app.get(
    `${adImagePath}/:uploadId/:file`,
    {
      schema: {
        tags,
        summary: "A picture's file at the address only its owner's answers hold",
        params: adUploadFileParamsSchema,
      },
      config: { public: true },
    },
    async (request, reply) => {
      const rendition = renditionOf(request.params.file);
      const found = rendition && (await loadImageFile(orm, request.params.uploadId, rendition));
      if (!found) return notFound(request);
      return sendPicture(reply, found, 'private, max-age=31536000, immutable');
    },
  );
};

function notFound(request: FastifyRequest): never {
  throw new Refusal(404, request.t(errorMessages.notFound));
}

/** Cached privately (never by shared caches) and only readable by pages of this origin. */
function sendPicture(
  reply: FastifyReply,
  file: { contentType: string; bytes: Buffer },
  cacheControl: string,
) {
  return reply
    .type(file.contentType)
    .header('cache-control', cacheControl)
    .header('cross-origin-resource-policy', 'same-origin')
    .header('content-security-policy', "default-src 'none'")
    .send(file.bytes);
}
