import { isFieldErrorKey, type FieldErrorKey } from '@lindner/api/schema';

/** A shared schema of `@lindner/api/schema`, as far as a form's checks need it. */
export interface PayloadSchema {
  safeParse(data: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/**
 * What the server would say of one field: the key of the first issue the shared schema finds
 * with that field in what the form would send. The schemas' issue messages are field error
 * keys; anything else reads as `invalid`.
 */
export function fieldErrorKeyOf<Values>(
  schema: PayloadSchema,
  toPayload: (values: Values) => unknown,
  field: string,
  values: Values,
): FieldErrorKey | undefined {
  const result = schema.safeParse(toPayload(values));
  if (result.success) return undefined;
  const issue = result.error.issues.find((each) => each.path[0] === field);
  if (!issue) return undefined;
  return isFieldErrorKey(issue.message) ? issue.message : 'invalid';
}
