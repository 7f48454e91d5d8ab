import {
  adLimits,
  avatarLimits,
  type AdCondition,
  type AdKind,
  type ClassifiedAdInput,
  type MyClassifiedAd,
} from '@lindner/api/schema';

// The ad form's values, what it sends, and the checks of chosen files before any upload. No
// React here.

/** What the form holds; an empty field is undefined (final-form's empty). */
export interface AdFormValues {
  [field: string]: unknown;
  kind?: string;
  title?: string;
  description?: string;
  /** From NumberField: euros as a number, or the typed text while it cannot be read. */
  price?: number | string;
  condition?: string;
  /** Typed digits. */
  yearOfConstruction?: string;
  modelId?: string;
  privacyConsent?: boolean;
}

/** The form's fields, in its order; the server's messages for them show on them. */
export const adFormFields = [
  'kind',
  'title',
  'description',
  'price',
  'condition',
  'yearOfConstruction',
  'modelId',
  'privacyConsent',
] as const;
export type AdFormField = (typeof adFormFields)[number];

/** Where a form field goes in the request body, where the names differ. */
export const adPayloadKeys: Readonly<Partial<Record<string, string>>> = { price: 'priceCents' };

/** A new ad starts as an offer; everything else is the user's. */
export const newAdValues: AdFormValues = { kind: 'offer' };

/**
 * Euros as typed (NumberField's value) in integer cents; null when empty (no price). Text that
 * cannot be read, or more than two decimals, gives NaN: the shared schema then calls it invalid
 * instead of sending another number than the one meant.
 */
export function centsOfEuros(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return Number.NaN;
  const cents = Math.round(value * 100);
  return Math.abs(value * 100 - cents) > 1e-6 ? Number.NaN : cents;
}

/** A typed year as a number; null when empty; NaN for anything but digits. */
export function yearOf(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  if (text === '') return null;
  return /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
}

/** The request body of `createClassifiedAd` / `updateClassifiedAd`. */
export function adInputOf(values: AdFormValues): ClassifiedAdInput {
  return {
    kind: values.kind as AdKind,
    title: values.title ?? '',
    description: values.description ?? '',
    priceCents: centsOfEuros(values.price),
    condition: values.condition as AdCondition,
    yearOfConstruction: yearOf(values.yearOfConstruction),
    modelId: values.modelId ? values.modelId : null,
    // The schema's check says so when it is missing; the type wants the one allowed value.
    privacyConsent: (values.privacyConsent === true) as true,
  };
}

/** An ad of the user as the form's starting values (editing). */
export function adFormValuesOf(ad: MyClassifiedAd): AdFormValues {
  return {
    kind: ad.kind,
    title: ad.title,
    description: ad.description,
    price: ad.priceCents === null ? undefined : ad.priceCents / 100,
    condition: ad.condition,
    yearOfConstruction: ad.yearOfConstruction === null ? undefined : String(ad.yearOfConstruction),
    modelId: ad.model?.id,
    // Given when the ad was created; the form still shows it and sends it again.
    privacyConsent: true,
  };
}

export type FileKind = 'picture' | 'attachment';

/** Why a chosen file is not taken, before any upload. */
export type FileProblem =
  | 'pictureType'
  | 'pictureSize'
  | 'attachmentType'
  | 'attachmentSize'
  | 'tooManyPictures'
  | 'tooManyAttachments';

/** What the checks need of a `File`. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** The picture types the server takes (checked there again by content). */
export const pictureTypes: readonly string[] = avatarLimits.types;
export const pictureAccept = pictureTypes.join(',');
export const attachmentAccept = 'application/pdf,.pdf';

const pictureExtensions = /\.(jpe?g|png|webp)$/i;

export const fileLimits = {
  picture: { count: adLimits.images, bytes: avatarLimits.maxBytes },
  attachment: { count: adLimits.attachments, bytes: adLimits.attachmentBytes },
} as const;

function typeProblem(kind: FileKind, file: FileFacts): FileProblem | null {
  // Some systems give no type: the name speaks then.
  if (kind === 'picture') {
    const known = file.type ? pictureTypes.includes(file.type) : pictureExtensions.test(file.name);
    return known ? null : 'pictureType';
  }
  const pdf = file.type ? file.type === 'application/pdf' : /\.pdf$/i.test(file.name);
  return pdf ? null : 'attachmentType';
}

/**
 * The chosen files an ad can take, in order, and those it cannot with the reason: a wrong type,
 * too large, or beyond the count (`taken` files the ad already has or will get).
 */
export function checkChosenFiles<File extends FileFacts>(
  kind: FileKind,
  chosen: readonly File[],
  taken: number,
): { accepted: File[]; refused: { file: File; problem: FileProblem }[] } {
  const limit = fileLimits[kind];
  const accepted: File[] = [];
  const refused: { file: File; problem: FileProblem }[] = [];
  for (const file of chosen) {
    const problem =
      typeProblem(kind, file) ??
      (file.size > limit.bytes ? (kind === 'picture' ? 'pictureSize' : 'attachmentSize') : null) ??
      (taken + accepted.length >= limit.count
        ? kind === 'picture'
          ? 'tooManyPictures'
          : 'tooManyAttachments'
        : null);
    if (problem) refused.push({ file, problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** A file chosen for the ad, and how its upload went. */
export interface ChosenFile {
  key: string;
  kind: FileKind;
  file: File;
  status: 'waiting' | 'uploading' | 'uploaded' | 'refused';
  /** The server's message when it refused the file. */
  message?: string | null;
}

/** How one upload ended: the ad as it is now, or the server's message. */
export type UploadOutcome =
  { ok: true; ad: MyClassifiedAd } | { ok: false; message: string | null };

/**
 * Uploads the files not yet uploaded, one after the other in the given order: a refused one
 * keeps its message and the rest go on. Reports each change; answers the ad as the last
 * successful upload left it (null when none succeeded) and how many were refused.
 */
export async function uploadInOrder(
  files: readonly ChosenFile[],
  upload: (file: ChosenFile) => Promise<UploadOutcome>,
  onChange: (key: string, change: Pick<ChosenFile, 'status' | 'message'>) => void,
): Promise<{ ad: MyClassifiedAd | null; refused: number }> {
  let ad: MyClassifiedAd | null = null;
  let refused = 0;
  for (const file of files) {
    if (file.status === 'uploaded') continue;
    onChange(file.key, { status: 'uploading', message: null });
    const outcome = await upload(file);
    if (outcome.ok) {
      ad = outcome.ad;
      onChange(file.key, { status: 'uploaded', message: null });
    } else {
      refused += 1;
      onChange(file.key, { status: 'refused', message: outcome.message });
    }
  }
  return { ad, refused };
}

/** Files still to upload, pictures first: the order of the form. */
export function uploadOrder(files: readonly ChosenFile[]): ChosenFile[] {
  return [
    ...files.filter((file) => file.kind === 'picture'),
    ...files.filter((file) => file.kind === 'attachment'),
  ].filter((file) => file.status !== 'uploaded');
}
