import {
  contestTextLimits,
  contestZipPattern,
  emailAddressPattern,
  isVideoUrl,
  type ContestKind,
} from '@lindner/api/schema';

// The entry form's checks, without zod: what the server's schemas (schema/contests.ts) refuse,
// by field; entryRules.test.ts holds them to those schemas.

export interface EntryValues {
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  drawerFirstName: string;
  ageBand: string;
  street: string;
  zip: string;
  city: string;
  videoUrl: string;
  description: string;
  termsAccepted: boolean;
  privacyConsent: boolean;
  /** Whether a picture is chosen. */
  picture: boolean;
}

export const emptyEntry: EntryValues = {
  firstName: '',
  lastName: '',
  email: '',
  title: '',
  drawerFirstName: '',
  ageBand: '',
  street: '',
  zip: '',
  city: '',
  videoUrl: '',
  description: '',
  termsAccepted: false,
  privacyConsent: false,
  picture: false,
};

export type EntryProblem =
  | 'required'
  | 'email_'
  | 'zip_'
  | 'tooLong'
  | 'fileRequired'
  | 'termsRequired'
  | 'privacyRequired'
  | 'videoUrl_'
  | 'videoOrPicture';

const text = (value: string, max: number, required = true): EntryProblem | undefined => {
  const trimmed = value.trim();
  if (required && trimmed === '') return 'required';
  return trimmed.length > max ? 'tooLong' : undefined;
};

/** Each field's first problem for the contest. */
export function entryProblems(
  kind: ContestKind,
  values: EntryValues,
): Partial<Record<keyof EntryValues, EntryProblem>> {
  const found: Partial<Record<keyof EntryValues, EntryProblem | undefined>> = {
    firstName: text(values.firstName, contestTextLimits.firstName),
    lastName: text(values.lastName, contestTextLimits.lastName),
    email:
      text(values.email, contestTextLimits.email) ??
      (emailAddressPattern.test(values.email.trim()) ? undefined : 'email_'),
    privacyConsent: values.privacyConsent ? undefined : 'privacyRequired',
  };
  if (kind === 'photo-contest') {
    found.picture = values.picture ? undefined : 'fileRequired';
    found.title = text(values.title, contestTextLimits.title);
  }
  if (kind === 'drawing-contest') {
    found.picture = values.picture ? undefined : 'fileRequired';
    found.drawerFirstName = text(values.drawerFirstName, contestTextLimits.firstName);
    found.ageBand = values.ageBand ? undefined : 'required';
    found.street = text(values.street, contestTextLimits.street);
    found.zip =
      text(values.zip, contestTextLimits.zip) ??
      (contestZipPattern.test(values.zip.trim()) ? undefined : 'zip_');
    found.city = text(values.city, contestTextLimits.city);
    found.termsAccepted = values.termsAccepted ? undefined : 'termsRequired';
  }
  if (kind === 'moment-contest') {
    const video = values.videoUrl.trim();
    found.videoUrl =
      video === ''
        ? values.picture
          ? undefined
          : 'videoOrPicture'
        : (text(video, contestTextLimits.videoUrl) ??
          (isVideoUrl(video) ? undefined : 'videoUrl_'));
    found.description = text(values.description, contestTextLimits.description);
  }
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as Partial<
    Record<keyof EntryValues, EntryProblem>
  >;
}

/** The request body of the entry, for a picture's id (if any). */
export function entryPayload(kind: ContestKind, values: EntryValues, pictureId: string | null) {
  const writer = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    privacyConsent: values.privacyConsent,
  };
  if (kind === 'photo-contest') return { ...writer, pictureId, title: values.title };
  if (kind === 'drawing-contest') {
    return {
      ...writer,
      pictureId,
      drawerFirstName: values.drawerFirstName,
      ageBand: values.ageBand,
      street: values.street,
      zip: values.zip,
      city: values.city,
      termsAccepted: values.termsAccepted,
    };
  }
  return { ...writer, pictureId, videoUrl: values.videoUrl, description: values.description };
}
