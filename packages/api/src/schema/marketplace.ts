import * as z from 'zod/mini';
import { modelIdPattern } from './modelId';
import { vehicleModelSchema } from './fleet';
import { imageAssetSchema } from './image';
import { requiredText } from './text';

// The classified-ads marketplace (SPEC.md section 3 "Classified ad", section 4 its statuses,
// section 5 the privacy consent, section 8 "ad created or reply saved"). The list and an ad are
// public; creating, managing and replying need a signed-in user. An ad's texts are plain text,
// shown as text, never as HTML.

/** An offer ("biete") or a search ("suche"). */
export const adKinds = ['offer', 'purchase'] as const;
export type AdKind = (typeof adKinds)[number];

export const adConditions = ['used', 'slightly-used', 'like-new', 'unknown'] as const;
export type AdCondition = (typeof adConditions)[number];

/** Only `active` ads are public; the owner switches between all three. */
export const adStatuses = ['active', 'inactive', 'sold'] as const;
export type AdStatus = (typeof adStatuses)[number];

export const adLimits = {
  title: 120,
  description: 5000,
  /** Pictures per ad, each checked like the avatar (type by content, size, pixels, re-encoded). */
  images: 10,
  /** PDF files per ad, each a real PDF without JavaScript or embedded files. */
  attachments: 3,
  attachmentBytes: 10 * 1024 * 1024,
  reply: 2000,
  hiddenReason: 500,
  /** 10 million euros: beyond it a price is a typo. */
  priceCents: 1_000_000_000,
  pageSize: 12,
} as const;

/** The multipart fields of the uploads. */
export const adImageUploadField = 'image';
export const adAttachmentUploadField = 'attachment';
/** The thumbnail definition of an ad's pictures in `imageAssetSchema.versions` (4:3). */
export const adImageVersion = 'classifiedAd';

const dateTime = z.iso.datetime({ offset: true });

export const adImageSchema = z.object({
  id: z.string(),
  image: imageAssetSchema,
});
export type AdImage = z.infer<typeof adImageSchema>;

/** A PDF of an ad; `url` (under the API's base) answers it with a download disposition. */
export const adAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  bytes: z.int().check(z.gte(0)),
  url: z.string(),
});
export type AdAttachment = z.infer<typeof adAttachmentSchema>;

/** An ad as the list shows it. */
export const classifiedAdSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(adKinds),
  title: z.string(),
  /** Integer cents; null when the ad names no price ("auf Anfrage", a search without budget). */
  priceCents: z.nullable(z.int()),
  condition: z.enum(adConditions),
  yearOfConstruction: z.nullable(z.int()),
  model: z.nullable(vehicleModelSchema),
  /** The first picture, null without one. */
  image: z.nullable(imageAssetSchema),
  publishedAt: dateTime,
});
export type ClassifiedAdSummary = z.infer<typeof classifiedAdSummarySchema>;

/**
 * `GET /classified-ads/{id}` (public; 404 unless active and not hidden): the ad with its
 * description, pictures and PDFs. The owner's name and address are never part of it: replies
 * go through the server.
 */
export const classifiedAdSchema = z.extend(classifiedAdSummarySchema, {
  description: z.string(),
  images: z.array(adImageSchema),
  attachments: z.array(adAttachmentSchema),
  status: z.enum(adStatuses),
});
export type ClassifiedAd = z.infer<typeof classifiedAdSchema>;

/** `GET /classified-ads` (public): active ads, newest first, one page, and the models to filter by. */
export const classifiedAdListSchema = z.object({
  ads: z.array(classifiedAdSummarySchema),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1)),
  /** The models of active ads, by name. */
  models: z.array(vehicleModelSchema),
});
export type ClassifiedAdList = z.infer<typeof classifiedAdListSchema>;

// A model id as the ad form and the list's filter carry it: the forms' rule, without zod.
export { modelIdPattern } from './modelId';

/**
 * `POST /classified-ads` and `PUT /classified-ads/{id}` (signed in, throttled): the ad's fields;
 * pictures and PDFs are uploaded to the ad after it exists. The privacy consent is required
 * (SPEC.md section 5). A year after this one is refused with `yearInFuture` (beyond 2100 by the
 * schema, after this year by the server), a model id the server does not know with `option`. A
 * new ad is `active`.
 */
export const classifiedAdInputSchema = z.object({
  kind: z.enum(adKinds, { error: 'option' }),
  title: requiredText(adLimits.title),
  description: requiredText(adLimits.description, { multiLine: true }),
  priceCents: z.nullable(
    z
      .int({ error: 'invalid' })
      .check(z.gte(0, { error: 'nonNegative' }), z.lte(adLimits.priceCents, { error: 'tooLarge' })),
  ),
  condition: z.enum(adConditions, { error: 'option' }),
  yearOfConstruction: z.nullable(
    z
      .int({ error: 'year' })
      .check(z.gte(1900, { error: 'year' }), z.lte(2100, { error: 'yearInFuture' })),
  ),
  modelId: z.nullable(z.string().check(z.regex(modelIdPattern, { error: 'option' }))),
  privacyConsent: z.literal(true, { error: 'required' }),
});
export type ClassifiedAdInput = z.input<typeof classifiedAdInputSchema>;

/** `PUT /classified-ads/{id}/status` (owner): the new status. */
export const adStatusInputSchema = z.object({ status: z.enum(adStatuses, { error: 'option' }) });
export type AdStatusInput = z.input<typeof adStatusInputSchema>;

/**
 * `POST /classified-ads/{id}/replies` (signed in, not the owner, the ad active; throttled): the
 * reply, mailed to the owner without the owner's address reaching the replier. The envelope's
 * message is "Antwort gespeichert" (SPEC.md section 8).
 */
export const adReplyInputSchema = z.object({
  content: requiredText(adLimits.reply, { multiLine: true }),
  privacyConsent: z.literal(true, { error: 'required' }),
});
export type AdReplyInput = z.input<typeof adReplyInputSchema>;

/** `POST /classified-ads/{id}/replies/{replyId}/answer` (owner): mailed to the replier. */
export const adAnswerInputSchema = z.object({
  content: requiredText(adLimits.reply, { multiLine: true }),
});
export type AdAnswerInput = z.input<typeof adAnswerInputSchema>;

/** A reply as the ad's owner sees it: the replier's name only, never their address. */
export const adReplySchema = z.object({
  id: z.uuid(),
  replierName: z.string(),
  content: z.string(),
  createdAt: dateTime,
  answer: z.nullable(z.object({ content: z.string(), answeredAt: dateTime })),
});
export type AdReply = z.infer<typeof adReplySchema>;

/** What `POST …/replies` answers the replier. */
export const adReplyReceiptSchema = z.object({ id: z.uuid(), createdAt: dateTime });
export type AdReplyReceipt = z.infer<typeof adReplyReceiptSchema>;

/**
 * One of the user's ads as `GET /classified-ads/mine` lists it (any status), with the replies it
 * received, newest first, and staff's reason when staff hid it from the public list.
 */
export const myClassifiedAdSchema = z.extend(classifiedAdSchema, {
  hiddenReason: z.nullable(z.string()),
  replies: z.array(adReplySchema),
});
export type MyClassifiedAd = z.infer<typeof myClassifiedAdSchema>;

/** `GET /classified-ads/mine`, and what `DELETE /classified-ads/{id}` answers: newest first. */
export const myClassifiedAdsSchema = z.array(myClassifiedAdSchema);

/** `PUT /classified-ads/{id}/hidden` (realm role staff, else 403): hide with a reason, or show (null). */
export const adHiddenInputSchema = z.object({
  reason: z.nullable(requiredText(adLimits.hiddenReason)),
});
export type AdHiddenInput = z.input<typeof adHiddenInputSchema>;

/** An id in a path: of an ad, a picture, a PDF or a reply; anything else is refused (400). */
const pathId = z.guid({ error: 'invalid' });

/** `/classified-ads/{id}` and the calls below it. */
export const adParamsSchema = z.object({ id: pathId });
/** `DELETE /classified-ads/{id}/images/{imageId}`. */
export const adImageParamsSchema = z.object({ id: pathId, imageId: pathId });
/** `GET` and `DELETE /classified-ads/{id}/attachments/{attachmentId}`. */
export const adAttachmentParamsSchema = z.object({ id: pathId, attachmentId: pathId });
/** `POST /classified-ads/{id}/replies/{replyId}/answer`. */
export const adReplyParamsSchema = z.object({ id: pathId, replyId: pathId });

/**
 * `GET /classified-ads/{id}/images/{imageId}/{file}` (`xs.webp`, `md@2x.webp`): a picture's file
 * as the public list and the ad show it, while the ad is public.
 */
export const adPictureFileParamsSchema = z.object({
  id: pathId,
  imageId: pathId,
  file: z.string(),
});

/**
 * `GET /classified-ad-images/{uploadId}/{file}`: a picture's file at the address only its
 * owner's answers (and staff's) hold, whatever the ad's status.
 */
export const adUploadFileParamsSchema = z.object({
  uploadId: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, { error: 'invalid' })),
  file: z.string(),
});
