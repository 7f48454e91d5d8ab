/**
 * The server's field messages of a turned-down save, shown on the fields themselves: each stays
 * while its field still holds what was sent, and goes as soon as the user changes it (a
 * duplicate VIN's message goes once another number is typed). No React here.
 */
export interface RejectedSave {
  /** The server's message per field name (`errors` of the envelope). */
  fieldErrors: Record<string, string>;
  /** The form's values that were sent. */
  sent: Record<string, unknown>;
}

/** The messages that still apply to the current values, keyed by field. */
export function standingFieldErrors(
  rejected: RejectedSave | null,
  values: Record<string, unknown>,
  fieldNames: readonly string[],
  fieldOf: (path: string) => string = topLevelField,
): Record<string, string> {
  if (!rejected) return {};
  const standing: Record<string, string> = {};
  for (const [path, message] of Object.entries(rejected.fieldErrors)) {
    const field = fieldOf(path);
    if (!fieldNames.includes(field) || field in standing) continue;
    if (sameValue(values[field], rejected.sent[field])) standing[field] = message;
  }
  return standing;
}

/** The server's messages for fields the form does not have: they go into the form's banner. */
export function unplacedFieldErrors(
  fieldErrors: Record<string, string>,
  fieldNames: readonly string[],
  fieldOf: (path: string) => string = topLevelField,
): string[] {
  return Object.entries(fieldErrors)
    .filter(([path]) => !fieldNames.includes(fieldOf(path)))
    .map(([, message]) => message);
}

/** `consumption.field` belongs to `consumption`. */
function topLevelField(path: string): string {
  return path.split('.')[0] ?? path;
}

function sameValue(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (empty(a) && empty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}
