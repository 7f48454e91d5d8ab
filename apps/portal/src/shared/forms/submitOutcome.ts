import { ApiError } from '@lindner/api/client';

/**
 * How a form's submit ended, as the form shows it: saved, or turned down with the server's
 * message (null: the general error text) and its messages per field (keyed by field path).
 */
export type SubmitOutcome =
  { ok: true } | { ok: false; message: string | null; fieldErrors: Record<string, string> };

/**
 * The outcome of a `useSubmit` result. A submit ignored because another one runs (no data, no
 * error) counts as neither: `null`, and the form shows nothing new.
 */
export function outcomeOf(result: { data: unknown; error: unknown }): SubmitOutcome | null {
  if (result.error === null || result.error === undefined) {
    return result.data === null ? null : { ok: true };
  }
  if (result.error instanceof ApiError) {
    return {
      ok: false,
      message: result.error.serverMessage,
      fieldErrors: result.error.fieldErrors,
    };
  }
  return { ok: false, message: null, fieldErrors: {} };
}

/**
 * The server's field messages the form can name, each with the field's label, in the form's
 * order; a field the form does not know (a nested path such as `economyTypes.1` counts as its
 * group) falls back to the message alone.
 */
export function fieldErrorList(
  fieldErrors: Record<string, string>,
  labels: Record<string, string>,
): { field: string; label: string | null; message: string }[] {
  const order = Object.keys(labels);
  const rank = (field: string) => {
    const index = order.indexOf(field.split('.')[0] ?? field);
    return index === -1 ? order.length : index;
  };
  return Object.entries(fieldErrors)
    .map(([field, message]) => ({
      field,
      label: labels[field.split('.')[0] ?? field] ?? null,
      message,
    }))
    .sort((a, b) => rank(a.field) - rank(b.field));
}
