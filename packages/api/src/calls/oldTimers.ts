import {
  oldTimerDetailSchema,
  oldTimerListSchema,
  type OldTimerDetail,
  type OldTimerSummary,
} from '../schema';
import { publicGet, type PublicCallOptions } from '../client/request';
import { fetchSignedFile, type SignedFile } from '../client/signedFile';

/** The cache key and path of `fetchOldTimers()`. */
export const oldTimersKey = '/old-timers';

/** GET /old-timers (public): the historic models by decade; texts in `options.locale`'s language. */
export function fetchOldTimers(options: PublicCallOptions = {}): Promise<OldTimerSummary[]> {
  return publicGet(oldTimersKey, oldTimerListSchema, options);
}

/** The cache key and path of `fetchOldTimer(id)`. */
export const oldTimerKey = (id: string) => `/old-timers/${encodeURIComponent(id)}`;

/** GET /old-timers/{id} (public): a historic model with its facts and catalogues; 404 if unknown. */
export function fetchOldTimer(
  id: string,
  options: PublicCallOptions = {},
): Promise<OldTimerDetail> {
  return publicGet(oldTimerKey(id), oldTimerDetailSchema, options);
}

/**
 * The path of a catalogue's PDF below the API's address. An open catalogue is a plain link to
 * it; a restricted one needs the bearer token: fetch it with `fetchRestrictedCatalogue`.
 */
export const oldTimerCataloguePath = (id: string, catalogueId: string) =>
  `${oldTimerKey(id)}/catalogues/${encodeURIComponent(catalogueId)}`;

/**
 * GET /old-timers/{id}/catalogues/{catalogueId} with the token: a restricted catalogue's PDF.
 * ApiError 401 without a token's user, 403 (with the server's message) without a customer
 * number in the profile, 404 for an unknown catalogue.
 */
export function fetchRestrictedCatalogue(
  id: string,
  catalogueId: string,
  signal?: AbortSignal,
): Promise<SignedFile> {
  return fetchSignedFile(oldTimerCataloguePath(id, catalogueId), {
    accept: 'application/pdf',
    fallbackName: `${id}-${catalogueId}.pdf`,
    ...(signal ? { signal } : {}),
  });
}
