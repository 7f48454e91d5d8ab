import {
  adAttachmentUploadField,
  adImageUploadField,
  adReplyReceiptSchema,
  adReplySchema,
  classifiedAdListSchema,
  classifiedAdQueryParams,
  classifiedAdSchema,
  myClassifiedAdSchema,
  myClassifiedAdsSchema,
  type AdAnswerInput,
  type AdHiddenInput,
  type AdReply,
  type AdReplyInput,
  type AdReplyReceipt,
  type AdStatusInput,
  type ClassifiedAd,
  type ClassifiedAdInput,
  type ClassifiedAdList,
  type ClassifiedAdQuery,
  type MyClassifiedAd,
} from '../schema';
import { apiGet, apiSend, publicGet, type PublicCallOptions } from '../client/request';

/** The cache key and path of `fetchClassifiedAds(query)`: equal filters give equal keys. */
export function classifiedAdsKey(query: ClassifiedAdQuery = {}): string {
  const search = classifiedAdQueryParams(query).toString();
  return search ? `/classified-ads?${search}` : '/classified-ads';
}

/** GET /classified-ads (public): active ads, newest first, a page of them; 400 for a bad filter. */
export function fetchClassifiedAds(
  query: ClassifiedAdQuery = {},
  options: PublicCallOptions = {},
): Promise<ClassifiedAdList> {
  return publicGet(classifiedAdsKey(query), classifiedAdListSchema, options);
}

/** The cache key and path of `fetchClassifiedAd(id)`. */
export const classifiedAdKey = (id: string) => `/classified-ads/${encodeURIComponent(id)}`;

/** GET /classified-ads/{id} (public): an active ad; 404 for any other. */
export function fetchClassifiedAd(
  id: string,
  options: PublicCallOptions = {},
): Promise<ClassifiedAd> {
  return publicGet(classifiedAdKey(id), classifiedAdSchema, options);
}

/** The cache key of `fetchMyClassifiedAds`. */
export const myClassifiedAdsKey = '/classified-ads/mine';

/** GET /classified-ads/mine: the user's ads in every status with their replies, newest first. */
export function fetchMyClassifiedAds(signal?: AbortSignal): Promise<MyClassifiedAd[]> {
  return apiGet(myClassifiedAdsKey, myClassifiedAdsSchema, { signal });
}

/**
 * POST /classified-ads: a new active ad (400 with `fieldErrors`, the privacy consent among
 * them; 429 when the user created too many); the envelope's message is "ad created".
 */
export function createClassifiedAd(
  input: ClassifiedAdInput,
  signal?: AbortSignal,
): Promise<MyClassifiedAd> {
  return apiSend('POST', '/classified-ads', input, myClassifiedAdSchema, { signal });
}

/** PUT /classified-ads/{id} (owner; another user's ad answers 404): the ad's fields. */
export function updateClassifiedAd(
  id: string,
  input: ClassifiedAdInput,
  signal?: AbortSignal,
): Promise<MyClassifiedAd> {
  return apiSend('PUT', classifiedAdKey(id), input, myClassifiedAdSchema, { signal });
}

/** PUT /classified-ads/{id}/status (owner): active, inactive or sold. */
export function changeClassifiedAdStatus(
  id: string,
  input: AdStatusInput,
  signal?: AbortSignal,
): Promise<MyClassifiedAd> {
  return apiSend('PUT', `${classifiedAdKey(id)}/status`, input, myClassifiedAdSchema, { signal });
}

/** DELETE /classified-ads/{id} (owner): the ad, its pictures, PDFs and replies; the user's ads. */
export function deleteClassifiedAd(id: string, signal?: AbortSignal): Promise<MyClassifiedAd[]> {
  return apiSend('DELETE', classifiedAdKey(id), undefined, myClassifiedAdsSchema, { signal });
}

/**
 * POST /classified-ads/{id}/images (owner, multipart field `image`): a JPEG, PNG or WebP picture
 * checked like the avatar (by content, at most 10 MB and 40 megapixels, re-encoded without
 * metadata); 409 beyond `adLimits.images`. Returns the ad.
 */
export function uploadClassifiedAdImage(
  id: string,
  picture: Blob,
  signal?: AbortSignal,
): Promise<MyClassifiedAd> {
  const form = new FormData();
  form.append(adImageUploadField, picture, picture instanceof File ? picture.name : 'picture');
  return apiSend('POST', `${classifiedAdKey(id)}/images`, form, myClassifiedAdSchema, { signal });
}

/** DELETE /classified-ads/{id}/images/{imageId} (owner). Returns the ad. */
export function deleteClassifiedAdImage(
  id: string,
  imageId: string,
  signal?: AbortSignal,
): Promise<MyClassifiedAd> {
  return apiSend(
    'DELETE',
    `${classifiedAdKey(id)}/images/${encodeURIComponent(imageId)}`,
    undefined,
    myClassifiedAdSchema,
    { signal },
  );
}

/**
 * POST /classified-ads/{id}/attachments (owner, multipart field `attachment`): a PDF checked by
 * content (a real PDF of at most 10 MB without JavaScript or embedded files; a text file named
 * .pdf is refused with 400); 409 beyond `adLimits.attachments`. Returns the ad.
 */
export function uploadClassifiedAdAttachment(
  id: string,
  file: Blob,
  signal?: AbortSignal,
): Promise<MyClassifiedAd> {
  const form = new FormData();
  form.append(adAttachmentUploadField, file, file instanceof File ? file.name : 'document.pdf');
  return apiSend('POST', `${classifiedAdKey(id)}/attachments`, form, myClassifiedAdSchema, {
    signal,
  });
}

/** DELETE /classified-ads/{id}/attachments/{attachmentId} (owner). Returns the ad. */
export function deleteClassifiedAdAttachment(
  id: string,
  attachmentId: string,
  signal?: AbortSignal,
): Promise<MyClassifiedAd> {
  return apiSend(
    'DELETE',
    `${classifiedAdKey(id)}/attachments/${encodeURIComponent(attachmentId)}`,
    undefined,
    myClassifiedAdSchema,
    { signal },
  );
}

/**
 * POST /classified-ads/{id}/replies (signed in; 404 for an ad that is not active, 409 on one's
 * own ad, 429 when throttled): mailed to the owner; the envelope's message is "reply saved".
 */
export function replyToClassifiedAd(
  id: string,
  input: AdReplyInput,
  signal?: AbortSignal,
): Promise<AdReplyReceipt> {
  return apiSend('POST', `${classifiedAdKey(id)}/replies`, input, adReplyReceiptSchema, {
    signal,
  });
}

/** POST /classified-ads/{id}/replies/{replyId}/answer (owner): mailed to the replier. */
export function answerClassifiedAdReply(
  id: string,
  replyId: string,
  input: AdAnswerInput,
  signal?: AbortSignal,
): Promise<AdReply> {
  return apiSend(
    'POST',
    `${classifiedAdKey(id)}/replies/${encodeURIComponent(replyId)}/answer`,
    input,
    adReplySchema,
    { signal },
  );
}

/** PUT /classified-ads/{id}/hidden (staff): hides the ad with a reason its owner sees, or shows it. */
export function setClassifiedAdHidden(
  id: string,
  input: AdHiddenInput,
  signal?: AbortSignal,
): Promise<MyClassifiedAd> {
  return apiSend('PUT', `${classifiedAdKey(id)}/hidden`, input, myClassifiedAdSchema, { signal });
}
