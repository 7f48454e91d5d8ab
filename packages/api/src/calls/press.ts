import {
  pressPhotoDeletedSchema,
  pressPhotoListSchema,
  pressPhotoSchema,
  pressPhotoUploadField,
  pressReleaseListSchema,
  pressReleaseSchema,
  type PressPhoto,
  type PressPhotoInput,
  type PressPhotoList,
  type PressPhotoQuery,
  type PressRelease,
  type PressReleaseList,
} from '../schema';
import { apiSend, publicGet, type PublicCallOptions } from '../client/request';

/** The cache key and path of `fetchPressReleases(page)`: page 1 has no query string. */
export const pressReleasesKey = (page = 1) => (page > 1 ? `/press?page=${page}` : '/press');

/** GET /press?page= (public): a page of press releases, newest first. */
export function fetchPressReleases(
  page = 1,
  options: PublicCallOptions = {},
): Promise<PressReleaseList> {
  return publicGet(pressReleasesKey(page), pressReleaseListSchema, options);
}

/** The cache key and path of `fetchPressRelease(slug)`. */
export const pressReleaseKey = (slug: string) => `/press/${encodeURIComponent(slug)}`;

/** GET /press/{slug} (public): a release with its body, contact person and downloads; 404 if unknown. */
export function fetchPressRelease(
  slug: string,
  options: PublicCallOptions = {},
): Promise<PressRelease> {
  return publicGet(pressReleaseKey(slug), pressReleaseSchema, options);
}

/** The path of a release's download below the API's address: a plain link (public). */
export const pressDownloadPath = (slug: string, file: string) =>
  `${pressReleaseKey(slug)}/downloads/${encodeURIComponent(file)}`;

/** The query string of a photo search in a fixed order; empty filters and page 1 left out. */
export function pressPhotoQueryParams(query: PressPhotoQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The cache key and path of `fetchPressPhotos(query)`: equal searches give equal keys. */
export function pressPhotosKey(query: PressPhotoQuery = {}): string {
  const search = pressPhotoQueryParams(query).toString();
  return search ? `/press/photos?${search}` : '/press/photos';
}

/** GET /press/photos?q=&category=&page= (public): a page of photos, newest first. */
export function fetchPressPhotos(
  query: PressPhotoQuery = {},
  options: PublicCallOptions = {},
): Promise<PressPhotoList> {
  return publicGet(pressPhotosKey(query), pressPhotoListSchema, options);
}

/**
 * POST /press/photos (staff; 403 for anyone else): a photo (JPEG, PNG or WebP by content, at most
 * 10 MB and 40 megapixels) in the multipart field `photo`, its texts as the query string. 400
 * with `fieldErrors` for a bad text, 415 for a file that is no picture, 429 when throttled.
 */
export function uploadPressPhoto(
  input: PressPhotoInput,
  photo: Blob,
  signal?: AbortSignal,
): Promise<PressPhoto> {
  const form = new FormData();
  form.append(pressPhotoUploadField, photo, photo instanceof File ? photo.name : 'photo');
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) if (value) params[name] = String(value);
  return apiSend('POST', '/press/photos', form, pressPhotoSchema, { params, signal });
}

/** DELETE /press/photos/{id} (staff): the photo and its files are gone; 404 if unknown. */
export function deletePressPhoto(id: string, signal?: AbortSignal): Promise<{ id: string }> {
  return apiSend(
    'DELETE',
    `/press/photos/${encodeURIComponent(id)}`,
    undefined,
    pressPhotoDeletedSchema,
    { signal },
  );
}
