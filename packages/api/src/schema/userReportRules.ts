// The user reports' plain rules, without zod: userReports.ts builds its schemas from them, and
// the report form checks with them too (zod would take most of its script budget).

/** The limits of a report's fields, the same in the form and on the server. */
export const userReportLimits = {
  title: 120,
  text: 6000,
  firstName: 60,
  region: 80,
  email: 254,
  pictures: 5,
  /** One page of the public list. */
  pageSize: 9,
} as const;

/** The multipart field of `POST /user-reports/pictures`. */
export const userReportPictureField = 'picture';

/** A picture's handle as `POST /user-reports/pictures` hands it out. */
export const userReportUploadIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** The picture's size on the server, in pixels (3:2); the page reserves its room with it. */
export const userReportPictureSize = { width: 960, height: 640 } as const;
