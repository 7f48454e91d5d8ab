import type { FormKind, ValidForms } from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { vehicleModels } from '../../plugins/vehicleModels';
import { formSubmissions, type FormSubmissionRow } from './tables';

/** Keeps an accepted submission with its checked fields (and the dealer it went to). */
export async function saveFormSubmission<Kind extends FormKind>(
  orm: Orm,
  submission: { kind: Kind; fields: ValidForms[Kind]; locale: string; dealerId?: string | null },
): Promise<FormSubmissionRow> {
  const [row] = await orm.insert(formSubmissions).values(submission).returning();
  return row!;
}

/** A model of the range that a form names, or null for an id that is none. */
export async function findModel(
  orm: Orm,
  id: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await orm
    .select({ id: vehicleModels.id, name: vehicleModels.name })
    .from(vehicleModels)
    .where(eq(vehicleModels.id, id));
  return row ?? null;
}
