import {
  pressPhotoCategories,
  pressPhotoTextLimits,
  type PressPhotoCategory,
  type PressPhotoInput,
} from '@lindner/api/schema';

/** The upload form's fields, as typed. */
export interface PhotoUploadValues {
  file: File | null;
  category: string;
  captionDe: string;
  captionEn: string;
  captionFr: string;
  credit: string;
}

export const emptyUpload: PhotoUploadValues = {
  file: null,
  category: '',
  captionDe: '',
  captionEn: '',
  captionFr: '',
  credit: '',
};

export type UploadProblem =
  | 'fileMissing'
  | 'fileType'
  | 'fileTooLarge'
  | 'categoryMissing'
  | 'captionMissing'
  | 'creditMissing'
  | 'tooLong';

/** The largest photo, as the server takes it: 10 MB. */
export const maxPhotoBytes = 10 * 1024 * 1024;
const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * What the form can tell before sending, per field: a missing or unfit file (by its declared
 * type and size; the server checks the content), a missing category, caption or credit, a text
 * too long. The server checks all of it again.
 */
export function uploadProblems(
  values: PhotoUploadValues,
): Partial<Record<keyof PhotoUploadValues, UploadProblem>> {
  const problems: Partial<Record<keyof PhotoUploadValues, UploadProblem>> = {};
  if (!values.file) problems.file = 'fileMissing';
  else if (!photoTypes.includes(values.file.type)) problems.file = 'fileType';
  else if (values.file.size > maxPhotoBytes) problems.file = 'fileTooLarge';
  if (!(pressPhotoCategories as readonly string[]).includes(values.category)) {
    problems.category = 'categoryMissing';
  }
  if (!values.captionDe.trim()) problems.captionDe = 'captionMissing';
  for (const field of ['captionDe', 'captionEn', 'captionFr'] as const) {
    if (values[field].trim().length > pressPhotoTextLimits.caption) problems[field] = 'tooLong';
  }
  if (!values.credit.trim()) problems.credit = 'creditMissing';
  else if (values.credit.trim().length > pressPhotoTextLimits.credit) problems.credit = 'tooLong';
  return problems;
}

/** The request's texts of valid values. */
export function uploadInput(values: PhotoUploadValues): PressPhotoInput {
  return {
    category: values.category as PressPhotoCategory,
    captionDe: values.captionDe.trim(),
    captionEn: values.captionEn.trim() || null,
    captionFr: values.captionFr.trim() || null,
    credit: values.credit.trim(),
  };
}
