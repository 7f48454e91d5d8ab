import {
  fieldErrorMessages,
  fleetFieldErrorMessages,
  isFieldErrorKey,
  isFleetFieldErrorKey,
  type FieldErrors,
} from '@lindner/api/schema';
import type { MessageDescriptor } from '@lindner/i18n/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { failure } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';

/** The message of a field error key: a general one, a fleet one, else `invalid`. */
export function fieldErrorMessage(key: string): MessageDescriptor {
  if (isFleetFieldErrorKey(key)) return fleetFieldErrorMessages[key];
  return fieldErrorMessages[isFieldErrorKey(key) ? key : 'invalid'];
}

/**
 * The request body checked against a fleet schema, or null once a 400 with a message per field
 * has been sent: `validBody` of plugins/validBody.ts, knowing the fleet's field error keys
 * (vinLength, positive, dateOrder, ...) besides the general ones.
 */
export async function validFleetBody<Schema extends z.ZodMiniType>(
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
    errors[field] ??= request.t(fieldErrorMessage(issue.message));
  }
  await reply.status(400).send(failure(request.t(errorMessages.invalidInput), errors));
  return null;
}
