import { isFieldErrorKey, isFleetFieldErrorKey } from '@lindner/api/schema';
import type { PayloadSchema } from '../../shared/forms/schemaCheck';

/** A field error key of the general list or the fleet's own (`fleetFieldErrorKeys`). */
export type AnyFieldErrorKey = string;

/**
 * What the server would say of one field of a fleet form: the key of the first issue the
 * shared schema finds at any of the field's paths in the request body (`consumption.field`, and
 * `consumption` for "at least one"). Unknown issue messages read as `invalid`.
 */
export function fleetFieldErrorKeyOf<Values>(
  schema: PayloadSchema,
  toPayload: (values: Values) => unknown,
  paths: readonly string[],
  values: Values,
  { crossField }: { crossField?: boolean } = {},
): AnyFieldErrorKey | undefined {
  const result = schema.safeParse(toPayload(values));
  if (result.success) return undefined;
  for (const path of paths) {
    const issue = result.error.issues.find(
      (each) =>
        each.path.join('.') === path &&
        (crossField === undefined || crossFieldKeys.includes(each.message) === crossField),
    );
    if (issue) {
      const key = issue.message;
      return isFieldErrorKey(key) || isFleetFieldErrorKey(key) ? key : 'invalid';
    }
  }
  return undefined;
}

/**
 * The keys of checks across fields (an end before its start, no consumption at all). A field
 * checks only itself as the user types, so these are checked over the whole form instead:
 * changing the start clears the end's message.
 */
export const crossFieldKeys: readonly string[] = ['dateOrder', 'hoursOrder', 'consumptionRequired'];

/** The form's field a path of the server's `errors` belongs to, by the same path lists. */
export function fieldOfPath(
  fieldPaths: Readonly<Record<string, readonly string[]>>,
  path: string,
): string {
  for (const [field, paths] of Object.entries(fieldPaths)) {
    if (paths.includes(path)) return field;
  }
  return path.split('.')[0] ?? path;
}
