import {
  adAnswerInputSchema,
  adAttachmentUploadField,
  adHiddenInputSchema,
  adImageUploadField,
  adLimits,
  adReplyInputSchema,
  adStatusInputSchema,
  avatarLimits,
  classifiedAdInputSchema,
  fieldErrorMessages,
  readClassifiedAdQuery,
  type AdReplyReceipt,
  type ClassifiedAdList,
  type FieldErrors,
} from '@lindner/api/schema';
import type { MessageDescriptor } from '@lindner/i18n/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import type { AccessTokenVerifier } from '../../plugins/accessTokens';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import {
  pictureProblemStatus,
  PictureError,
  refusePicture,
  renderPicture,
  servePictureFiles,
  uploadedPicture,
  type PictureFile,
} from '../../plugins/pictures';
import { minutesToWait, Throttle, type ThrottleLimits } from '../../plugins/throttling';
import { uploadProblem, uploads } from '../../plugins/uploads';
import { fieldErrorMessage, validBody } from '../../plugins/validBody';
import { staffRole } from '../fleet/review';
import { findUserById } from '../user/repository';
import type { UserRow } from '../user/tables';
import { displayName } from '../user/userData';
import { answerMail, replyMail } from './adMail';
import { attachmentFileName, downloadDisposition, pdfProblem, type PdfProblem } from './pdf';
import {
  addAttachment,
  addImage,
  addReply,
  adImageAspect,
  adImagePath,
  adImagePixelWidths,
  adImageRenditions,
  answerReply,
  countAttachments,
  countImages,
  createAd,
  deleteAd,
  deleteAttachment,
  deleteImage,
  findAd,
  findOwnAd,
  findOwnAds,
  findPublicAd,
  findPublicAds,
  findReply,
  loadAttachment,
  loadImageFile,
  modelExists,
  publicAdModels,
  setAdHidden,
  setAdStatus,
  toMyAd,
  toMyAds,
  toPublicAd,
  toSummaries,
  updateAd,
  type AdImageRendition,
  type ValidAdInput,
} from './repository';
import type { ClassifiedAdRow } from './tables';
import { adMessages } from './texts';

/** New ads per user: 10 an hour. */
export const adCreationLimits: ThrottleLimits = { limit: 10, windowMs: 60 * 60_000 };
/** New ads per client address (several users behind one address): 50 an hour. */
export const adCreationAddressLimits: ThrottleLimits = { limit: 50, windowMs: 60 * 60_000 };
/** Pictures and PDFs uploaded per user, together: 20 an hour. */
export const adUploadLimits: ThrottleLimits = { limit: 20, windowMs: 60 * 60_000 };
/** Replies and answers per user (each sends a mail): 20 an hour. */
export const adReplyLimits: ThrottleLimits = { limit: 20, windowMs: 60 * 60_000 };
/** Replies and answers per client address: 100 an hour. */
export const adReplyAddressLimits: ThrottleLimits = { limit: 100, windowMs: 60 * 60_000 };

/** A limit per user and a wider one per client address, counted together. */
class UserAndAddressThrottle {
  private readonly users: Throttle;
  private readonly addresses: Throttle;

  constructor(userLimits: ThrottleLimits, addressLimits: ThrottleLimits) {
    this.users = new Throttle(userLimits);
    this.addresses = new Throttle(addressLimits);
  }

  blockedFor(request: FastifyRequest): number {
    return Math.max(
      this.users.blockedFor([`user:${callerOf(request).id}`]),
      this.addresses.blockedFor([`address:${request.ip}`]),
    );
  }

  count(request: FastifyRequest): void {
    this.users.count([`user:${callerOf(request).id}`]);
    this.addresses.count([`address:${request.ip}`]);
  }
}

export interface ClassifiedAdRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** To read an optional token where a PDF of an ad that is not public is asked for. */
  accessTokens: AccessTokenVerifier;
}

type IdParams = { Params: { id: string } };
type ImageParams = { Params: { id: string; imageId: string } };
type AttachmentParams = { Params: { id: string; attachmentId: string } };
type ReplyParams = { Params: { id: string; replyId: string } };

const pdfProblemStatus: Record<PdfProblem, number> = {
  attachmentType: 400,
  attachmentActive: 400,
  attachmentTooLarge: 413,
};

/**
 * The classified-ads marketplace (SPEC.md section 3 "Classified ad"). Public: the list of
 * active ads that staff did not hide (`GET /classified-ads`, filters checked by
 * `readClassifiedAdQuery`), one of them, its PDFs and its pictures' files. Signed in: the
 * caller's ads with their replies (`/classified-ads/mine`), creating and changing them (an ad of
 * another user answers 404, as if it did not exist), uploading pictures (checked like the
 * avatar) and PDFs (checked by content: no JavaScript, no embedded files), replying to an ad
 * and answering a reply; both are relayed by mail from the system address, so that neither side
 * learns the other's address. Staff (realm role `staff`) hide an ad with a reason its owner
 * reads. Creating and replying are throttled per user and per client address, uploading per
 * user.
 */
export async function classifiedAdRoutes(app: FastifyInstance, options: ClassifiedAdRoutesOptions) {
  const { database, mailer } = options;
  const { orm } = database;
  // The routes' prefix is the API's path (`/api/{client segment}`); picture addresses start with it.
  const apiPath = app.prefix;
  await app.register(uploads, {
    maxFileBytes: Math.max(avatarLimits.maxBytes, adLimits.attachmentBytes),
    maxFiles: 1,
  });
  const creations = new UserAndAddressThrottle(adCreationLimits, adCreationAddressLimits);
  const fileUploads = new Throttle(adUploadLimits);
  const replies = new UserAndAddressThrottle(adReplyLimits, adReplyAddressLimits);

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send(failure(request.t(adMessages.notFound)));

  /** The caller's ad of the path, or null once 404 has been sent (also for another's ad). */
  async function ownAdOf(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ): Promise<ClassifiedAdRow | null> {
    const ad = await findOwnAd(orm, request.params.id, callerOf(request).id);
    if (ad) return ad;
    await notFound(request, reply);
    return null;
  }

  /** 429 with the minutes to wait, or false when the caller may go on. */
  async function throttled(
    throttle: Throttle | UserAndAddressThrottle,
    message: MessageDescriptor,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<boolean> {
    const wait =
      throttle instanceof Throttle
        ? throttle.blockedFor([`user:${callerOf(request).id}`])
        : throttle.blockedFor(request);
    if (wait === 0) return false;
    await reply
      .status(429)
      .header('retry-after', String(Math.ceil(wait / 1000)))
      .send(failure(request.t(message, { minutes: minutesToWait(wait) })));
    return true;
  }

  /** The user of an optional bearer token; null without one or with one that does not verify. */
  async function optionalCaller(request: FastifyRequest): Promise<UserRow | null> {
    const { authorization } = request.headers;
    if (!authorization) return null;
    try {
      const identity = await options.accessTokens.verify(authorization);
      return (await findUserById(orm, identity.subject)) ?? null;
    } catch {
      return null;
    }
  }

  /**
   * The ad's fields, checked: the schema, then a year after this one (`yearInFuture`, also for
   * a year beyond the schema's range) and a model the catalogue does not know (`option`). Null
   * once 400 with a message per field has been sent.
   */
  async function adInput(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ValidAdInput | null> {
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      await reply.status(400).send(failure(request.t(errorMessages.invalidBody)));
      return null;
    }
    const result = classifiedAdInputSchema.safeParse(body);
    const problems: Record<string, MessageDescriptor> = {};
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path.map(String).join('.') || '_';
      problems[field] ??= fieldErrorMessage(issue.message);
    }
    const year = (body as { yearOfConstruction?: unknown }).yearOfConstruction;
    if (typeof year === 'number' && Number.isInteger(year) && year > new Date().getFullYear()) {
      problems.yearOfConstruction = fieldErrorMessages.yearInFuture;
    }
    const modelId = result.data?.modelId;
    if (modelId && !(await modelExists(orm, modelId))) {
      problems.modelId = fieldErrorMessages.option;
    }
    if (!result.success || Object.keys(problems).length > 0) {
      const errors: FieldErrors = {};
      for (const [field, message] of Object.entries(problems)) errors[field] = request.t(message);
      await reply.status(400).send(failure(request.t(errorMessages.invalidInput), errors));
      return null;
    }
    const { kind, title, description, priceCents, condition, yearOfConstruction } = result.data;
    const model = result.data.modelId;
    return { kind, title, description, priceCents, condition, yearOfConstruction, modelId: model };
  }

  // --- Public ----------------------------------------------------------------------------

  app.get('/classified-ads', { config: { public: true } }, async (request, reply) => {
    const { query, problem } = readClassifiedAdQuery(
      new URL(request.url, 'http://localhost').searchParams,
    );
    if (problem) {
      const message = request.t(adMessages.filterInvalid, { filter: problem });
      return reply.status(400).send(failure(message, { [problem]: message }));
    }
    const [found, models] = await Promise.all([findPublicAds(orm, query), publicAdModels(orm)]);
    const list: ClassifiedAdList = {
      ads: await toSummaries(orm, found.rows, apiPath),
      total: found.total,
      page: found.page,
      pageSize: adLimits.pageSize,
      models,
    };
    return success(list);
  });

  app.get('/classified-ads/mine', async (request) => {
    const ads = await findOwnAds(orm, callerOf(request).id);
    return success(await toMyAds(orm, ads, apiPath, { withReplies: true }));
  });

  app.get<IdParams>('/classified-ads/:id', { config: { public: true } }, async (request, reply) => {
    const ad = await findPublicAd(orm, request.params.id);
    if (!ad) return notFound(request, reply);
    return success(await toPublicAd(orm, ad, apiPath));
  });

  // A PDF as a download: of a public ad for everyone, of any other for its owner and staff.
  app.get<AttachmentParams>(
    '/classified-ads/:id/attachments/:attachmentId',
    { config: { public: true } },
    async (request, reply) => {
      const ad = await findAd(orm, request.params.id);
      let allowed = ad !== undefined && ad.status === 'active' && ad.hiddenReason === null;
      if (ad && !allowed) {
        const caller = await optionalCaller(request);
        allowed = caller !== null && (caller.id === ad.userId || caller.roles.includes(staffRole));
      }
      const file = ad && allowed && (await loadAttachment(orm, ad.id, request.params.attachmentId));
      if (!file) {
        return reply.status(404).send(failure(request.t(adMessages.attachmentNotFound)));
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', downloadDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-site')
        .send(file.content);
    },
  );

  // Public like the avatar files (see servePictureFiles): found only where the ad is shown.
  servePictureFiles(app, adImagePath, adImageRenditions, (uploadId, rendition) =>
    loadImageFile(orm, uploadId, rendition),
  );

  // --- The owner's ads -------------------------------------------------------------------

  app.post('/classified-ads', async (request, reply) => {
    if (await throttled(creations, adMessages.tooManyAds, request, reply)) return reply;
    const input = await adInput(request, reply);
    if (!input) return reply;
    const caller = callerOf(request);
    const ad = await createAd(orm, caller.id, input, request.locale);
    creations.count(request);
    // 200 like every answer of this API: its client counts nothing else as success.
    return success(await toMyAd(orm, ad, apiPath), request.t(adMessages.created));
  });

  app.put<IdParams>('/classified-ads/:id', async (request, reply) => {
    const ad = await ownAdOf(request, reply);
    if (!ad) return reply;
    const input = await adInput(request, reply);
    if (!input) return reply;
    const updated = await updateAd(orm, ad.id, input, request.locale);
    return success(await toMyAd(orm, updated, apiPath), request.t(adMessages.saved));
  });

  app.put<IdParams>('/classified-ads/:id/status', async (request, reply) => {
    const ad = await ownAdOf(request, reply);
    if (!ad) return reply;
    const input = await validBody(adStatusInputSchema, request, reply);
    if (!input) return reply;
    const updated = await setAdStatus(orm, ad, input.status);
    return success(await toMyAd(orm, updated, apiPath), request.t(adMessages.statusChanged));
  });

  app.delete<IdParams>('/classified-ads/:id', async (request, reply) => {
    const ad = await ownAdOf(request, reply);
    if (!ad) return reply;
    await deleteAd(orm, ad.id);
    const ads = await findOwnAds(orm, ad.userId);
    return success(
      await toMyAds(orm, ads, apiPath, { withReplies: true }),
      request.t(adMessages.deleted),
    );
  });

  // --- Pictures and PDFs -----------------------------------------------------------------

  app.post<IdParams>('/classified-ads/:id/images', async (request, reply) => {
    const ad = await ownAdOf(request, reply);
    if (!ad) return reply;
    const tooMany = () =>
      reply
        .status(409)
        .send(failure(request.t(adMessages.tooManyImages, { max: adLimits.images })));
    if ((await countImages(orm, ad.id)) >= adLimits.images) return tooMany();
    const upload = await uploadedPicture(request, reply, adImageUploadField, fileUploads);
    if (!upload) return reply;
    let files: PictureFile<AdImageRendition>[];
    try {
      files = await renderPicture(upload, {
        widths: adImagePixelWidths,
        aspect: adImageAspect,
        quality: 80,
      });
    } catch (error) {
      if (!(error instanceof PictureError)) throw error;
      const status = pictureProblemStatus[error.problem];
      return refusePicture(request, reply, adImageUploadField, status, error.problem);
    }
    if (!(await addImage(orm, ad.id, files))) return tooMany();
    return success(await toMyAd(orm, ad, apiPath), request.t(adMessages.imageAdded));
  });

  app.delete<ImageParams>('/classified-ads/:id/images/:imageId', async (request, reply) => {
    const ad = await ownAdOf(request, reply);
    if (!ad) return reply;
    if (!(await deleteImage(orm, ad.id, request.params.imageId))) {
      return reply.status(404).send(failure(request.t(adMessages.imageNotFound)));
    }
    return success(await toMyAd(orm, ad, apiPath), request.t(adMessages.imageDeleted));
  });

  /** Refuses an uploaded PDF with a message that also stands on the form's field. */
  function refuseAttachment(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: MessageDescriptor,
  ) {
    const text = request.t(message);
    return reply.status(status).send(failure(text, { [adAttachmentUploadField]: text }));
  }

  /**
   * The request's one file and its name, or null once a 4xx has been sent. Every file read
   * counts against the caller's uploads.
   */
  async function uploadedAttachment(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ bytes: Buffer; fileName: string } | null> {
    if (await throttled(fileUploads, adMessages.tooManyUploads, request, reply)) return null;
    if (!request.isMultipart()) {
      await refuseAttachment(request, reply, 415, adMessages.attachmentRequired);
      return null;
    }
    try {
      const file = await request.file();
      if (!file) {
        await refuseAttachment(request, reply, 400, adMessages.attachmentRequired);
        return null;
      }
      const bytes = await file.toBuffer();
      fileUploads.count([`user:${callerOf(request).id}`]);
      return { bytes, fileName: file.filename };
    } catch (error) {
      // Reading the body is all the try does: what fails there is the caller's body.
      const problem = uploadProblem(error);
      if (problem === 'fileTooLarge') {
        await refuseAttachment(request, reply, 413, adMessages.attachmentTooLarge);
      } else if (problem === 'tooManyParts') {
        await reply.status(400).send(failure(request.t(errorMessages.invalidBody)));
      } else {
        await reply.status(400).send(failure(request.t(adMessages.uploadUnreadable)));
      }
      return null;
    }
  }

  app.post<IdParams>('/classified-ads/:id/attachments', async (request, reply) => {
    const ad = await ownAdOf(request, reply);
    if (!ad) return reply;
    const tooMany = () =>
      reply
        .status(409)
        .send(failure(request.t(adMessages.tooManyAttachments, { max: adLimits.attachments })));
    if ((await countAttachments(orm, ad.id)) >= adLimits.attachments) return tooMany();
    const upload = await uploadedAttachment(request, reply);
    if (!upload) return reply;
    const problem = pdfProblem(upload.bytes);
    if (problem) {
      return refuseAttachment(request, reply, pdfProblemStatus[problem], adMessages[problem]);
    }
    if (!(await addAttachment(orm, ad.id, attachmentFileName(upload.fileName), upload.bytes))) {
      return tooMany();
    }
    return success(await toMyAd(orm, ad, apiPath), request.t(adMessages.attachmentAdded));
  });

  app.delete<AttachmentParams>(
    '/classified-ads/:id/attachments/:attachmentId',
    async (request, reply) => {
      const ad = await ownAdOf(request, reply);
      if (!ad) return reply;
      if (!(await deleteAttachment(orm, ad.id, request.params.attachmentId))) {
        return reply.status(404).send(failure(request.t(adMessages.attachmentNotFound)));
      }
      return success(await toMyAd(orm, ad, apiPath), request.t(adMessages.attachmentDeleted));
    },
  );

  // --- Replies ---------------------------------------------------------------------------

  app.post<IdParams>('/classified-ads/:id/replies', async (request, reply) => {
    if (await throttled(replies, adMessages.tooManyReplies, request, reply)) return reply;
    const ad = await findPublicAd(orm, request.params.id);
    if (!ad) return notFound(request, reply);
    const caller = callerOf(request);
    if (ad.userId === caller.id) {
      return reply.status(409).send(failure(request.t(adMessages.ownAd)));
    }
    const input = await validBody(adReplyInputSchema, request, reply);
    if (!input) return reply;
    const saved = await addReply(orm, ad.id, caller.id, input.content, request.locale);
    replies.count(request);
    const owner = await findUserById(orm, ad.userId);
    if (owner?.email) {
      await mailer
        .send(
          replyMail(
            { to: owner.email, userId: owner.id, name: displayName(owner), locale: ad.locale },
            { title: ad.title, replierName: displayName(caller), content: input.content },
          ),
        )
        .catch((error: unknown) => request.log.error({ err: error }, 'The reply mail failed'));
    }
    const receipt: AdReplyReceipt = { id: saved.id, createdAt: saved.createdAt.toISOString() };
    return success(receipt, request.t(adMessages.replySaved));
  });

  app.post<ReplyParams>('/classified-ads/:id/replies/:replyId/answer', async (request, reply) => {
    if (await throttled(replies, adMessages.tooManyReplies, request, reply)) return reply;
    const ad = await ownAdOf(request, reply);
    if (!ad) return reply;
    const found = await findReply(orm, ad.id, request.params.replyId);
    if (!found) return reply.status(404).send(failure(request.t(adMessages.replyNotFound)));
    const input = await validBody(adAnswerInputSchema, request, reply);
    if (!input) return reply;
    const { replier } = found;
    const answered = await answerReply(orm, found.reply.id, input.content, displayName(replier));
    if (!answered) return reply.status(409).send(failure(request.t(adMessages.alreadyAnswered)));
    replies.count(request);
    if (replier.email) {
      await mailer
        .send(
          answerMail(
            {
              to: replier.email,
              userId: replier.id,
              name: displayName(replier),
              locale: found.reply.locale,
            },
            { title: ad.title, content: input.content },
          ),
        )
        .catch((error: unknown) => request.log.error({ err: error }, 'The answer mail failed'));
    }
    return success(answered, request.t(adMessages.answered));
  });

  // --- Staff -----------------------------------------------------------------------------

  app.put<IdParams>('/classified-ads/:id/hidden', async (request, reply) => {
    const caller = callerOf(request);
    if (!caller.roles.includes(staffRole)) {
      return reply.status(403).send(failure(request.t(adMessages.staffOnly)));
    }
    const ad = await findAd(orm, request.params.id);
    if (!ad) return notFound(request, reply);
    const input = await validBody(adHiddenInputSchema, request, reply);
    if (!input) return reply;
    const updated = await setAdHidden(orm, ad.id, caller.id, input.reason);
    // Staff see the ad as its owner does, but not the replies, which are the owner's mail.
    const [answer] = await toMyAds(orm, [updated], apiPath, { withReplies: false });
    return success(answer, request.t(input.reason === null ? adMessages.shown : adMessages.hidden));
  });
}
