import type { FieldErrors } from '@lindner/api/schema';

/** SPEC.md's envelope: `{ success, message, data: { data } }`. */
export function success<Payload>(data: Payload, message = '') {
  return { success: true as const, message, data: { data } };
}

/** A failed call; `errors` carries per-field messages when the input was invalid. */
export function failure(message: string, errors?: FieldErrors) {
  return { success: false as const, message, ...(errors ? { errors } : {}), data: { data: null } };
}
