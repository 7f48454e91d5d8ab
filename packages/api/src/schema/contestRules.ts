import { formTextLimits } from './formLimits';

// The contests' plain rules, without zod: contests.ts builds its schemas from them, and a
// contest's entry form and vote check with them too (zod would take most of their script budget).

/** The contests, by the path segment `/contests/{contest}` names them with (and their kind). */
export const contestKinds = ['photo-contest', 'drawing-contest', 'moment-contest'] as const;
export type ContestKind = (typeof contestKinds)[number];

export function isContestKind(value: string): value is ContestKind {
  return (contestKinds as readonly string[]).includes(value);
}

/** The drawer's age bands of the drawing contest. */
export const drawerAgeBands = ['up-to-6', '7-10', '11-14'] as const;
export type DrawerAgeBand = (typeof drawerAgeBands)[number];

/** Longest texts of an entry, per field; a plain object, so that a page's form checks with it. */
export const contestTextLimits = {
  firstName: formTextLimits.firstName,
  lastName: formTextLimits.lastName,
  email: formTextLimits.email,
  title: 100,
  /** The moment contest's short description. */
  description: 500,
  videoUrl: 500,
  street: formTextLimits.street,
  zip: 10,
  city: formTextLimits.city,
} as const;

/** The field error keys of the contests besides the general ones (their wording: the server's). */
export const contestFieldErrorKeys = [
  'termsRequired',
  'privacyRequired',
  'voteConsentRequired',
  'videoUrl',
  'videoOrPicture',
] as const;
export type ContestFieldErrorKey = (typeof contestFieldErrorKeys)[number];

/** A video address: https only, a host, at most `contestTextLimits.videoUrl` characters. */
export function isVideoUrl(text: string): boolean {
  if (!/^https:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username;
  } catch {
    return false;
  }
}

/** A postal code: 4 or 5 digits (Austria, Germany, Switzerland, South Tyrol). */
export const contestZipPattern = /^[0-9]{4,5}$/;

/** The id `POST /contests/{contest}/pictures` gave for an uploaded picture. */
export const contestPictureIdPattern = /^[A-Za-z0-9_-]{22}$/;
/** The multipart field of a picture upload. */
export const contestPictureField = 'picture';
