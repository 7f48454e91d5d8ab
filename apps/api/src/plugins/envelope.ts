import type { FieldErrors } from '@lindner/api/schema';

/** SPEC.md's envelope: `{ success, message, data: { data } }`. */
export function success<Payload>(data: Payload, message = '') {
  return { success: true as const, message, data: { data } };
}

/** A failed call; `errors` carries per-field messages when the input was invalid. */
export function failure(message: string, errors?: FieldErrors) {
  return { success: false as const, message, ...(errors ? { errors } : {}), data: { data: null } };
}

/**
 * A refusal a route or hook throws (`throw new Refusal(404, request.t(…))`): the API's error
 * handler (plugins/envelopeErrors.ts) sends it in the envelope with its status and headers.
 */
export class Refusal extends Error {
  readonly body: ReturnType<typeof failure>;

  constructor(
    readonly statusCode: number,
    message: string,
    errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.body = failure(message, errors);
  }
}
