import {
  userReportListSchema,
  userReportReceiptSchema,
  userReportSchema,
  userReportUploadSchema,
  userReportPictureField,
  type UserReport,
  type UserReportInput,
  type UserReportList,
  type UserReportReceipt,
  type UserReportUpload,
} from '../schema';
import { apiSend, publicGet, publicSend, type PublicCallOptions } from '../client/request';

/** The cache key and path of `fetchUserReports()`. */
export const userReportsKey = '/user-reports';

/** The query of the reports' list: a model id and a page (1 up); empty ones are left out. */
export interface UserReportQuery {
  model?: string | null;
  page?: number | null;
}

/** GET /user-reports (public): one page of the published reports, newest first. */
export function fetchUserReports(
  query: UserReportQuery = {},
  options: PublicCallOptions = {},
): Promise<UserReportList> {
  const params: Record<string, string> = {};
  if (query.model) params.model = query.model;
  if (query.page && query.page > 1) params.page = String(query.page);
  return publicGet(userReportsKey, userReportListSchema, { ...options, params });
}

/** The cache key and path of `fetchUserReport(slug)`. */
export const userReportKey = (slug: string) => `/user-reports/${encodeURIComponent(slug)}`;

/** GET /user-reports/{slug} (public): a published report; ApiError 404 for any other. */
export function fetchUserReport(
  slug: string,
  options: PublicCallOptions = {},
): Promise<UserReport> {
  return publicGet(userReportKey(slug), userReportSchema, options);
}

/**
 * POST /user-reports/pictures (public, multipart field `picture`): one JPEG, PNG or WebP picture
 * of at most 10 MB, checked by content; answers its upload id, to send with the report. ApiError
 * 415 (with the field's message) for anything else.
 */
export function uploadUserReportPicture(
  picture: Blob,
  options: PublicCallOptions = {},
): Promise<UserReportUpload> {
  const form = new FormData();
  form.append(userReportPictureField, picture, picture instanceof File ? picture.name : 'picture');
  return publicSend('POST', `${userReportsKey}/pictures`, form, userReportUploadSchema, options);
}

/**
 * POST /user-reports: the report with its pictures' upload ids; it waits for the editorial
 * review. `signedIn`: sent with the user's token (the report is then theirs, listed among their
 * posts), else without one. ApiError 400 with `fieldErrors`, 429 when one address sent many.
 */
export function submitUserReport(
  body: UserReportInput,
  { signedIn = false, ...options }: PublicCallOptions & { signedIn?: boolean } = {},
): Promise<UserReportReceipt> {
  return signedIn
    ? apiSend('POST', userReportsKey, body, userReportReceiptSchema, {
        ...(options.signal ? { signal: options.signal } : {}),
      })
    : publicSend('POST', userReportsKey, body, userReportReceiptSchema, options);
}
