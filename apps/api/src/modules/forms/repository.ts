import type { FormKind, ValidForms } from '@lindner/api/schema';
import type { Orm } from '../../database/connection';
import { formSubmissions, type FormSubmissionRow } from './tables';

/** Keeps an accepted submission with its checked fields. */
export async function saveFormSubmission<Kind extends FormKind>(
  orm: Orm,
  submission: { kind: Kind; fields: ValidForms[Kind]; locale: string },
): Promise<FormSubmissionRow> {
  const [row] = await orm.insert(formSubmissions).values(submission).returning();
  return row!;
}
