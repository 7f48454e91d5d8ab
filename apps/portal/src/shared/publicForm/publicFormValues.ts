/** What a public form holds: its fields by name, an empty one undefined (final-form's empty). */
export interface PublicFormValues {
  [field: string]: unknown;
  privacyConsent?: boolean;
}

/** Where a form field's value goes in the request body, where the names differ. */
export const payloadFieldOf: Readonly<Record<string, string>> = { price: 'priceCents' };

/** The form field a field of the request body came from (the server names body fields). */
export function formFieldOf(payloadField: string): string {
  const top = payloadField.split('.')[0] ?? payloadField;
  return Object.keys(payloadFieldOf).find((field) => payloadFieldOf[field] === top) ?? top;
}

/** The fields a visitor keeps after sending, for the next message: who they are, not what. */
export const senderFields = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'country',
  'zip',
  'city',
] as const;

export function senderOf<Values extends PublicFormValues>(values: Values): Values {
  const kept: Record<string, unknown> = {};
  for (const field of senderFields) if (values[field] !== undefined) kept[field] = values[field];
  return kept as Values;
}

/** The server's field messages of a turned-down submit, keyed by form field. */
export interface Rejection<Values> {
  values: Values;
  fieldErrors: Record<string, string>;
}

export function rejectionOf<Values>(
  values: Values,
  serverFieldErrors: Record<string, string>,
): Rejection<Values> {
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(serverFieldErrors)) {
    fieldErrors[formFieldOf(field)] ??= message;
  }
  return { values, fieldErrors };
}

/**
 * The server's messages that still hold: those of fields the visitor has not changed since.
 * A changed field gets its own checks again.
 */
export function standingErrors<Values extends object>(
  rejection: Rejection<Values>,
  values: Values,
): Record<string, string> {
  const before = rejection.values as Record<string, unknown>;
  const now = values as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(rejection.fieldErrors).filter(([field]) => Object.is(before[field], now[field])),
  );
}
