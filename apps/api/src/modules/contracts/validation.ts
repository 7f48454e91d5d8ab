import {
  checkoutFieldErrorMessages,
  fieldErrorMessages,
  isCheckoutFieldErrorKey,
  isFieldErrorKey,
  type FieldErrors,
} from '@lindner/api/schema';
import type { MessageDescriptor } from '@lindner/i18n/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { failure } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';

/** The message of a field error key: a general one, a checkout one, else `invalid`. */
export function checkoutFieldErrorMessage(key: string): MessageDescriptor {
  if (isCheckoutFieldErrorKey(key)) return checkoutFieldErrorMessages[key];
  return fieldErrorMessages[isFieldErrorKey(key) ? key : 'invalid'];
}

/**
 * The request body checked against a checkout schema, or null once a 400 with a message per
 * field has been sent: `validBody` of plugins/validBody.ts, knowing the checkout's field error
 * keys (termsRequired, coupon outcomes) besides the general ones.
 */
export async function validCheckoutBody<Schema extends z.ZodMiniType>(
  schema: Schema,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<z.output<Schema> | null> {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    await reply.status(400).send(failure(request.t(errorMessages.invalidBody)));
    return null;
  }
  const result = await schema.safeParseAsync(body);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= request.t(checkoutFieldErrorMessage(issue.message));
  }
  await reply.status(400).send(failure(request.t(errorMessages.invalidInput), errors));
  return null;
}
