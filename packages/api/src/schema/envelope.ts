import * as z from 'zod/mini';

/**
 * Every answer of the portal API: `{ success, message, data: { data } }`. A call counts as
 * successful only with HTTP 200 and `success: true`; the payload is `data.data`.
 */
export function apiEnvelopeSchema<Payload extends z.ZodMiniType>(payload: Payload) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data: z.object({ data: payload }),
  });
}

/** Per-field messages of a rejected request body, keyed by the field's name. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** A failed call: the message is meant for the user; `errors` is present for invalid input. */
export const apiErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.optional(fieldErrorsSchema),
  data: z.object({ data: z.null() }),
});
export type ApiErrorEnvelope = z.infer<typeof apiErrorEnvelopeSchema>;

/**
 * The keys a schema puts into an issue's message. Servers and forms turn them into text in the
 * user's language; anything else a schema reports counts as `invalid`.
 */
export const fieldErrorKeys = [
  'required',
  'invalid',
  'tooLong',
  'year',
  'yearInFuture',
  'nonNegative',
  'tooLarge',
  'option',
  // A C0 control character (a NUL byte, an escape, ...) in a text (text.ts).
  'controlCharacters',
  // Personal data (profile.ts).
  'email',
  'phone',
  'zip',
  'date',
  'dateInFuture',
  // The innovation visit's desired dates (forms.ts).
  'dateNotAhead',
  'dateTooFar',
  'dateRepeated',
  // The avatar upload (profile.ts).
  'fileRequired',
  'fileType',
  'fileTooLarge',
  'imageTooLarge',
] as const;
export type FieldErrorKey = (typeof fieldErrorKeys)[number];

export function isFieldErrorKey(value: string): value is FieldErrorKey {
  return (fieldErrorKeys as readonly string[]).includes(value);
}
